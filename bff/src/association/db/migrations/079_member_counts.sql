-- The member statistics read maintained counts instead of counting every member on each request (issue 14): the last
-- dashboard request that still counted its rows. At 50,000 members one request scanned members four times (by status,
-- by province and status, by specialty, joined per year), again after every commit, so while payments came in (every
-- commit moves the snapshot cache on) it answered in p95 25-46 ms where the others, on maintained totals, took 19-24.
--
-- member_counts: per dimension (status, specialty, year joined), value and the member's division, the number of
-- members. Kept by statement-level triggers on members inside the writes' transactions; an update counts only when it
-- changes a member's division, status, specialty or joining date (a profile edit writes nothing here).
CREATE TABLE member_counts (
  dimension    text NOT NULL CHECK (dimension IN ('status', 'specialty', 'joined_year')),
  value        text NOT NULL,
  division_id  integer NOT NULL,
  n            integer NOT NULL,
  PRIMARY KEY (dimension, value, division_id)
);

-- Read as the members they count (migration 060: a board sees its subtree's members).
ALTER TABLE member_counts ENABLE ROW LEVEL SECURITY;
CREATE POLICY board_rows ON member_counts FOR SELECT TO sejawat_board USING (division_id = ANY (sejawat_subtree()));
GRANT SELECT ON member_counts TO sejawat_board;

-- Adds signed counts: one upsert in key order (see sejawat_add_due_totals, migration 077).
CREATE FUNCTION sejawat_add_member_counts(deltas member_counts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_counts AS t (dimension, value, division_id, n)
  SELECT dimension, value, division_id, sum(n) FROM unnest(deltas)
   GROUP BY dimension, value, division_id HAVING sum(n) <> 0
   ORDER BY dimension, value, division_id
  ON CONFLICT (dimension, value, division_id) DO UPDATE SET n = t.n + excluded.n
$$;

-- What one member counts for, signed: his status, his specialty and (when he has joined) the year he joined.
CREATE FUNCTION sejawat_member_count_deltas(division integer, status text, specialty text, joined date, sign integer)
  RETURNS SETOF member_counts LANGUAGE sql IMMUTABLE AS $$
  SELECT 'status', status, division, sign
  UNION ALL SELECT 'specialty', specialty, division, sign
  UNION ALL SELECT 'joined_year', extract(year FROM joined)::int::text, division, sign WHERE joined IS NOT NULL
$$;

-- Runs as the owner (a board's write fires it; its role only reads the counts).
CREATE FUNCTION sejawat_member_counts_trigger() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sejawat_add_member_counts(ARRAY(
      SELECT c FROM new_rows n, sejawat_member_count_deltas(n.division_id, n.status, n.specialty, n.joined_at, 1) c));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sejawat_add_member_counts(ARRAY(
      SELECT c FROM old_rows o, sejawat_member_count_deltas(o.division_id, o.status, o.specialty, o.joined_at, -1) c));
  ELSE
    PERFORM sejawat_add_member_counts(ARRAY(
      SELECT ROW(c.dimension, c.value, c.division_id, c.n)::member_counts FROM old_rows o JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (SELECT * FROM sejawat_member_count_deltas(o.division_id, o.status, o.specialty, o.joined_at, -1)
                            UNION ALL SELECT * FROM sejawat_member_count_deltas(n.division_id, n.status, n.specialty, n.joined_at, 1)) c
       WHERE (n.division_id, n.status, n.specialty, n.joined_at) IS DISTINCT FROM (o.division_id, o.status, o.specialty, o.joined_at)));
  END IF;
  RETURN NULL;
END $$;

-- (sejawat_statement_triggers: migration 077.)
SELECT sejawat_statement_triggers('members', 'members_counts', 'sejawat_member_counts_trigger()');

-- The counts afresh from every member: for the data already there (below) and after loads that ran without triggers
-- (the seed as superuser, the PGlite import). Writers wait.
CREATE FUNCTION sejawat_rebuild_member_counts() RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  LOCK TABLE members IN SHARE MODE;
  DELETE FROM member_counts;
  INSERT INTO member_counts (dimension, value, division_id, n)
  SELECT c.dimension, c.value, c.division_id, sum(c.n)
    FROM members m, sejawat_member_count_deltas(m.division_id, m.status, m.specialty, m.joined_at, 1) c
   GROUP BY 1, 2, 3;
END $$;

SELECT sejawat_rebuild_member_counts();
