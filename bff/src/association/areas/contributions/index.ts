import type { ServerArea } from '../area.js';
import { exportArrears, getBranchArrears, listArrears, markArrears } from './arrears.js';
import { recordCollectivePayment } from './collective.js';
import { dues, generateDues, waiveDue } from './dues.js';
import { recordMemberPayment } from './member-payment.js';
import { payments, reversePayment } from './payments.js';
import { rates } from './rates.js';
import { getCashReport } from './report-cash.js';
import { getMemberDuesReport } from './report-member.js';
import { exportPaymentReport, getPaymentReport } from './report-payments.js';
import { contributionsSeeder } from './seed.js';
import { getContributionStatistics, getDivisionTotals } from './statistics.js';

/** Dues: rates, dues, member and collective payments, arrears, and the reports that reconcile the levels. */
export const area: ServerArea = {
  modules: [rates, dues, payments],
  handlers: {
    generateDues,
    waiveDue,
    recordMemberPayment,
    recordCollectivePayment,
    reversePayment,
    listArrears,
    exportArrears,
    getBranchArrears,
    markArrears,
    getCashReport,
    getPaymentReport,
    exportPaymentReport,
    getMemberDuesReport,
    getContributionStatistics,
    getDivisionTotals,
  },
  seeders: [contributionsSeeder],
};
