-- Community area: the members' forum as staff manage it: categories, reports, live streams and banners.

CREATE TABLE forum_categories (
  id           serial PRIMARY KEY,
  name         text NOT NULL,
  slug         text NOT NULL,
  description  text NOT NULL DEFAULT '',
  position     integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  active       boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX forum_categories_name_idx ON forum_categories (lower(name));
CREATE UNIQUE INDEX forum_categories_slug_idx ON forum_categories (slug);
CREATE INDEX forum_categories_position_idx ON forum_categories (position);
CREATE INDEX forum_categories_sort_name_idx ON forum_categories (name);
CREATE INDEX forum_categories_active_idx ON forum_categories (active);
CREATE INDEX forum_categories_created_idx ON forum_categories (created_at);

CREATE TABLE forum_reports (
  id           serial PRIMARY KEY,
  category_id  integer NOT NULL REFERENCES forum_categories (id),
  target_type  text NOT NULL CHECK (target_type IN ('thread', 'post')),
  target_ref   text NOT NULL,
  excerpt      text NOT NULL,
  reporter_id  integer NOT NULL REFERENCES members (id),
  reason       text NOT NULL CHECK (reason IN ('spam', 'harassment', 'misinformation', 'advertising', 'patient_privacy', 'other')),
  details      text NOT NULL DEFAULT '',
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
  resolution   text,
  handled_by   text,
  handled_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'open') = (handled_at IS NULL)),
  CHECK ((status = 'open') = (resolution IS NULL))
);
-- A member reports a thread or post once while the report is open.
CREATE UNIQUE INDEX forum_reports_open_idx ON forum_reports (reporter_id, target_type, target_ref) WHERE status = 'open';
CREATE INDEX forum_reports_category_idx ON forum_reports (category_id, status);
CREATE INDEX forum_reports_status_idx ON forum_reports (status);
CREATE INDEX forum_reports_reason_idx ON forum_reports (reason);
CREATE INDEX forum_reports_target_idx ON forum_reports (target_type);
CREATE INDEX forum_reports_reporter_idx ON forum_reports (reporter_id);
CREATE INDEX forum_reports_created_idx ON forum_reports (created_at);
CREATE INDEX forum_reports_handled_idx ON forum_reports (handled_at);

CREATE TABLE forum_streams (
  id            serial PRIMARY KEY,
  title         text NOT NULL,
  description   text NOT NULL DEFAULT '',
  url           text NOT NULL CHECK (url LIKE 'https://%'),
  scheduled_at  timestamptz NOT NULL,
  status        text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'live', 'ended')),
  started_at    timestamptz,
  ended_at      timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'scheduled') = (started_at IS NULL)),
  CHECK ((status = 'ended') = (ended_at IS NOT NULL))
);
CREATE INDEX forum_streams_status_idx ON forum_streams (status, scheduled_at);
CREATE INDEX forum_streams_scheduled_idx ON forum_streams (scheduled_at);
CREATE INDEX forum_streams_title_idx ON forum_streams (title);

CREATE TABLE forum_banners (
  id           serial PRIMARY KEY,
  title        text NOT NULL,
  image_url    text NOT NULL CHECK (image_url LIKE 'https://%'),
  link_url     text CHECK (link_url LIKE 'https://%'),
  position     text NOT NULL CHECK (position IN ('home_top', 'home_sidebar', 'forum_top', 'forum_sidebar')),
  active_from  timestamptz NOT NULL,
  active_to    timestamptz,
  active       boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (active_to IS NULL OR active_to > active_from)
);
CREATE INDEX forum_banners_position_idx ON forum_banners (position);
CREATE INDEX forum_banners_active_idx ON forum_banners (active, active_from, active_to);
CREATE INDEX forum_banners_from_idx ON forum_banners (active_from);
CREATE INDEX forum_banners_to_idx ON forum_banners (active_to);
CREATE INDEX forum_banners_title_idx ON forum_banners (title);
