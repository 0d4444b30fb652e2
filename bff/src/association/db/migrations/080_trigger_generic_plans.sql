-- The triggers that keep the contributions' totals and the member counts (migrations 077 to 079) hand the rows a
-- statement changed to helper functions as arrays (sejawat_allocation_deltas, sejawat_add_collection_totals,
-- sejawat_add_due_totals, sejawat_add_member_counts...). Their statements go through PostgreSQL's plan cache with the
-- array as a parameter, and the cache kept choosing a custom plan: a plan for a one-element array is estimated cheaper
-- than the generic one (which assumes ten elements), so every call planned the four-table join of
-- sejawat_allocation_deltas again. At 50,000 members, straight to the association server with 10 connections
-- (pg_stat_statements): the allocations' INSERT of a dues payment took 1.41-1.53 ms, 1.17-1.21 ms of it the trigger;
-- with generic plans 0.59 ms, 0.36 ms of it the trigger. The plans do not depend on the array's size for correctness,
-- and their shape (index lookups per element, one grouped upsert) suits the large statements too (billing a period,
-- a collective payment).
--
-- The setting holds while the trigger function runs, for everything it calls. The member alerts' triggers (074) are
-- left as they are: sejawat_member_alerts(NULL) (everyone) and (ids) want different plans.
ALTER FUNCTION sejawat_dues_totals_trigger() SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION sejawat_allocations_totals_trigger() SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION sejawat_payments_totals_trigger() SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION sejawat_member_counts_trigger() SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION sejawat_members_mitigation_trigger() SET plan_cache_mode = force_generic_plan;
