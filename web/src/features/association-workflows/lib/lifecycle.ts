import type { AssocMember } from '../../../api/enhanced/workflows-members';

export type MemberStatus = AssocMember['status'];

export const MEMBER_STATUSES: readonly MemberStatus[] = [
  'applicant',
  'verified',
  'active',
  'in_arrears',
  'lapsed',
  'transferred',
  'deceased',
  'honorary',
  'dismissed',
];

/**
 * The changes staff may make by hand, as the transitionMember operation describes them: the screen offers these as
 * actions and the server still decides (a 409 says why when the record changed meanwhile). Applicant -> verified
 * happens by approving the application, deceased by recording a death.
 */
export const MANUAL_TRANSITIONS: Record<MemberStatus, readonly MemberStatus[]> = {
  applicant: ['dismissed'],
  verified: ['active', 'dismissed'],
  active: ['in_arrears', 'transferred', 'honorary', 'dismissed'],
  in_arrears: ['active', 'lapsed', 'dismissed'],
  lapsed: ['active', 'dismissed'],
  transferred: ['active', 'dismissed'],
  honorary: ['dismissed'],
  deceased: [],
  dismissed: [],
};

/** A transfer moves a member between branches; the server refuses it for these. */
export const CLOSED_STATUSES: readonly MemberStatus[] = ['deceased', 'dismissed'];
