-- Issue 18 item 7: completing a re-registration issues the new STR. The request links the STR it produced and the
-- old STR links the one that replaced it, so a replaced STR is never re-registered again.
ALTER TABLE str_records ADD COLUMN replaced_by_id integer REFERENCES str_records (id);
ALTER TABLE str_records ADD CONSTRAINT str_records_replaced_check CHECK (replaced_by_id IS NULL OR (kind = 'legacy' AND replaced_by_id <> id));
CREATE INDEX str_records_replaced_idx ON str_records (replaced_by_id);

ALTER TABLE str_renewals ADD COLUMN new_str_id integer REFERENCES str_records (id);
CREATE UNIQUE INDEX str_renewals_new_str_idx ON str_renewals (new_str_id);

-- Requests completed before this migration: the STR issued after the renewed one (the member's next legacy STR) is
-- the one the request produced.
UPDATE str_renewals r SET new_str_id = n.id
  FROM str_records o, LATERAL (
    SELECT s.id FROM str_records s
     WHERE s.member_id = o.member_id AND s.kind = 'legacy' AND s.issued_at > o.issued_at
     ORDER BY s.issued_at, s.id LIMIT 1) n
 WHERE r.status = 'completed' AND r.new_str_id IS NULL AND o.id = r.str_id;
UPDATE str_records o SET replaced_by_id = r.new_str_id
  FROM str_renewals r WHERE r.status = 'completed' AND r.str_id = o.id AND r.new_str_id IS NOT NULL AND o.replaced_by_id IS NULL;

-- NOT VALID: a request completed before this migration whose new STR was never recorded keeps no link; every
-- request completed from now on has one.
ALTER TABLE str_renewals ADD CONSTRAINT str_renewals_new_str_check CHECK ((status = 'completed') = (new_str_id IS NOT NULL)) NOT VALID;
