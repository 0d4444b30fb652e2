-- Scoped access, gaps the authorization walk found (issue 19, bff/test/association/authorization-walk.test.ts).

-- NPAs are numbered across the whole association (the province's code and a national serial), but a board reads only
-- its own members: the largest serial it can see is not the largest there is, and the NPA it issued on activation
-- clashed with another branch's. The next serial is read by the owner of this function, past row-level security; it
-- says nothing but a number.
CREATE OR REPLACE FUNCTION sejawat_next_npa_serial() RETURNS integer LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path FROM CURRENT
  AS $$ SELECT coalesce(max(right(npa, 6)), '0')::integer + 1 FROM members WHERE npa IS NOT NULL $$;
REVOKE ALL ON FUNCTION sejawat_next_npa_serial() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sejawat_next_npa_serial() TO sejawat_board;

-- A forum report names the member who filed it and what he reported: a board sees the reports of its own members
-- (the national board moderates them all), not every member's in the country; a member sees his own.
DROP POLICY IF EXISTS everyone_reads ON forum_reports;
CREATE POLICY board_member_rows ON forum_reports TO sejawat_board USING (EXISTS (SELECT 1 FROM members m WHERE m.id = reporter_id));
CREATE POLICY member_own_rows ON forum_reports FOR SELECT TO sejawat_member USING (reporter_id = sejawat_member());

-- A colleague link is the business of a board that holds both members: the record shows both members' names and
-- branches, and the board that holds only one of them neither reads nor changes it (the province or the national
-- board above both does).
DROP POLICY IF EXISTS board_member_rows ON colleagues;
CREATE POLICY board_member_rows ON colleagues TO sejawat_board
  USING (EXISTS (SELECT 1 FROM members m WHERE m.id = member_id) AND EXISTS (SELECT 1 FROM members m WHERE m.id = colleague_id));
