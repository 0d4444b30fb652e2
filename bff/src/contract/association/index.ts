import * as accounts from './accounts.js';
import * as community from './community-area.js';
import * as contributions from './contributions-area.js';
import * as correspondence from './correspondence-area.js';
import { divisionsContract } from './divisions.js';
import * as members from './members-area.js';
import type { OperationContract } from './operation.js';
import * as portal from './portal.js';
import type { ResourceContract } from './resource.js';

const AREAS = [members, contributions, correspondence, community];

export const ASSOCIATION_TAGS: { name: string; description: string }[] = [
  { name: divisionsContract.tag, description: divisionsContract.description },
  ...AREAS.flatMap((a) => a.TAGS),
  ...accounts.TAGS,
  ...portal.TAGS,
];

/** Every resource of the association API, in the order the docs list them. */
export const ASSOCIATION_CONTRACTS: ResourceContract[] = [divisionsContract, ...AREAS.flatMap((a) => a.RESOURCES), accounts.accountsContract];

/** Every workflow operation of the association API. */
export const ASSOCIATION_OPERATIONS: OperationContract[] = [
  ...AREAS.flatMap((a) => a.OPERATIONS),
  ...accounts.accountOperations,
  ...portal.portalOperations,
];
