-- The dues list filtered by status in its default order (ORDER BY period DESC NULLS LAST, id DESC) reads this index in order
-- and stops after one page, instead of sorting every matching due (about 18,000 unpaid ones at 50,000 members).
CREATE INDEX contribution_dues_status_period_idx ON contribution_dues (status, period DESC NULLS LAST, id DESC);
