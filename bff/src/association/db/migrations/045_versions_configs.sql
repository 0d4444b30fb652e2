-- Community area: releases of the member app per platform, and typed global settings.

CREATE TABLE app_versions (
  id             serial PRIMARY KEY,
  platform       text NOT NULL CHECK (platform IN ('android', 'ios', 'web')),
  version        text NOT NULL,
  build_number   integer NOT NULL CHECK (build_number > 0),
  release_notes  text NOT NULL DEFAULT '',
  mandatory      boolean NOT NULL DEFAULT false,
  released_at    timestamptz NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_versions_version_idx ON app_versions (platform, version);
CREATE UNIQUE INDEX app_versions_build_idx ON app_versions (platform, build_number);
CREATE INDEX app_versions_released_idx ON app_versions (released_at);
CREATE INDEX app_versions_build_sort_idx ON app_versions (build_number);
CREATE INDEX app_versions_mandatory_idx ON app_versions (platform, mandatory, build_number);

CREATE TABLE global_configs (
  id           serial PRIMARY KEY,
  key          text NOT NULL,
  type         text NOT NULL CHECK (type IN ('string', 'number', 'boolean', 'json')),
  value        jsonb NOT NULL,
  description  text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (key ~ '^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$'),
  -- The value has the declared type: json holds an object or an array.
  CHECK (CASE type WHEN 'json' THEN jsonb_typeof(value) IN ('object', 'array') ELSE jsonb_typeof(value) = type END)
);
CREATE UNIQUE INDEX global_configs_key_idx ON global_configs (key);
CREATE INDEX global_configs_type_idx ON global_configs (type);
CREATE INDEX global_configs_updated_idx ON global_configs (updated_at);
