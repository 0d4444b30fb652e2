import type { FetchArgs } from '@reduxjs/toolkit/query';
import { WORKFLOW_TAGS } from './workflows-tags';

/**
 * Cache tags of the association API. Every generated association endpoint lives in one RTK Query slice, and both the
 * resource screens (these files) and the workflow screens (workflows-*.ts) enhance some of the same endpoints, so
 * they share one vocabulary: the workflow tags plus the resources only these screens list. Lists provide
 * `{type, id: 'LIST'}` plus one tag per row; a record and its audit trail provide `{type, id}`.
 */
export const ASSOC_TAGS = [...WORKFLOW_TAGS, 'SipPermit', 'Survivor', 'Death', 'Vaccination', 'ContributionRate', 'Account'] as const;
export type AssocTag = (typeof ASSOC_TAGS)[number];

export const listTag = <T extends AssocTag>(type: T) => ({ type, id: 'LIST' }) as const;
export const rowTag = <T extends AssocTag>(type: T, id: number) => ({ type, id }) as const;

/** The list tag plus one tag per row of the page. */
export function pageTags<T extends AssocTag>(type: T, page: { data: readonly { id: number }[] } | undefined) {
  return [listTag(type), ...(page?.data ?? []).map((row) => rowTag(type, row.id))];
}

/** providesTags of a record (and of its audit trail): the record's tag. */
export const recordTags = <T extends AssocTag>(type: T) => (_result: unknown, _error: unknown, arg: { id: number }) => [rowTag(type, arg.id)];

/** Every list that shows a member's name or status: a change to a member refreshes them all. */
export const MEMBER_NAMED_LISTS = (
  ['Member', 'Verification', 'StrRecord', 'StrRenewal', 'SipPermit', 'SkpEntry', 'Survivor', 'Death', 'Vaccination', 'Alert', 'Due', 'Payment', 'Arrears', 'Account'] as const
).map(listTag);

/**
 * The export endpoints answer CSV, not JSON: read the body as text (an error still arrives as the JSON error body),
 * and drop it from the cache as soon as the file has been handed to the browser. The generated query keeps its URL
 * and parameters (the list's q, filters and sort); the token goes with it through the one base query.
 */
export function csvExport(definition: { query?: unknown; keepUnusedDataFor?: number }) {
  const query = definition.query as (arg: unknown) => FetchArgs;
  definition.query = (arg: unknown) => ({ ...query(arg), responseHandler: 'content-type' });
  definition.keepUnusedDataFor = 0;
}
