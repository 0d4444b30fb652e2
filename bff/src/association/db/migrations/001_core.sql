-- Core of the association: the board hierarchy, members, and the audit trail every change writes to.

-- Trigram indexes keep substring search (q) fast on large tables.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE divisions (
  id          serial PRIMARY KEY,
  code        text NOT NULL UNIQUE,
  name        text NOT NULL,
  level       text NOT NULL CHECK (level IN ('national', 'province', 'branch')),
  parent_id   integer REFERENCES divisions (id),
  city        text,
  address     text NOT NULL DEFAULT '',
  phone       text NOT NULL DEFAULT '',
  email       text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((level = 'national') = (parent_id IS NULL))
);
CREATE INDEX divisions_parent_idx ON divisions (parent_id);
CREATE INDEX divisions_level_name_idx ON divisions (level, name);
CREATE INDEX divisions_search_idx ON divisions USING gin ((name || ' ' || code) gin_trgm_ops);

CREATE TABLE members (
  id            serial PRIMARY KEY,
  npa           text UNIQUE,
  full_name     text NOT NULL,
  gender        text NOT NULL CHECK (gender IN ('female', 'male')),
  birth_date    date NOT NULL,
  birth_place   text NOT NULL DEFAULT '',
  email         text NOT NULL,
  phone         text NOT NULL DEFAULT '',
  address       text NOT NULL DEFAULT '',
  division_id   integer NOT NULL REFERENCES divisions (id),
  specialty     text NOT NULL,
  category      text NOT NULL CHECK (category IN ('ordinary', 'extraordinary', 'honorary')),
  status        text NOT NULL CHECK (status IN ('applicant', 'verified', 'active', 'in_arrears', 'lapsed',
                                               'transferred', 'deceased', 'honorary', 'dismissed')),
  joined_at     date,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_email_idx ON members (lower(email));
CREATE INDEX members_division_idx ON members (division_id);
CREATE INDEX members_status_idx ON members (status);
CREATE INDEX members_specialty_idx ON members (specialty);
CREATE INDEX members_category_idx ON members (category);
CREATE INDEX members_search_idx ON members USING gin ((full_name || ' ' || coalesce(npa, '') || ' ' || email) gin_trgm_ops);
CREATE INDEX members_full_name_idx ON members (full_name);
CREATE INDEX members_joined_idx ON members (joined_at);
CREATE INDEX members_created_idx ON members (created_at);

CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  entity      text NOT NULL,
  entity_id   integer NOT NULL,
  action      text NOT NULL,
  actor       text NOT NULL,
  at          timestamptz NOT NULL DEFAULT now(),
  changes     jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at DESC);
