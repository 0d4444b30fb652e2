import { paths } from '../../app/paths';
import type { AppRoute } from '../../app/routing';
import type { Access } from '../auth/ability';

// Each screen needs to read what its API reads; the actions on it are checked again per button and by the server.
const read = (subject: string): Access => ({ action: 'read', subject });

export const routes: AppRoute[] = [
  { path: paths.associationDashboard, load: () => import('./dashboard/dashboard-page'), access: read('Member') },
  { path: paths.associationMember(), load: () => import('./members/member-view-page'), access: read('Member') },
  {
    path: paths.associationTransfers,
    load: () => import('./members/transfer-requests-page'),
    access: read('Member'),
  },
  {
    path: paths.associationVerifications,
    load: () => import('./verifications/verification-queue-page'),
    access: read('Verification'),
  },
  {
    path: paths.associationStrRenewal(),
    load: () => import('./str-renewals/str-renewal-page'),
    access: read('Licence'),
  },
  {
    path: paths.associationContributions,
    load: () => import('./contributions/contributions-overview-page'),
    access: read('Contribution'),
  },
  {
    path: paths.associationCollectivePayment,
    load: () => import('./contributions/collective-payment-page'),
    access: read('Contribution'),
  },
  { path: paths.associationArrears, load: () => import('./contributions/arrears-page'), access: read('Contribution') },
  {
    path: paths.associationBranchArrears,
    load: () => import('./contributions/branch-arrears-page'),
    access: read('Contribution'),
  },
  {
    path: paths.associationCashReport,
    load: () => import('./contributions/cash-report-page'),
    access: read('Contribution'),
  },
  {
    path: paths.associationPaymentReport,
    load: () => import('./contributions/payment-report-page'),
    access: read('Contribution'),
  },
  {
    path: paths.associationMemberDuesReport,
    load: () => import('./contributions/member-report-page'),
    access: read('Contribution'),
  },
  {
    path: paths.associationMitigationCharts,
    load: () => import('./mitigation/mitigation-charts-page'),
    access: read('Mitigation'),
  },
];
