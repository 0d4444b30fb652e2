-- Transfers between boards (issue 19): a branch that moves a member to a branch outside its own subtree only asks;
-- the receiving board accepts (the member moves) or declines, and the asking board may withdraw while it waits.
-- A board, or a province between its own branches, still moves the member at once ('completed').

ALTER TABLE member_transfers
  ADD COLUMN status text NOT NULL DEFAULT 'completed' CHECK (status IN ('requested', 'completed', 'declined', 'cancelled')),
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN decided_by text,
  ADD COLUMN decision_reason text,
  -- Who moves, kept on the transfer: the receiving board reads the request before the member is in its scope.
  ADD COLUMN member_name text,
  ADD COLUMN member_npa text;
UPDATE member_transfers t SET decided_at = at, decided_by = actor, member_name = m.full_name, member_npa = m.npa
  FROM members m WHERE m.id = t.member_id;
ALTER TABLE member_transfers ALTER COLUMN member_name SET NOT NULL;
CREATE INDEX member_transfers_search_idx ON member_transfers USING gin ((member_name || ' ' || coalesce(member_npa, '')) gin_trgm_ops);
CREATE UNIQUE INDEX member_transfers_open_idx ON member_transfers (member_id) WHERE status = 'requested';
CREATE INDEX member_transfers_status_idx ON member_transfers (status, at DESC);

-- The receiving board cannot see the member before he arrives (row-level security), so the move itself runs as the
-- owner, behind a check that the caller's scope holds the receiving branch: the only way a board changes a row outside
-- its subtree, and only for a transfer that is waiting for it.
CREATE OR REPLACE FUNCTION sejawat_receive_member(p_transfer integer) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  v_member integer;
  v_from integer;
  v_to integer;
BEGIN
  SELECT member_id, from_division_id, to_division_id INTO v_member, v_from, v_to
    FROM member_transfers WHERE id = p_transfer AND status = 'requested' FOR UPDATE;
  IF NOT FOUND THEN RETURN false; END IF;
  IF sejawat_subtree() IS NOT NULL AND NOT (v_to = ANY (sejawat_subtree())) THEN RETURN false; END IF;
  UPDATE members SET division_id = v_to, updated_at = now() WHERE id = v_member AND division_id = v_from;
  RETURN FOUND;
END $$;
REVOKE ALL ON FUNCTION sejawat_receive_member(integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sejawat_receive_member(integer) TO sejawat_board;
