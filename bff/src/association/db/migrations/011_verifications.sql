-- The verification queue: applications, transfers and data updates, each with a document checklist.

CREATE TABLE verifications (
  id            serial PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES members (id),
  -- The branch that handles the request: the member's branch when it was opened.
  division_id   integer NOT NULL REFERENCES divisions (id),
  kind          text NOT NULL CHECK (kind IN ('application', 'transfer', 'data_update')),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  documents     jsonb NOT NULL DEFAULT '[]'::jsonb,
  reason        text,
  submitted_at  timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz,
  decided_by    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  CHECK ((status = 'rejected') = (reason IS NOT NULL))
);
-- One open request of a kind per member.
CREATE UNIQUE INDEX verifications_pending_idx ON verifications (member_id, kind) WHERE status = 'pending';
CREATE INDEX verifications_member_idx ON verifications (member_id, submitted_at DESC);
CREATE INDEX verifications_division_idx ON verifications (division_id);
CREATE INDEX verifications_status_idx ON verifications (status, submitted_at DESC);
CREATE INDEX verifications_kind_idx ON verifications (kind);
CREATE INDEX verifications_submitted_idx ON verifications (submitted_at);
CREATE INDEX verifications_decided_idx ON verifications (decided_at);
