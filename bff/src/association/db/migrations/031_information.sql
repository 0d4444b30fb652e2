-- Correspondence: the information centre (Pusat Informasi), its categories and articles.

CREATE TABLE information_categories (
  id           serial PRIMARY KEY,
  name         text NOT NULL,
  slug         text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description  text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX information_categories_name_idx ON information_categories (name);
CREATE INDEX information_categories_created_idx ON information_categories (created_at);

-- The body is text exactly as written (markdown or HTML); the server never renders it.
CREATE TABLE information (
  id               serial PRIMARY KEY,
  title            text NOT NULL,
  slug             text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  category_id      integer NOT NULL REFERENCES information_categories (id),
  summary          text NOT NULL DEFAULT '',
  body             text NOT NULL DEFAULT '',
  body_format      text NOT NULL DEFAULT 'markdown' CHECK (body_format IN ('markdown', 'html')),
  cover_image_url  text,
  status           text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'unpublished', 'archived')),
  author           text NOT NULL,
  published_at     timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (status NOT IN ('published', 'unpublished') OR published_at IS NOT NULL),
  CHECK (status <> 'draft' OR published_at IS NULL)
);
CREATE INDEX information_category_idx ON information (category_id, created_at);
CREATE INDEX information_status_published_idx ON information (status, published_at);
CREATE INDEX information_published_idx ON information (published_at);
CREATE INDEX information_created_idx ON information (created_at);
CREATE INDEX information_updated_idx ON information (updated_at);
CREATE INDEX information_title_idx ON information (title);
CREATE INDEX information_search_idx ON information USING gin ((title || ' ' || summary) gin_trgm_ops);
