-- A transfer received by the other board dates the member's change by the association's clock (075), as every other
-- change does: 065 wrote now(), so a test standing the clock saw the receiving branch's move dated today.
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
  UPDATE members SET division_id = v_to, updated_at = (SELECT sejawat_now()) WHERE id = v_member AND division_id = v_from;
  RETURN FOUND;
END $$;
