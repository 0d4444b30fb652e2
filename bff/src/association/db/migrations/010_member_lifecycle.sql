-- Member lifecycle: every status change and every branch transfer is kept, with who made it and why.

CREATE TABLE member_status_history (
  id           serial PRIMARY KEY,
  member_id    integer NOT NULL REFERENCES members (id),
  -- NULL for the first entry (the application); equal to to_status for a note (a transfer) that keeps the status.
  from_status  text CHECK (from_status IN ('applicant', 'verified', 'active', 'in_arrears', 'lapsed',
                                           'transferred', 'deceased', 'honorary', 'dismissed')),
  to_status    text NOT NULL CHECK (to_status IN ('applicant', 'verified', 'active', 'in_arrears', 'lapsed',
                                                  'transferred', 'deceased', 'honorary', 'dismissed')),
  reason       text NOT NULL,
  actor        text NOT NULL,
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_status_history_member_idx ON member_status_history (member_id, at DESC, id DESC);
CREATE INDEX member_status_history_to_idx ON member_status_history (to_status, member_id);

CREATE TABLE member_transfers (
  id                serial PRIMARY KEY,
  member_id         integer NOT NULL REFERENCES members (id),
  from_division_id  integer NOT NULL REFERENCES divisions (id),
  to_division_id    integer NOT NULL REFERENCES divisions (id),
  reason            text NOT NULL,
  actor             text NOT NULL,
  at                timestamptz NOT NULL DEFAULT now(),
  CHECK (from_division_id <> to_division_id)
);
CREATE INDEX member_transfers_member_idx ON member_transfers (member_id, at DESC);
CREATE INDEX member_transfers_from_idx ON member_transfers (from_division_id);
CREATE INDEX member_transfers_to_idx ON member_transfers (to_division_id);

-- Filters and sorts of the member list that 001 does not index yet.
CREATE INDEX members_gender_idx ON members (gender);
CREATE INDEX members_birth_date_idx ON members (birth_date);
-- NPAs end in a zero-padded serial: the next one is max + 1, read from this index.
CREATE INDEX members_npa_serial_idx ON members ((right(npa, 6))) WHERE npa IS NOT NULL;
