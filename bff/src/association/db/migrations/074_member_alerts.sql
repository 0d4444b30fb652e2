-- The dashboard's alerts (SIP expiring or expired, SKP credits projected short, dues in arrears), kept in a table
-- (issue 14). Computed on each request they took 850 ms at 50,000 members (the SKP projection aggregates every credit
-- entry of every current SIP), and with payments coming in every few seconds each request computed them again: the
-- dashboard answered in seconds, then not at all.
--
-- The rows of a member are computed again inside the transaction that changes what they depend on (statement-level
-- triggers below: SIP permits, SKP entries, the member's own row, his status history), so they are never stale. What
-- depends on the date (the 90-day SIP window, the SKP pace of the last 365 days) is computed again for everyone once
-- the association's date has moved on: member_alerts_state says for which date the table holds; until it is
-- refreshed, readers compute the alerts live (lib: areas/members/alerts.ts), so an answer is never a day old.
--
-- The computation itself (sejawat_member_alerts) is generated from the SKP rules in TypeScript and installed at start
-- (areas/members/alerts.ts, installMemberAlerts); the functions below only call it.

CREATE TABLE member_alerts (
  member_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- The member's board, copied so that counting a board's alerts needs no join (kept by the members trigger).
  division_id  integer NOT NULL,
  type         text NOT NULL,
  due_at       date NOT NULL,
  message      text NOT NULL,
  code         text NOT NULL,
  params       jsonb NOT NULL
);
-- The dashboard's order (soonest first) and a member's rows (replaced by the triggers).
CREATE INDEX member_alerts_due_idx ON member_alerts (due_at, member_id, type);
CREATE INDEX member_alerts_member_idx ON member_alerts (member_id);
CREATE INDEX member_alerts_division_idx ON member_alerts (division_id, due_at);

-- Who may read them: as members (migration 060): a board its subtree, a member his own.
ALTER TABLE member_alerts ENABLE ROW LEVEL SECURITY;
CREATE POLICY board_rows ON member_alerts FOR SELECT TO sejawat_board USING (division_id = ANY (sejawat_subtree()));
CREATE POLICY member_self ON member_alerts FOR SELECT TO sejawat_member USING (member_id = sejawat_member());
GRANT SELECT ON member_alerts TO sejawat_board, sejawat_member;

CREATE TABLE member_alerts_state (
  only_row     boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  computed_on  date NOT NULL
);
GRANT SELECT ON member_alerts_state TO sejawat_board, sejawat_member;

-- Replaces the rows of the given members (NULL: everyone's). Runs as the owner: the write that fires it may be a
-- board's, whose role may not write this table, and the computation must see every row the alerts depend on.
--
-- Two transactions replacing the same member's rows side by side would each delete what was there before either
-- began and both insert: the member's alerts twice. So each member's replacement first locks the member's row (in id
-- order, in a statement of its own, so that the DELETE after it sees what the previous holder committed). The row lock
-- is the one a write of the member takes anyway: an advisory lock of our own, taken after the write's row locks in one
-- transaction and before them in another, deadlocked two changes of the same member. Everyone's replacement holds an
-- advisory lock that the per-member ones share.
CREATE OR REPLACE FUNCTION sejawat_refresh_member_alerts(ids integer[]) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  IF ids IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('sejawat_member_alerts'));
    DELETE FROM member_alerts;
    INSERT INTO member_alerts SELECT * FROM sejawat_member_alerts(NULL);
    INSERT INTO member_alerts_state (computed_on) VALUES (current_date)
      ON CONFLICT (only_row) DO UPDATE SET computed_on = EXCLUDED.computed_on;
  ELSIF cardinality(ids) > 0 THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext('sejawat_member_alerts'));
    PERFORM 1 FROM members WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
    DELETE FROM member_alerts WHERE member_id = ANY (ids);
    INSERT INTO member_alerts SELECT * FROM sejawat_member_alerts(ids);
  END IF;
END $$;

-- Everyone's rows again if the table holds another day's; true when it did. Many servers may call it at once (one
-- per instance, at midnight): the lock makes one of them do the work and the others find it done.
CREATE OR REPLACE FUNCTION sejawat_member_alerts_for_today() RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  IF (SELECT computed_on FROM member_alerts_state) IS NOT DISTINCT FROM current_date THEN RETURN false; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('sejawat_member_alerts'));
  IF (SELECT computed_on FROM member_alerts_state) IS NOT DISTINCT FROM current_date THEN RETURN false; END IF;
  PERFORM sejawat_refresh_member_alerts(NULL);
  RETURN true;
END $$;

-- The triggers: one per table and event (a trigger with transition tables has one event), each passing the members
-- its statement touched, once per statement (a bulk update of 10,000 members computes once, not 10,000 times).
CREATE OR REPLACE FUNCTION sejawat_member_alerts_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  ids integer[];
  key text := CASE WHEN TG_TABLE_NAME = 'members' THEN 'id' ELSE 'member_id' END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM changed_new', key) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM changed_old', key) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT k) FROM (SELECT %I AS k FROM changed_new UNION SELECT %I FROM changed_old) x', key, key) INTO ids;
  END IF;
  -- Deleted members' rows went with them (ON DELETE CASCADE).
  IF TG_TABLE_NAME = 'members' AND TG_OP = 'DELETE' THEN RETURN NULL; END IF;
  PERFORM sejawat_refresh_member_alerts(coalesce(ids, '{}'));
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sip_permits', 'skp_entries', 'member_status_history', 'members'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_new
                      FOR EACH STATEMENT EXECUTE FUNCTION sejawat_member_alerts_changed()', t || '_alerts_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
                      FOR EACH STATEMENT EXECUTE FUNCTION sejawat_member_alerts_changed()', t || '_alerts_update', t);
    IF t <> 'members' THEN
      EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_old
                        FOR EACH STATEMENT EXECUTE FUNCTION sejawat_member_alerts_changed()', t || '_alerts_delete', t);
    END IF;
  END LOOP;
END $$;
