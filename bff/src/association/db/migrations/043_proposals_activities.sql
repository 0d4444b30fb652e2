-- Community area: proposals (usulan) from branches and provinces, and activities (kegiatan) of the boards.

CREATE TABLE proposals (
  id               serial PRIMARY KEY,
  title            text NOT NULL,
  division_id      integer NOT NULL REFERENCES divisions (id),
  category         text NOT NULL CHECK (category IN ('programme', 'regulation', 'budget', 'organisation', 'membership', 'other')),
  body             text NOT NULL,
  status           text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'reviewed', 'approved', 'rejected')),
  decision_reason  text,
  submitted_at     timestamptz NOT NULL DEFAULT now(),
  reviewed_at      timestamptz,
  decided_at       timestamptz,
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'submitted') = (reviewed_at IS NULL)),
  CHECK ((status IN ('approved', 'rejected')) = (decided_at IS NOT NULL)),
  CHECK ((status = 'rejected') = (decision_reason IS NOT NULL))
);
CREATE INDEX proposals_division_idx ON proposals (division_id);
CREATE INDEX proposals_status_idx ON proposals (status);
CREATE INDEX proposals_category_idx ON proposals (category);
CREATE INDEX proposals_submitted_idx ON proposals (submitted_at);
CREATE INDEX proposals_decided_idx ON proposals (decided_at);
CREATE INDEX proposals_title_idx ON proposals (title);

CREATE TABLE activities (
  id                  serial PRIMARY KEY,
  title               text NOT NULL,
  division_id         integer NOT NULL REFERENCES divisions (id),
  held_on             date NOT NULL,
  location            text NOT NULL,
  type                text NOT NULL CHECK (type IN ('seminar', 'workshop', 'webinar', 'social_service',
                                                    'dental_health_education', 'meeting', 'other')),
  participants_count  integer NOT NULL DEFAULT 0 CHECK (participants_count >= 0),
  description         text NOT NULL DEFAULT '',
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activities_division_idx ON activities (division_id);
CREATE INDEX activities_held_idx ON activities (held_on);
CREATE INDEX activities_type_idx ON activities (type);
CREATE INDEX activities_title_idx ON activities (title);
CREATE INDEX activities_participants_idx ON activities (participants_count);
CREATE INDEX activities_created_idx ON activities (created_at);
