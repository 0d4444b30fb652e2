import type { AccountRole } from '../../contract/association/accounts.js';

/** A CASL rule as access tokens carry it; `conditions` narrow it to records of the holder's scope. */
export interface AccessRule {
  action: string;
  subject: string;
  conditions?: Record<string, unknown>;
}

/** Every CASL subject of the association API (resources and operations). */
export const ASSOCIATION_SUBJECTS = [
  'Division', 'Member', 'Verification', 'Licence', 'Mitigation', 'Alert', 'Contribution', 'Mail', 'Information',
  'Reference', 'Medicolegal', 'Colleague', 'Course', 'PitEvent', 'Proposal', 'Activity', 'Forum', 'Version',
  'GlobalConfig', 'StaffAccount',
] as const;
type Subject = (typeof ASSOCIATION_SUBJECTS)[number];

/** The member's own view (issue 19's self-service portal): his record, dues, licences, requests, card. */
export const PORTAL_SUBJECT = 'Portal';

/** Records a board keeps for its members: the secretary's and the chair's work. */
const SECRETARIAT: Subject[] = ['Member', 'Verification', 'Licence', 'Mitigation', 'Mail', 'Information', 'Reference',
  'Medicolegal', 'Colleague', 'Proposal', 'Activity', 'PitEvent'];
/** Reference data of the whole association: changed by the national administrator only. */
const READ_EVERYWHERE: Subject[] = ASSOCIATION_SUBJECTS.filter((s) => s !== 'StaffAccount');

const rules = (actions: string[], subjects: readonly string[]) =>
  subjects.flatMap((subject) => actions.map((action) => ({ action, subject })));

/**
 * What each staff role may do, on the records of its own board's subtree (the scope itself is enforced by PostgreSQL,
 * see migration 060): a read-only viewer reads, a verifier checks documents, a treasurer keeps the money, a secretary
 * and a chair run the board and manage the accounts of the boards below them. Reference data (divisions, rates,
 * courses, forums, versions, configuration) is changed by the national administrator only.
 */
const ROLE_RULES: Record<Exclude<AccountRole, 'member' | 'admin'>, { action: string; subject: string }[]> = {
  viewer: rules(['read'], READ_EVERYWHERE),
  verifier: [...rules(['read'], ['Division', 'Member', 'Verification', 'Licence', 'Alert']), ...rules(['update'], ['Verification', 'Licence'])],
  treasurer: [...rules(['read'], READ_EVERYWHERE), ...rules(['create', 'update'], ['Contribution'])],
  secretary: [...rules(['read'], READ_EVERYWHERE), ...rules(['create', 'update', 'delete'], SECRETARIAT), ...rules(['manage'], ['StaffAccount'])],
  chair: [...rules(['read'], READ_EVERYWHERE), ...rules(['create', 'update', 'delete'], SECRETARIAT), ...rules(['manage'], ['StaffAccount'])],
};

export interface AccountScope {
  role: AccountRole;
  /** The board's division and the divisions below it (staff). */
  subtree?: number[];
  /** The member record (member accounts). */
  memberId?: number;
}

/**
 * The CASL rules of an association account. Board accounts' rules carry the subtree as a condition on divisionId
 * (the web app checks records against it); national ones carry none; a member's rules reach only his portal.
 */
export function rulesFor({ role, subtree, memberId }: AccountScope, national: boolean): AccessRule[] {
  const own = [{ action: 'read', subject: 'Auth' }, { action: 'read', subject: 'ACL' }];
  if (role === 'member') {
    return [...own, { action: 'read', subject: PORTAL_SUBJECT, conditions: { memberId } }, { action: 'update', subject: PORTAL_SUBJECT, conditions: { memberId } }];
  }
  if (role === 'admin') return [...own, ...rules(['manage'], ASSOCIATION_SUBJECTS)];
  const conditions = national || !subtree ? undefined : { divisionId: { $in: subtree } };
  return [...own, ...ROLE_RULES[role].map((rule) => (conditions ? { ...rule, conditions } : rule))];
}

/** The staff roles whose rules allow an action on a subject (e.g. who can handle letters: update Mail). */
export const staffRolesAllowed = (action: string, subject: string): AccountRole[] =>
  (['admin', ...Object.keys(ROLE_RULES)] as AccountRole[]).filter((role) => allows(rulesFor({ role }, true), action, subject));

/** Whether rules allow an action on a subject (CASL semantics: manage is every action; conditions narrow records). */
export function allows(list: readonly AccessRule[], action: string, subject: string): boolean {
  return list.some((r) => (r.subject === subject || r.subject === 'all') && (r.action === action || r.action === 'manage'));
}
