-- The members' self-service portal (issue 19): a member asks his branch to change his record, follows his dues, and
-- reads the notices of his boards.

-- Information seeded after migration 060 (bulk load, triggers off) was left without a board, so no board and no
-- member saw it: like every article written before boards had their own, it is the national board's.
UPDATE information SET division_id = (SELECT id FROM divisions WHERE level = 'national' ORDER BY id LIMIT 1) WHERE division_id IS NULL;

-- A data update a member asks for carries the values he wants and his note; the branch checks them against his
-- documents and, on approval, they are written to his record.
ALTER TABLE verifications ADD COLUMN requested_changes jsonb;
ALTER TABLE verifications ADD COLUMN note text;
ALTER TABLE verifications ADD CONSTRAINT verifications_requested_changes_check
  CHECK (requested_changes IS NULL OR (kind = 'data_update' AND jsonb_typeof(requested_changes) = 'object'));

-- A member opens exactly that: a pending data update of his own record at his own branch. Nothing else of the
-- verification (its status, its decision) is his to write.
GRANT INSERT (member_id, division_id, kind, documents, requested_changes, note) ON verifications TO sejawat_member;
CREATE POLICY member_requests_data_update ON verifications FOR INSERT TO sejawat_member
  WITH CHECK (member_id = sejawat_member() AND kind = 'data_update' AND status = 'pending'
              AND division_id = (SELECT m.division_id FROM members m WHERE m.id = sejawat_member()));

-- His payment history. Most dues are paid in a branch's collective remittance, a payment row that is the branch's
-- and not his to read (it names no member and its total covers his colleagues). What is his is the allocation to
-- his own dues: this function hands him exactly that, with the payment's date, method and reference, and nothing of
-- the other members it paid for.
CREATE FUNCTION sejawat_member_allocations()
  RETURNS TABLE (due_id integer, payment_id integer, kind text, method text, reference text, paid_at date, amount bigint, reversed boolean)
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT a.due_id, p.id, p.kind, p.method, p.reference, p.paid_at, a.amount, p.reversed_at IS NOT NULL
    FROM contribution_dues d
    JOIN contribution_allocations a ON a.due_id = d.id
    JOIN contribution_payments p ON p.id = a.payment_id
   WHERE d.member_id = sejawat_member()
$$;
-- A definer's function resolves names in the schema the association's tables live in, never in one the caller chose.
DO $$
BEGIN
  EXECUTE format('ALTER FUNCTION sejawat_member_allocations() SET search_path = %I, pg_temp', current_schema());
END $$;
REVOKE ALL ON FUNCTION sejawat_member_allocations() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sejawat_member_allocations() TO sejawat_member;
