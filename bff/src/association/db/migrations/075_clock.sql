-- The association's clock. Its dates and times (today in WIB: dues overdue, SIP and STR windows, SKP pace, the
-- alerts' day; and the time it records a change at: created_at, updated_at, a status change's `at`) come from
-- sejawat_today() and sejawat_now(), not from current_date and now() directly, so that a test can stand the clock at
-- a moment of its choosing: `ALTER DATABASE ... SET sejawat.clock = '2026-11-21 17:00+07'` (or SET for one session),
-- and what it writes then is dated by that clock too. Unset, as in production, they are current_date and now().
--
-- Callers write `(SELECT sejawat_today())`: a scalar subquery is computed once per query (an InitPlan), where a
-- function call in a filter would be computed again for every row (about a microsecond each, measured).
CREATE OR REPLACE FUNCTION sejawat_now() RETURNS timestamptz LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(nullif(current_setting('sejawat.clock', true), '')::timestamptz, now())
$$;
-- The date in the session's time zone, which the association's connections set to Asia/Jakarta.
CREATE OR REPLACE FUNCTION sejawat_today() RETURNS date LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT sejawat_now()::date
$$;

-- The alerts table's day (074) on that clock.
CREATE OR REPLACE FUNCTION sejawat_refresh_member_alerts(ids integer[]) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  IF ids IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('sejawat_member_alerts'));
    DELETE FROM member_alerts;
    INSERT INTO member_alerts SELECT * FROM sejawat_member_alerts(NULL);
    INSERT INTO member_alerts_state (computed_on) VALUES ((SELECT sejawat_today()))
      ON CONFLICT (only_row) DO UPDATE SET computed_on = EXCLUDED.computed_on;
  ELSIF cardinality(ids) > 0 THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext('sejawat_member_alerts'));
    PERFORM 1 FROM members WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
    DELETE FROM member_alerts WHERE member_id = ANY (ids);
    INSERT INTO member_alerts SELECT * FROM sejawat_member_alerts(ids);
  END IF;
END $$;

CREATE OR REPLACE FUNCTION sejawat_member_alerts_for_today() RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  IF (SELECT computed_on FROM member_alerts_state) IS NOT DISTINCT FROM (SELECT sejawat_today()) THEN RETURN false; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('sejawat_member_alerts'));
  IF (SELECT computed_on FROM member_alerts_state) IS NOT DISTINCT FROM (SELECT sejawat_today()) THEN RETURN false; END IF;
  PERFORM sejawat_refresh_member_alerts(NULL);
  RETURN true;
END $$;

-- Columns the database dates itself (DEFAULT now()) take the clock's time.
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT table_name, column_name FROM information_schema.columns
            WHERE table_schema = current_schema() AND column_default = 'now()' AND table_name <> 'schema_migrations'
  LOOP
    EXECUTE format('ALTER TABLE %I ALTER COLUMN %I SET DEFAULT sejawat_now()', c.table_name, c.column_name);
  END LOOP;
END $$;
