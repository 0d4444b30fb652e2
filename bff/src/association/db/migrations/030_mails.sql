-- Correspondence: the incoming mail register (Surat Masuk) with its dispositions.

-- Running numbers of registers and letters (mail agenda numbers, reference letter numbers): one row per scope (e.g. a
-- division code and what is numbered) and year. Incrementing the row locks it until the transaction ends, so two
-- requests can never get the same number.
CREATE TABLE correspondence_counters (
  scope  text NOT NULL,
  year   integer NOT NULL,
  last   integer NOT NULL CHECK (last > 0),
  PRIMARY KEY (scope, year)
);

CREATE TABLE mails (
  id                       serial PRIMARY KEY,
  agenda_number            text NOT NULL UNIQUE,
  number                   text NOT NULL,
  letter_date              date NOT NULL,
  received_date            date NOT NULL,
  sender                   text NOT NULL,
  subject                  text NOT NULL,
  category                 text NOT NULL CHECK (category IN ('invitation', 'request', 'notification', 'circular', 'report',
                                                             'complaint', 'cooperation', 'other')),
  priority                 text NOT NULL DEFAULT 'normal' CHECK (priority IN ('normal', 'urgent', 'very_urgent')),
  summary                  text NOT NULL DEFAULT '',
  division_id              integer NOT NULL REFERENCES divisions (id),
  status                   text NOT NULL DEFAULT 'received'
                           CHECK (status IN ('received', 'dispositioned', 'in_progress', 'done', 'archived')),
  -- The latest disposition; every disposition is in mail_dispositions.
  disposition_instruction  text,
  assignee                 text,
  assignee_role            text,
  disposition_division_id  integer REFERENCES divisions (id),
  due_date                 date,
  dispositioned_at         timestamptz,
  started_at               timestamptz,
  completed_at             timestamptz,
  resolution               text,
  archived_at              timestamptz,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  CHECK (letter_date <= received_date),
  CHECK (due_date IS NULL OR due_date >= received_date),
  CHECK ((disposition_instruction IS NULL) = (dispositioned_at IS NULL)),
  CHECK ((disposition_instruction IS NULL) = (assignee IS NULL)),
  CHECK ((disposition_instruction IS NULL) = (disposition_division_id IS NULL)),
  CHECK ((disposition_instruction IS NULL) = (due_date IS NULL)),
  CHECK (status NOT IN ('dispositioned', 'in_progress', 'done') OR disposition_instruction IS NOT NULL),
  CHECK (status <> 'received' OR disposition_instruction IS NULL),
  CHECK ((status = 'in_progress') <= (started_at IS NOT NULL)),
  CHECK ((status = 'done') <= (completed_at IS NOT NULL AND resolution IS NOT NULL)),
  CHECK ((status = 'archived') = (archived_at IS NOT NULL))
);
-- The same letter (sender and number) is registered once per board; a circular reaches many boards.
CREATE UNIQUE INDEX mails_letter_idx ON mails (division_id, lower(sender), number);
CREATE INDEX mails_division_received_idx ON mails (division_id, received_date);
CREATE INDEX mails_disposition_division_idx ON mails (disposition_division_id);
CREATE INDEX mails_status_due_idx ON mails (status, due_date);
CREATE INDEX mails_category_idx ON mails (category);
CREATE INDEX mails_priority_idx ON mails (priority);
CREATE INDEX mails_received_idx ON mails (received_date);
CREATE INDEX mails_letter_date_idx ON mails (letter_date);
CREATE INDEX mails_due_idx ON mails (due_date);
CREATE INDEX mails_sender_idx ON mails (sender);
CREATE INDEX mails_created_idx ON mails (created_at);
CREATE INDEX mails_search_idx ON mails
  USING gin ((agenda_number || ' ' || number || ' ' || sender || ' ' || subject || ' ' || coalesce(assignee, '')) gin_trgm_ops);

CREATE TABLE mail_dispositions (
  id             serial PRIMARY KEY,
  mail_id        integer NOT NULL REFERENCES mails (id) ON DELETE CASCADE,
  instruction    text NOT NULL,
  assignee       text NOT NULL,
  assignee_role  text,
  division_id    integer NOT NULL REFERENCES divisions (id),
  due_date       date NOT NULL,
  actor          text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_dispositions_mail_idx ON mail_dispositions (mail_id, created_at DESC);
CREATE INDEX mail_dispositions_division_idx ON mail_dispositions (division_id);
