import type { UserData } from '../api/generated/auth';

/**
 * Association accounts as the BFF answers them at sign-in: the role's CASL rules, narrowed to the board's subtree by
 * a condition (bff/src/association/access/roles.ts), and the account's standing. The board is branch 40 (its
 * province is 3).
 */
const SUBTREE = { divisionId: { $in: [40] } };
const ALL = ['Division', 'Member', 'Verification', 'Licence', 'Mitigation', 'Alert', 'Contribution', 'Mail', 'Information', 'Reference',
  'Medicolegal', 'Colleague', 'Course', 'PitEvent', 'Proposal', 'Activity', 'Forum', 'Version', 'GlobalConfig'];
const SECRETARIAT = ['Member', 'Verification', 'Licence', 'Mitigation', 'Mail', 'Information', 'Reference', 'Medicolegal', 'Colleague',
  'Proposal', 'Activity', 'PitEvent'];
const OWN = [{ action: 'read', subject: 'Auth' }, { action: 'read', subject: 'ACL' }];

const rules = (actions: string[], subjects: string[]) =>
  subjects.flatMap((subject) => actions.map((action) => ({ action, subject, conditions: SUBTREE })));

function boardAccount(id: number, email: string, fullName: string, role: string, ability: UserData['ability']): UserData {
  return {
    id,
    fullName,
    username: email.split('@')[0]!,
    avatar: null,
    email,
    role,
    ability: [...OWN, ...ability],
    extras: { eCommerceCartItemsCount: 0 },
    association: { divisionId: 40, divisionLevel: 'branch', memberId: null, mustChangePassword: false },
  };
}

export const BRANCH_SECRETARY = boardAccount(1_000_000_003, 'cabang@demo.com', 'Sekretaris Pengurus Cabang', 'secretary', [
  ...rules(['read'], ALL),
  ...rules(['create', 'update', 'delete'], SECRETARIAT),
  ...rules(['manage'], ['StaffAccount']),
]);

export const BRANCH_TREASURER = boardAccount(1_000_000_004, 'bendahara@demo.com', 'Bendahara Pengurus Cabang', 'treasurer', [
  ...rules(['read'], ALL),
  ...rules(['create', 'update'], ['Contribution']),
]);

export const BRANCH_VERIFIER = boardAccount(1_000_000_005, 'verifikator@demo.com', 'Verifikator Pengurus Cabang', 'verifier', [
  ...rules(['read'], ['Division', 'Member', 'Verification', 'Licence', 'Alert']),
  ...rules(['update'], ['Verification', 'Licence']),
]);

/** A secretary whose account was just created: signed in with the temporary password. */
export const NEW_SECRETARY: UserData = {
  ...BRANCH_SECRETARY,
  id: 1_000_000_042,
  email: 'sari@pdgi-bandung.id',
  fullName: 'Sari Wulandari',
  username: 'sari',
  association: { ...BRANCH_SECRETARY.association!, mustChangePassword: true },
};

/** The secretary of province 3, whose branches include 40 and 41. */
export const PROVINCE_SECRETARY: UserData = {
  ...BRANCH_SECRETARY,
  id: 1_000_000_002,
  email: 'wilayah@demo.com',
  fullName: 'Sekretaris Pengurus Wilayah',
  username: 'wilayah',
  ability: BRANCH_SECRETARY.ability.map((rule) => (rule.conditions ? { ...rule, conditions: { divisionId: { $in: [3, 40, 41] } } } : rule)),
  association: { divisionId: 3, divisionLevel: 'province', memberId: null, mustChangePassword: false },
};
