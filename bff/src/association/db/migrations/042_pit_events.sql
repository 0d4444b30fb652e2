-- Community area: annual scientific meetings (PIT) and members' registrations.

CREATE TABLE pit_events (
  id                     serial PRIMARY KEY,
  name                   text NOT NULL,
  year                   integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  city                   text NOT NULL,
  venue                  text NOT NULL,
  start_date             date NOT NULL,
  end_date               date NOT NULL,
  organiser_division_id  integer NOT NULL REFERENCES divisions (id),
  registration_fee       integer NOT NULL CHECK (registration_fee >= 0),
  status                 text NOT NULL DEFAULT 'planned'
                         CHECK (status IN ('planned', 'registration_open', 'ongoing', 'finished', 'cancelled')),
  cancellation_reason    text,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date),
  CHECK (extract(year FROM start_date) = year),
  CHECK ((status = 'cancelled') = (cancellation_reason IS NOT NULL))
);
-- One PIT per organising board and year.
CREATE UNIQUE INDEX pit_events_organiser_year_idx ON pit_events (organiser_division_id, year);
CREATE INDEX pit_events_status_idx ON pit_events (status);
CREATE INDEX pit_events_year_idx ON pit_events (year);
CREATE INDEX pit_events_start_idx ON pit_events (start_date);
CREATE INDEX pit_events_name_idx ON pit_events (name);
CREATE INDEX pit_events_fee_idx ON pit_events (registration_fee);

CREATE TABLE pit_registrations (
  id             serial PRIMARY KEY,
  event_id       integer NOT NULL REFERENCES pit_events (id),
  member_id      integer NOT NULL REFERENCES members (id),
  paid           boolean NOT NULL DEFAULT false,
  paid_at        timestamptz,
  registered_at  timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, member_id),
  CHECK (paid = (paid_at IS NOT NULL))
);
CREATE INDEX pit_registrations_member_idx ON pit_registrations (member_id);
CREATE INDEX pit_registrations_paid_idx ON pit_registrations (paid);
CREATE INDEX pit_registrations_registered_idx ON pit_registrations (registered_at);
