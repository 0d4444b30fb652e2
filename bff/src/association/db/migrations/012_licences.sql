-- Credentials: STR (legacy dated or lifetime), legacy STR re-registration requests, SIP permits, the SKP ledger.

CREATE TABLE str_records (
  id               serial PRIMARY KEY,
  member_id        integer NOT NULL REFERENCES members (id),
  number           text NOT NULL UNIQUE,
  kind             text NOT NULL CHECK (kind IN ('legacy', 'lifetime')),
  issued_at        date NOT NULL,
  -- A legacy STR runs five years; a lifetime STR (Health Law 17/2023) never expires.
  expires_at       date GENERATED ALWAYS AS (CASE WHEN kind = 'legacy' THEN (issued_at + interval '5 years')::date END) STORED,
  converted_to_id  integer REFERENCES str_records (id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'legacy' OR converted_to_id IS NULL)
);
CREATE UNIQUE INDEX str_records_lifetime_idx ON str_records (member_id) WHERE kind = 'lifetime';
CREATE INDEX str_records_member_idx ON str_records (member_id, issued_at DESC);
CREATE INDEX str_records_kind_idx ON str_records (kind);
CREATE INDEX str_records_issued_idx ON str_records (issued_at);
CREATE INDEX str_records_expires_idx ON str_records (expires_at);
CREATE INDEX str_records_converted_idx ON str_records (converted_to_id);

CREATE TABLE str_renewals (
  id            serial PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES members (id),
  str_id        integer NOT NULL REFERENCES str_records (id),
  status        text NOT NULL DEFAULT 'submitted'
                CHECK (status IN ('submitted', 'in_review', 'recommended', 'rejected', 'completed')),
  documents     jsonb NOT NULL DEFAULT '[]'::jsonb,
  submitted_at  timestamptz NOT NULL DEFAULT now(),
  decided_at    timestamptz,
  reason        text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((status IN ('rejected', 'completed')) = (decided_at IS NOT NULL)),
  CHECK ((status = 'rejected') = (reason IS NOT NULL))
);
-- One open request per STR.
CREATE UNIQUE INDEX str_renewals_open_idx ON str_renewals (str_id) WHERE status IN ('submitted', 'in_review', 'recommended');
CREATE INDEX str_renewals_member_idx ON str_renewals (member_id);
CREATE INDEX str_renewals_status_idx ON str_renewals (status);
CREATE INDEX str_renewals_submitted_idx ON str_renewals (submitted_at);
CREATE INDEX str_renewals_decided_idx ON str_renewals (decided_at);

CREATE TABLE sip_permits (
  id              serial PRIMARY KEY,
  member_id       integer NOT NULL REFERENCES members (id),
  number          text NOT NULL UNIQUE,
  practice_place  text NOT NULL,
  city            text NOT NULL,
  issued_at       date NOT NULL,
  expires_at      date GENERATED ALWAYS AS ((issued_at + interval '5 years')::date) STORED,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sip_permits_member_idx ON sip_permits (member_id, issued_at DESC);
CREATE INDEX sip_permits_expires_idx ON sip_permits (expires_at);
CREATE INDEX sip_permits_issued_idx ON sip_permits (issued_at);
CREATE INDEX sip_permits_city_idx ON sip_permits (city);

CREATE TABLE skp_entries (
  id          serial PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id),
  activity    text NOT NULL,
  domain      text NOT NULL CHECK (domain IN ('learning', 'service', 'community', 'free')),
  credits     numeric(4, 1) NOT NULL CHECK (credits BETWEEN 0.5 AND 50 AND credits * 2 = trunc(credits * 2)),
  earned_at   date NOT NULL,
  source      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX skp_entries_member_idx ON skp_entries (member_id, earned_at);
CREATE INDEX skp_entries_earned_idx ON skp_entries (earned_at);
CREATE INDEX skp_entries_domain_idx ON skp_entries (domain);
CREATE INDEX skp_entries_credits_idx ON skp_entries (credits);
