-- Texts the server writes into a member's timeline (issue 18): beside the English reason, a stable message code and
-- its values, so each reader sees the line in his own language. A reason a person typed keeps no code: it is shown
-- as written.
ALTER TABLE member_status_history ADD COLUMN reason_code text CHECK (reason_code ~ '^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9_]*)*$');
ALTER TABLE member_status_history ADD COLUMN reason_params jsonb CHECK (reason_params IS NULL OR jsonb_typeof(reason_params) = 'object');

-- Lines written before the codes existed, when their text is one of the server's own.
UPDATE member_status_history SET reason_code = 'history.applicationReceived' WHERE reason = 'Application received at the branch';
UPDATE member_status_history SET reason_code = 'history.applicationApproved' WHERE reason = 'Application verification approved';
UPDATE member_status_history SET reason_code = 'history.arrearsAfterGrace' WHERE reason = 'Dues unpaid after the grace period';
UPDATE member_status_history SET reason_code = 'history.duesSettled' WHERE reason = 'Dues settled';
UPDATE member_status_history SET reason_code = 'history.lapsed' WHERE reason = 'Dues unpaid for more than a year; membership lapsed';
UPDATE member_status_history SET reason_code = 'history.applicationApproved', reason_params = jsonb_build_object('verificationId', substring(reason FROM '^Application verification ([0-9]+) approved$')::int)
 WHERE reason ~ '^Application verification [0-9]+ approved$';
UPDATE member_status_history SET reason_code = 'history.npaIssued', reason_params = jsonb_build_object('npa', substring(reason FROM '^NPA (\S+) issued'))
 WHERE reason ~ '^NPA \S+ issued; membership activated$';
