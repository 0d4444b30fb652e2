-- Community area: online courses (P2KB) earning SKP credits, and members' enrolments.

CREATE TABLE online_courses (
  id           serial PRIMARY KEY,
  title        text NOT NULL,
  provider     text NOT NULL,
  description  text NOT NULL DEFAULT '',
  skp_credits  numeric(4, 1) NOT NULL CHECK (skp_credits > 0),
  domain       text NOT NULL CHECK (domain IN ('learning', 'service', 'community', 'free')),
  start_date   date NOT NULL,
  end_date     date NOT NULL,
  capacity     integer NOT NULL CHECK (capacity > 0),
  status       text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'open', 'closed')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);
CREATE INDEX online_courses_status_idx ON online_courses (status);
CREATE INDEX online_courses_domain_idx ON online_courses (domain);
CREATE INDEX online_courses_start_idx ON online_courses (start_date);
CREATE INDEX online_courses_title_idx ON online_courses (title);
CREATE INDEX online_courses_credits_idx ON online_courses (skp_credits);
CREATE INDEX online_courses_capacity_idx ON online_courses (capacity);
CREATE INDEX online_courses_created_idx ON online_courses (created_at);
CREATE INDEX online_courses_search_idx ON online_courses USING gin ((title || ' ' || provider) gin_trgm_ops);

CREATE TABLE course_enrolments (
  id            serial PRIMARY KEY,
  course_id     integer NOT NULL REFERENCES online_courses (id),
  member_id     integer NOT NULL REFERENCES members (id),
  enrolled_at   timestamptz NOT NULL DEFAULT now(),
  completed_at  timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (course_id, member_id),
  CHECK (completed_at IS NULL OR completed_at >= enrolled_at)
);
CREATE INDEX course_enrolments_member_idx ON course_enrolments (member_id);
CREATE INDEX course_enrolments_enrolled_idx ON course_enrolments (enrolled_at);
CREATE INDEX course_enrolments_completed_idx ON course_enrolments (completed_at);
