-- The pandemic mitigation statistics read maintained counts instead of counting every record on each request
-- (issue 14). At 50,000 members (92,000 vaccinations) one request counted each table per month and joined every
-- record to its member for the provinces: over 100 ms a table when the data had just changed, so while payments came
-- in (every commit invalidates the snapshot cache) the dashboard's mitigation request answered in p95 90-135 ms.
--
-- mitigation_counts: per record kind, month of the record's date (diagnosed, died, vaccinated) and the member's
-- division as it is now, the number of records. Kept by statement-level triggers inside the writes' transactions: on
-- the three tables, and on members when a member moves to another division (his records count there from then on,
-- as the statistics always counted them).
CREATE TABLE mitigation_counts (
  kind         text NOT NULL CHECK (kind IN ('survivors', 'deaths', 'vaccinations')),
  month        date NOT NULL,
  division_id  integer NOT NULL,
  n            integer NOT NULL,
  PRIMARY KEY (kind, month, division_id)
);

-- Read as the records they count (migration 060: a board sees its subtree's members' records).
ALTER TABLE mitigation_counts ENABLE ROW LEVEL SECURITY;
CREATE POLICY board_rows ON mitigation_counts FOR SELECT TO sejawat_board USING (division_id = ANY (sejawat_subtree()));
GRANT SELECT ON mitigation_counts TO sejawat_board;

-- Adds signed counts: one upsert in key order (see sejawat_add_due_totals, migration 077).
CREATE FUNCTION sejawat_add_mitigation_counts(deltas mitigation_counts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO mitigation_counts AS t (kind, month, division_id, n)
  SELECT kind, month, division_id, sum(n) FROM unnest(deltas)
   GROUP BY kind, month, division_id HAVING sum(n) <> 0
   ORDER BY kind, month, division_id
  ON CONFLICT (kind, month, division_id) DO UPDATE SET n = t.n + excluded.n
$$;

-- On survivors, deaths and vaccinations; TG_ARGV[0] names the table's date column. Runs as the owner (a board's write
-- fires it; its role only reads the counts).
CREATE FUNCTION sejawat_mitigation_counts_trigger() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  rows text := CASE TG_OP WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
                          WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
                          ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  EXECUTE format(
    'SELECT sejawat_add_mitigation_counts(ARRAY(
       SELECT ROW(%L, date_trunc(''month'', r.%I::timestamp)::date, m.division_id, r.sign)::mitigation_counts
         FROM (%s) r JOIN members m ON m.id = r.member_id))',
    TG_TABLE_NAME, TG_ARGV[0], rows);
  RETURN NULL;
END $$;

-- (sejawat_statement_triggers: migration 077.)
SELECT sejawat_statement_triggers('survivors', 'survivors_counts', 'sejawat_mitigation_counts_trigger(''diagnosed_at'')');
SELECT sejawat_statement_triggers('deaths', 'deaths_counts', 'sejawat_mitigation_counts_trigger(''died_at'')');
SELECT sejawat_statement_triggers('vaccinations', 'vaccinations_counts', 'sejawat_mitigation_counts_trigger(''vaccinated_at'')');

-- The counts of one member's records, signed: what moves with him when his division changes.
CREATE FUNCTION sejawat_member_mitigation_counts(member integer, division integer, sign integer)
  RETURNS SETOF mitigation_counts LANGUAGE sql STABLE AS $$
  SELECT 'survivors', date_trunc('month', diagnosed_at::timestamp)::date, division, sign * count(*)::int FROM survivors WHERE member_id = member GROUP BY 2
  UNION ALL
  SELECT 'deaths', date_trunc('month', died_at::timestamp)::date, division, sign * count(*)::int FROM deaths WHERE member_id = member GROUP BY 2
  UNION ALL
  SELECT 'vaccinations', date_trunc('month', vaccinated_at::timestamp)::date, division, sign * count(*)::int FROM vaccinations WHERE member_id = member GROUP BY 2
$$;

CREATE FUNCTION sejawat_members_mitigation_trigger() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM sejawat_add_mitigation_counts(ARRAY(
    SELECT ROW(c.kind, c.month, c.division_id, c.n)::mitigation_counts FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (SELECT * FROM sejawat_member_mitigation_counts(o.id, o.division_id, -1)
                          UNION ALL SELECT * FROM sejawat_member_mitigation_counts(n.id, n.division_id, 1)) c
     WHERE n.division_id IS DISTINCT FROM o.division_id));
  RETURN NULL;
END $$;

CREATE TRIGGER members_mitigation_counts AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sejawat_members_mitigation_trigger();

-- The counts afresh from every record: for the data already there (below) and after loads that ran without triggers
-- (the seed as superuser, the PGlite import). Writers wait.
CREATE FUNCTION sejawat_rebuild_mitigation_counts() RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  LOCK TABLE members, survivors, deaths, vaccinations IN SHARE MODE;
  DELETE FROM mitigation_counts;
  INSERT INTO mitigation_counts (kind, month, division_id, n)
  SELECT r.kind, date_trunc('month', r.at::timestamp)::date, m.division_id, count(*)::int
    FROM (SELECT 'survivors' AS kind, member_id, diagnosed_at AS at FROM survivors
          UNION ALL SELECT 'deaths', member_id, died_at FROM deaths
          UNION ALL SELECT 'vaccinations', member_id, vaccinated_at FROM vaccinations) r
    JOIN members m ON m.id = r.member_id
   GROUP BY 1, 2, 3;
END $$;

SELECT sejawat_rebuild_mitigation_counts();
