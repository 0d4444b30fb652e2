-- Issue 18: a letter's assignee is chosen from the staff who can handle letters, and scanned letters are attached.

-- The account a disposition is for. `assignee` keeps the name as it was when the letter was dispositioned (the
-- history reads the same after the account is renamed or removed); dispositions recorded before this migration were
-- typed in by hand and keep their name with no account.
ALTER TABLE mails ADD COLUMN assignee_account_id integer REFERENCES association_accounts (id) ON DELETE SET NULL;
ALTER TABLE mail_dispositions ADD COLUMN assignee_account_id integer REFERENCES association_accounts (id) ON DELETE SET NULL;
CREATE INDEX mails_assignee_account_idx ON mails (assignee_account_id);
CREATE INDEX mail_dispositions_assignee_account_idx ON mail_dispositions (assignee_account_id);

-- Files the association keeps (scanned letters): in the database, never on a BFF's or server's disk, so any of
-- several stateless servers answers for any file. The type is the one the content's first bytes show, never the one
-- the uploader claimed.
CREATE TABLE stored_files (
  id            serial PRIMARY KEY,
  mail_id       integer NOT NULL REFERENCES mails (id) ON DELETE CASCADE,
  filename      text NOT NULL CHECK (length(filename) BETWEEN 1 AND 200),
  content_type  text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size          integer NOT NULL CHECK (size > 0),
  sha256        text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content       bytea NOT NULL,
  uploaded_by   text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (octet_length(content) = size)
);
CREATE INDEX stored_files_mail_idx ON stored_files (mail_id, created_at);
-- The content is read only when a file is opened; lists read the other columns.
ALTER TABLE stored_files ALTER COLUMN content SET STORAGE EXTERNAL;

-- A scan is the business of whoever may see its letter (the mails policy applies inside the sub-select). Members
-- read no letters.
ALTER TABLE stored_files ENABLE ROW LEVEL SECURITY;
CREATE POLICY board_rows ON stored_files TO sejawat_board USING (EXISTS (SELECT 1 FROM mails m WHERE m.id = mail_id));
REVOKE ALL ON stored_files FROM sejawat_member;
