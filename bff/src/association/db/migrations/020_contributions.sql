-- Contributions (dues): rates per member category, a due per member and period, payments (a member's own or a
-- branch's collective remittance) and the allocations that spread each payment over dues. Money is whole rupiah.

CREATE TABLE contribution_rates (
  id              serial PRIMARY KEY,
  name            text NOT NULL,
  category        text NOT NULL CHECK (category IN ('ordinary', 'extraordinary', 'honorary')),
  period          text NOT NULL DEFAULT 'yearly' CHECK (period IN ('yearly')),
  amount          bigint NOT NULL CHECK (amount >= 0),
  national_share  integer NOT NULL CHECK (national_share BETWEEN 0 AND 100),
  province_share  integer NOT NULL CHECK (province_share BETWEEN 0 AND 100),
  branch_share    integer NOT NULL CHECK (branch_share BETWEEN 0 AND 100),
  valid_from      date NOT NULL,
  valid_to        date,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (national_share + province_share + branch_share = 100),
  CHECK (valid_to IS NULL OR valid_to >= valid_from)
);
CREATE INDEX contribution_rates_category_idx ON contribution_rates (category, valid_from);
CREATE INDEX contribution_rates_valid_from_idx ON contribution_rates (valid_from);
CREATE INDEX contribution_rates_name_idx ON contribution_rates (name);
CREATE INDEX contribution_rates_amount_idx ON contribution_rates (amount);

-- division_id is the branch the member belonged to when the due was raised: what a branch collected and owes
-- stays with that branch even after the member transfers.
CREATE TABLE contribution_dues (
  id             serial PRIMARY KEY,
  member_id      integer NOT NULL REFERENCES members (id),
  division_id    integer NOT NULL REFERENCES divisions (id),
  rate_id        integer NOT NULL REFERENCES contribution_rates (id),
  period         text NOT NULL CHECK (period ~ '^[0-9]{4}$'),
  amount         bigint NOT NULL CHECK (amount > 0),
  paid_amount    bigint NOT NULL DEFAULT 0 CHECK (paid_amount >= 0 AND paid_amount <= amount),
  status         text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'partial', 'paid', 'waived')),
  due_date       date NOT NULL,
  paid_at        date,
  waived_reason  text,
  waived_at      timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, period),
  -- The status always follows from the money, except that a waiver forgives whatever remained.
  CHECK (status = 'waived' OR status = CASE WHEN paid_amount = 0 THEN 'unpaid' WHEN paid_amount < amount THEN 'partial' ELSE 'paid' END),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  CHECK ((status = 'waived') = (waived_reason IS NOT NULL))
);
CREATE INDEX contribution_dues_period_status_idx ON contribution_dues (period, status);
CREATE INDEX contribution_dues_status_due_date_idx ON contribution_dues (status, due_date);
CREATE INDEX contribution_dues_division_period_idx ON contribution_dues (division_id, period);
CREATE INDEX contribution_dues_rate_idx ON contribution_dues (rate_id);
CREATE INDEX contribution_dues_due_date_idx ON contribution_dues (due_date);
CREATE INDEX contribution_dues_amount_idx ON contribution_dues (amount);

CREATE TABLE contribution_payments (
  id               serial PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('member', 'collective')),
  -- The paying branch of a collective remittance; the member's branch for a member's own payment.
  division_id      integer NOT NULL REFERENCES divisions (id),
  member_id        integer REFERENCES members (id),
  period           text CHECK (period ~ '^[0-9]{4}$'),
  amount           bigint NOT NULL CHECK (amount > 0),
  method           text NOT NULL CHECK (method IN ('transfer', 'cash', 'virtual_account', 'qris')),
  reference        text NOT NULL DEFAULT '',
  paid_at          date NOT NULL,
  note             text NOT NULL DEFAULT '',
  reversed_at      timestamptz,
  reversal_reason  text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'member') = (member_id IS NOT NULL)),
  CHECK ((kind = 'collective') = (period IS NOT NULL)),
  CHECK ((reversed_at IS NULL) = (reversal_reason IS NULL))
);
-- One bank transfer, virtual-account or QRIS reference can be booked only once (unless that booking was reversed).
CREATE UNIQUE INDEX contribution_payments_reference_idx ON contribution_payments (method, reference)
  WHERE reference <> '' AND reversed_at IS NULL;
CREATE INDEX contribution_payments_paid_at_idx ON contribution_payments (paid_at);
CREATE INDEX contribution_payments_division_idx ON contribution_payments (division_id, paid_at);
CREATE INDEX contribution_payments_member_idx ON contribution_payments (member_id);
CREATE INDEX contribution_payments_kind_idx ON contribution_payments (kind, paid_at);
CREATE INDEX contribution_payments_amount_idx ON contribution_payments (amount);
CREATE INDEX contribution_payments_created_idx ON contribution_payments (created_at);
CREATE INDEX contribution_payments_search_idx ON contribution_payments USING gin (reference gin_trgm_ops);

CREATE TABLE contribution_allocations (
  id          serial PRIMARY KEY,
  payment_id  integer NOT NULL REFERENCES contribution_payments (id),
  due_id      integer NOT NULL REFERENCES contribution_dues (id),
  amount      bigint NOT NULL CHECK (amount > 0),
  UNIQUE (payment_id, due_id)
);
CREATE INDEX contribution_allocations_due_idx ON contribution_allocations (due_id);
