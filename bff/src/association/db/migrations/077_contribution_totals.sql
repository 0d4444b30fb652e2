-- The contributions dashboard and statistics read maintained totals instead of aggregating every due and payment on
-- each request (issue 14). At 50,000 members a period's aggregate read 50,000 dues and their allocations; between two
-- payments the snapshot cache could not help (every commit moves the snapshot on), so while payments came in every
-- dashboard request aggregated again (p99 up to 67 ms on the bench). The totals below are kept by statement-level
-- triggers inside the transaction of the write that changes them, so they are never stale and never ahead, and a bulk
-- write (billing a period, the seed) costs one grouped upsert per statement, not one per row.
--
-- contribution_due_totals: per period, branch (the due's division) and status: the number of dues, what they bill,
-- what was paid towards them and what a waiver forgave (amount - paid of a waived due). These are the sums of
-- contribution_dues; statistics.ts reads them.
CREATE TABLE contribution_due_totals (
  period       text NOT NULL,
  division_id  integer NOT NULL,
  status       text NOT NULL,
  dues         integer NOT NULL,
  billed       bigint NOT NULL,
  collected    bigint NOT NULL,
  waived       bigint NOT NULL,
  PRIMARY KEY (period, division_id, status)
);

-- contribution_collection_totals: the allocations of payments not reversed, per the due's period and branch, the
-- paying branch (a board sees an allocation only when it sees both the due and the payment: migration 060) and the
-- month of payment: the amount and its national, province and branch shares, each share rounded per allocation
-- exactly as sql.ts's SHARES_SUM does (a rate's shares never change once it priced a due: rates.ts).
CREATE TABLE contribution_collection_totals (
  period               text NOT NULL,
  division_id          integer NOT NULL,
  payment_division_id  integer NOT NULL,
  month                text NOT NULL,
  collected            bigint NOT NULL,
  national_share       bigint NOT NULL,
  province_share       bigint NOT NULL,
  branch_share         bigint NOT NULL,
  PRIMARY KEY (period, division_id, payment_division_id, month)
);

-- Read as the rows they sum (migration 060): a board the totals of its subtree; a member none.
ALTER TABLE contribution_due_totals ENABLE ROW LEVEL SECURITY;
CREATE POLICY board_rows ON contribution_due_totals FOR SELECT TO sejawat_board USING (division_id = ANY (sejawat_subtree()));
ALTER TABLE contribution_collection_totals ENABLE ROW LEVEL SECURITY;
CREATE POLICY board_rows ON contribution_collection_totals FOR SELECT TO sejawat_board
  USING (division_id = ANY (sejawat_subtree()) AND payment_division_id = ANY (sejawat_subtree()));
GRANT SELECT ON contribution_due_totals, contribution_collection_totals TO sejawat_board;

-- Adds signed rows to the totals: one upsert, grouped by key and in key order, so two transactions lock the rows they
-- share in the same order (no deadlock between them); groups that net to nothing (a write that left the sums as they
-- were) are not written, so they lock nothing.
CREATE FUNCTION sejawat_add_due_totals(deltas contribution_due_totals[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO contribution_due_totals AS t (period, division_id, status, dues, billed, collected, waived)
  SELECT period, division_id, status, sum(dues), sum(billed), sum(collected), sum(waived)
    FROM unnest(deltas)
   GROUP BY period, division_id, status
  HAVING sum(dues) <> 0 OR sum(billed) <> 0 OR sum(collected) <> 0 OR sum(waived) <> 0
   ORDER BY period, division_id, status
  ON CONFLICT (period, division_id, status) DO UPDATE
     SET dues = t.dues + excluded.dues, billed = t.billed + excluded.billed,
         collected = t.collected + excluded.collected, waived = t.waived + excluded.waived
$$;

CREATE FUNCTION sejawat_add_collection_totals(deltas contribution_collection_totals[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO contribution_collection_totals AS t
         (period, division_id, payment_division_id, month, collected, national_share, province_share, branch_share)
  SELECT period, division_id, payment_division_id, month, sum(collected), sum(national_share), sum(province_share), sum(branch_share)
    FROM unnest(deltas)
   GROUP BY period, division_id, payment_division_id, month
  HAVING sum(collected) <> 0 OR sum(national_share) <> 0 OR sum(province_share) <> 0 OR sum(branch_share) <> 0
   ORDER BY period, division_id, payment_division_id, month
  ON CONFLICT (period, division_id, payment_division_id, month) DO UPDATE
     SET collected = t.collected + excluded.collected, national_share = t.national_share + excluded.national_share,
         province_share = t.province_share + excluded.province_share, branch_share = t.branch_share + excluded.branch_share
$$;

-- What one due adds to its totals (sign 1) or takes away (sign -1).
CREATE FUNCTION sejawat_due_delta(d contribution_dues, sign integer) RETURNS contribution_due_totals
  LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(d.period, d.division_id, d.status, sign, sign * d.amount, sign * d.paid_amount,
             CASE WHEN d.status = 'waived' THEN sign * (d.amount - d.paid_amount) ELSE 0 END)::contribution_due_totals
$$;

-- What an allocation of `amount` to a due of `period` in branch `division_id`, paid to branch `payment_division_id`
-- on `paid_at`, at a rate of the given national and province shares (percent), adds (sign 1) or takes away (sign -1).
CREATE FUNCTION sejawat_collection_delta(period text, division_id integer, payment_division_id integer, paid_at date,
                                         amount bigint, national_pct integer, province_pct integer, sign integer)
  RETURNS contribution_collection_totals LANGUAGE sql STABLE AS $$
  SELECT ROW(period, division_id, payment_division_id, to_char(paid_at, 'YYYY-MM'), sign * amount,
             sign * (amount * national_pct / 100), sign * (amount * province_pct / 100),
             sign * (amount - amount * national_pct / 100 - amount * province_pct / 100))::contribution_collection_totals
$$;

-- What the given allocations add or take away, their dues, payments and rates as they are now (an allocation of a
-- reversed payment counts nothing).
CREATE FUNCTION sejawat_allocation_deltas(allocations contribution_allocations[], sign integer)
  RETURNS contribution_collection_totals[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(
    SELECT sejawat_collection_delta(d.period, d.division_id, p.division_id, p.paid_at, a.amount, r.national_share, r.province_share, sign)
      FROM unnest(allocations) a
      JOIN contribution_dues d ON d.id = a.due_id
      JOIN contribution_payments p ON p.id = a.payment_id AND p.reversed_at IS NULL
      JOIN contribution_rates r ON r.id = d.rate_id)
$$;

-- The triggers' functions run as the owner: the write that fires them may be a board's, whose role only reads the
-- totals, and the totals must count every row whatever the writer may see.
CREATE FUNCTION sejawat_dues_totals_trigger() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  -- (A transition table's rows are records: ROW(n.*) casts them back to the table's type.)
  IF TG_OP = 'INSERT' THEN
    PERFORM sejawat_add_due_totals(ARRAY(SELECT sejawat_due_delta(ROW(n.*)::contribution_dues, 1) FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sejawat_add_due_totals(ARRAY(SELECT sejawat_due_delta(ROW(o.*)::contribution_dues, -1) FROM old_rows o));
  ELSE
    PERFORM sejawat_add_due_totals(ARRAY(SELECT sejawat_due_delta(ROW(n.*)::contribution_dues, 1) FROM new_rows n
                                         UNION ALL SELECT sejawat_due_delta(ROW(o.*)::contribution_dues, -1) FROM old_rows o));
    -- A due moved to another period, branch or rate (nothing in the product does it; a repair by hand might) moves
    -- its allocations' totals with it: counted as the old row said, out; as the new row says, in.
    PERFORM sejawat_add_collection_totals(ARRAY(
      SELECT sejawat_collection_delta(d.period, d.division_id, p.division_id, p.paid_at, a.amount, r.national_share, r.province_share, d.sign)
        FROM (SELECT o.id, o.period, o.division_id, o.rate_id, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
               WHERE (o.period, o.division_id, o.rate_id) IS DISTINCT FROM (n.period, n.division_id, n.rate_id)
              UNION ALL
              SELECT n.id, n.period, n.division_id, n.rate_id, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
               WHERE (o.period, o.division_id, o.rate_id) IS DISTINCT FROM (n.period, n.division_id, n.rate_id)) d
        JOIN contribution_allocations a ON a.due_id = d.id
        JOIN contribution_payments p ON p.id = a.payment_id AND p.reversed_at IS NULL
        JOIN contribution_rates r ON r.id = d.rate_id));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION sejawat_allocations_totals_trigger() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sejawat_add_collection_totals(sejawat_allocation_deltas(ARRAY(SELECT ROW(n.*)::contribution_allocations FROM new_rows n), 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sejawat_add_collection_totals(sejawat_allocation_deltas(ARRAY(SELECT ROW(o.*)::contribution_allocations FROM old_rows o), -1));
  ELSE
    PERFORM sejawat_add_collection_totals(sejawat_allocation_deltas(ARRAY(SELECT ROW(n.*)::contribution_allocations FROM new_rows n), 1)
                                          || sejawat_allocation_deltas(ARRAY(SELECT ROW(o.*)::contribution_allocations FROM old_rows o), -1));
  END IF;
  RETURN NULL;
END $$;

-- Creates a statement-level trigger on `tab` for each event, with the transition tables that event has (a trigger
-- with transition tables has one event): `<name>_insert`, `<name>_update`, `<name>_delete`, each calling `call`.
CREATE FUNCTION sejawat_statement_triggers(tab text, name text, call text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %s',
                 name || '_insert', tab, call);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %s',
                 name || '_update', tab, call);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %s',
                 name || '_delete', tab, call);
END $$;

SELECT sejawat_statement_triggers('contribution_dues', 'contribution_dues_totals', 'sejawat_dues_totals_trigger()');
SELECT sejawat_statement_triggers('contribution_allocations', 'contribution_allocations_totals', 'sejawat_allocations_totals_trigger()');

-- A payment reversed (or its date or branch corrected) takes its allocations out of the totals as they were counted
-- and puts them back as they count now, from the payment's rows as they were (old) and are (new).
CREATE FUNCTION sejawat_payments_totals_trigger() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM sejawat_add_collection_totals(ARRAY(
    SELECT sejawat_collection_delta(d.period, d.division_id, p.division_id, p.paid_at, a.amount, r.national_share, r.province_share, p.sign)
      FROM (SELECT o.id, o.division_id, o.paid_at, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE o.reversed_at IS NULL
               AND (n.reversed_at IS NOT NULL OR n.paid_at <> o.paid_at OR n.division_id <> o.division_id)
            UNION ALL
            SELECT n.id, n.division_id, n.paid_at, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE n.reversed_at IS NULL
               AND (o.reversed_at IS NOT NULL OR n.paid_at <> o.paid_at OR n.division_id <> o.division_id)) p
      JOIN contribution_allocations a ON a.payment_id = p.id
      JOIN contribution_dues d ON d.id = a.due_id
      JOIN contribution_rates r ON r.id = d.rate_id));
  RETURN NULL;
END $$;

CREATE TRIGGER contribution_payments_totals_update AFTER UPDATE ON contribution_payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sejawat_payments_totals_trigger();

-- The totals computed afresh from every due and allocation: for the data already there (a database made by an earlier
-- release, below) and after loads that ran without triggers (the seed as superuser, the PGlite import). Writers wait.
CREATE FUNCTION sejawat_rebuild_contribution_totals() RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
BEGIN
  LOCK TABLE contribution_dues, contribution_payments, contribution_allocations IN SHARE MODE;
  DELETE FROM contribution_due_totals;
  DELETE FROM contribution_collection_totals;
  PERFORM sejawat_add_due_totals(ARRAY(SELECT sejawat_due_delta(d, 1) FROM contribution_dues d));
  PERFORM sejawat_add_collection_totals(sejawat_allocation_deltas(ARRAY(SELECT a FROM contribution_allocations a), 1));
END $$;

SELECT sejawat_rebuild_contribution_totals();
