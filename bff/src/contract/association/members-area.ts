import { alertOperations } from './members-alerts.js';
import { licenceOperations, sipPermitsContract, skpEntriesContract } from './members-licences.js';
import { memberOperations, membersContract, memberTransfersContract } from './members-members.js';
import { deathsContract, mitigationOperations, survivorsContract, vaccinationsContract } from './members-mitigation.js';
import { strOperations, strRecordsContract, strRenewalsContract } from './members-str.js';
import { verificationOperations, verificationsContract } from './members-verifications.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

/** OpenAPI tags of this area (one per resource group), with their descriptions. */
export const TAGS: { name: string; description: string }[] = [
  { name: 'Members', description: 'Members, their lifecycle (status transitions with a timeline), branch transfers and dashboard statistics.' },
  { name: 'Verifications', description: 'Approval queue with document checklists: applications, branch transfers and data updates.' },
  { name: 'Licences', description: 'Credentials: STR (legacy and lifetime) with legacy re-registration requests, SIP practice permits and the SKP credit ledger.' },
  { name: 'Mitigation', description: 'Pandemic mitigation records of members: survivors, deaths and vaccinations, with statistics.' },
  { name: 'Alerts', description: 'Items in alarm computed from the data: expiring SIPs, projected SKP shortfalls, members in arrears.' },
];

export const RESOURCES: ResourceContract[] = [
  membersContract,
  memberTransfersContract,
  verificationsContract,
  strRecordsContract,
  strRenewalsContract,
  sipPermitsContract,
  skpEntriesContract,
  survivorsContract,
  deathsContract,
  vaccinationsContract,
];

export const OPERATIONS: OperationContract[] = [
  ...memberOperations,
  ...verificationOperations,
  ...strOperations,
  ...licenceOperations,
  ...mitigationOperations,
  ...alertOperations,
];
