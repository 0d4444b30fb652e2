/**
 * Cache tags of the association workflow screens. Every generated association API shares one RTK Query slice, so a
 * tag type means the same data whichever enhanced file provides or invalidates it: a workflow action on one screen
 * refreshes the lists and records every other screen shows.
 */
export const WORKFLOW_TAGS = [
  'Member',
  'Verification',
  'StrRecord',
  'StrRenewal',
  'Licence',
  'SkpEntry',
  'Due',
  'Payment',
  'Arrears',
  'ContributionReport',
  'Alert',
  'Division',
  'Mitigation',
  'Transfer',
] as const;
export type WorkflowTag = (typeof WORKFLOW_TAGS)[number];

/** The tag of every list (and every summary computed over many records) of one type. */
export const listTag = <T extends WorkflowTag>(type: T) => ({ type, id: 'LIST' }) as const;
/** The tag of one record. */
export const recordTag = <T extends WorkflowTag>(type: T, id: number) => ({ type, id }) as const;

/** A list answer's tags: the list and one per row. */
export function listTags<T extends WorkflowTag>(type: T, rows: readonly { id: number }[] | undefined) {
  return [listTag(type), ...(rows ?? []).map((row) => recordTag(type, row.id))];
}

/**
 * What a change to members' status or dues touches beyond the records themselves: the member lists and statistics,
 * the arrears monitoring, the contribution reports and the items in alarm.
 */
export const MEMBER_STANDING_TAGS = [
  listTag('Member'),
  listTag('Arrears'),
  listTag('ContributionReport'),
  listTag('Alert'),
  listTag('Due'),
];
