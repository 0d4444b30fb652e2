import type { TObject, TSchema } from 'typebox';

/** Every association API path starts here; client routes (/association/...) never collide with it. */
export const ASSOCIATION_API_PREFIX = '/api/association';

/**
 * One resource of the association API, shared by the BFF (which declares and checks the routes) and the reference
 * server (which implements them). Operation ids follow list<Plural>, get/create/update/delete<Singular>,
 * export<Plural>.
 */
export interface ResourceContract {
  /** URL segment: /api/association/<name>. */
  name: string;
  /** OpenAPI tag (one per area). */
  tag: string;
  /** CASL subject the abilities are checked against. */
  subject: string;
  singular: string;
  plural: string;
  description: string;
  /** The record as the API returns it; its $id names it in the contract. */
  entity: TObject;
  /** Body of POST; absent when records are not created through this resource. */
  create?: TObject;
  /** Body of PATCH (every field optional); absent when records are read-only here. */
  update?: TObject;
  /** Whether DELETE is offered. */
  remove?: boolean;
  /** Query filters besides q, sort, page and perPage. */
  filters: Record<string, TSchema>;
  /** Fields the list can sort by. */
  sorts: readonly string[];
  defaultSort: string;
  /** Fields q searches, for the docs. */
  searchable: readonly string[];
  /**
   * The id the docs' "Try it out" fills in when it is not 1: one the seeded data holds (the accounts' ids start at
   * 1,000,000,000, apart from the demo workspace's users).
   */
  exampleId?: number;
}

export const resourcePath = (r: ResourceContract) => `${ASSOCIATION_API_PREFIX}/${r.name}`;
