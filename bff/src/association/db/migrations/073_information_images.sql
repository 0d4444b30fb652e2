-- Issue 18: the information centre's images are uploaded, kept in the same store as scanned letters (stored_files).

-- A file belongs to a letter (a scan) or to an article (an image). An image is read by an address no one can guess
-- (its key): an <img> in an article carries no access token, and members read articles in the portal.
ALTER TABLE stored_files ALTER COLUMN mail_id DROP NOT NULL;
ALTER TABLE stored_files ADD COLUMN information_id integer REFERENCES information (id) ON DELETE CASCADE;
ALTER TABLE stored_files ADD COLUMN key text UNIQUE CHECK (key ~ '^[A-Za-z0-9_-]{43}$');
ALTER TABLE stored_files ADD CONSTRAINT stored_files_owner_check CHECK (num_nonnulls(mail_id, information_id) = 1);
ALTER TABLE stored_files ADD CONSTRAINT stored_files_key_owner_check CHECK ((key IS NOT NULL) = (information_id IS NOT NULL));
ALTER TABLE stored_files ADD CONSTRAINT stored_files_image_check CHECK (information_id IS NULL OR content_type IN ('image/jpeg', 'image/png'));
CREATE INDEX stored_files_information_idx ON stored_files (information_id, created_at);

-- A board adds images to the articles it may change (the operation checks that) and sees those of the articles it
-- reads; the key route reads on the server's own connection.
CREATE POLICY board_information_rows ON stored_files TO sejawat_board
  USING (information_id IS NOT NULL AND EXISTS (SELECT 1 FROM information i WHERE i.id = information_id));
