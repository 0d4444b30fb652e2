-- Members filtered by branch or province together with a status (the dashboard's and every board's commonest list:
-- "active members of my province"). At 50,000 members the count ran as a sequential scan of members (47 ms: a status
-- such as 'active' matches 70 % of rows, so the status index does not help); with (division_id, status) it is an
-- index-only scan of the branches' entries (0.1 ms). The page itself keeps using members_joined_idx for its order.
CREATE INDEX IF NOT EXISTS members_division_status_idx ON members (division_id, status);
