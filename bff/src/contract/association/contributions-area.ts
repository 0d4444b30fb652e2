import { arrearsOperations } from './contributions-arrears.js';
import { CONTRIBUTION_REPORTS_TAG, CONTRIBUTIONS_TAG } from './contributions-common.js';
import { duesContract, duesOperations } from './contributions-dues.js';
import { paymentOperations, paymentsContract } from './contributions-payments.js';
import { contributionRatesContract } from './contributions-rates.js';
import { reportOperations } from './contributions-reports.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

/** OpenAPI tags of this area (one per resource group), with their descriptions. */
export const TAGS: { name: string; description: string }[] = [
  {
    name: CONTRIBUTIONS_TAG,
    description:
      'Membership dues: rates per category, dues per member and period, member and collective (branch) payments ' +
      'allocated over dues, waivers, reversals, and arrears per member and per branch.',
  },
  {
    name: CONTRIBUTION_REPORTS_TAG,
    description: 'What was collected and is owed, per day or month, method, member, province and branch, with the shares of each level.',
  },
];
export const RESOURCES: ResourceContract[] = [contributionRatesContract, duesContract, paymentsContract];
export const OPERATIONS: OperationContract[] = [...duesOperations, ...paymentOperations, ...arrearsOperations, ...reportOperations];
