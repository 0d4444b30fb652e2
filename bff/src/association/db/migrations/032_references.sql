-- Correspondence: reference letters members request (Referensi) and the log of their status changes.
-- ("references" is an SQL keyword, hence reference_requests.)

CREATE TABLE reference_requests (
  id                serial PRIMARY KEY,
  member_id         integer NOT NULL REFERENCES members (id),
  -- The branch that handles and issues the letter: the member's branch when it was requested.
  division_id       integer NOT NULL REFERENCES divisions (id),
  type              text NOT NULL CHECK (type IN ('sip_recommendation', 'good_standing', 'transfer', 'other')),
  purpose           text NOT NULL,
  requested_date    date NOT NULL,
  status            text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'processing', 'issued', 'rejected')),
  letter_number     text UNIQUE,
  issued_date       date,
  rejection_reason  text,
  decided_at        timestamptz,
  decided_by        text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'issued') = (letter_number IS NOT NULL)),
  CHECK ((status = 'issued') = (issued_date IS NOT NULL)),
  CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL)),
  CHECK ((status IN ('issued', 'rejected')) = (decided_at IS NOT NULL)),
  CHECK (issued_date IS NULL OR issued_date >= requested_date)
);
-- One open request per member and type.
CREATE UNIQUE INDEX reference_requests_open_idx ON reference_requests (member_id, type) WHERE status IN ('requested', 'processing');
CREATE INDEX reference_requests_member_idx ON reference_requests (member_id);
CREATE INDEX reference_requests_division_idx ON reference_requests (division_id, requested_date);
CREATE INDEX reference_requests_status_idx ON reference_requests (status, requested_date);
CREATE INDEX reference_requests_type_idx ON reference_requests (type);
CREATE INDEX reference_requests_requested_idx ON reference_requests (requested_date);
CREATE INDEX reference_requests_issued_idx ON reference_requests (issued_date);
CREATE INDEX reference_requests_created_idx ON reference_requests (created_at);

CREATE TABLE reference_logs (
  id            serial PRIMARY KEY,
  reference_id  integer NOT NULL REFERENCES reference_requests (id),
  from_status   text CHECK (from_status IN ('requested', 'processing', 'issued', 'rejected')),
  to_status     text NOT NULL CHECK (to_status IN ('requested', 'processing', 'issued', 'rejected')),
  note          text NOT NULL DEFAULT '',
  actor         text NOT NULL,
  at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reference_logs_reference_idx ON reference_logs (reference_id, at);
CREATE INDEX reference_logs_to_status_idx ON reference_logs (to_status);
CREATE INDEX reference_logs_at_idx ON reference_logs (at);
