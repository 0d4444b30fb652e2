-- A member's NPA and specialty as the contract has them (AssocMember: npa '^[0-9]{8}$' or null, specialty one of the
-- specialties), enforced where the row is written. Every answer is checked against the contract, so one row outside it
-- made every list page that held it, and the member's detail, answer 500: a row written outside the app (an import,
-- a script, a test fixture) could break a branch's members list for everyone. Now such a write is refused instead.
--
-- Added NOT VALID, then validated where the rows allow it: a data directory holding such a row still starts (the
-- constraint then guards new writes only) and the migration says which rows to correct.
ALTER TABLE members
  ADD CONSTRAINT members_npa_format CHECK (npa ~ '^[0-9]{8}$') NOT VALID,
  ADD CONSTRAINT members_specialty_known CHECK (specialty IN ('general', 'orthodontics', 'conservative_dentistry',
    'oral_surgery', 'periodontics', 'prosthodontics', 'paediatric_dentistry', 'oral_medicine', 'dental_radiology',
    'oral_pathology')) NOT VALID;

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['members_npa_format', 'members_specialty_known'] LOOP
    BEGIN
      EXECUTE format('ALTER TABLE members VALIDATE CONSTRAINT %I', name);
    EXCEPTION WHEN check_violation THEN
      RAISE WARNING 'members hold rows outside constraint % (see migration 081); correct them, then run: ALTER TABLE members VALIDATE CONSTRAINT %', name, name;
    END;
  END LOOP;
END $$;
