import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';

/** Read here; raised, paid, waived and reversed through the contribution workflows. */
export const meta: ResourceMeta = {
  name: 'payments',
  subject: 'Contribution',
  paths: {
    list: paths.associationPayments,
    detail: (id) => paths.associationRecord(paths.associationPayments, id),
  },
  pages: ['list', 'detail'],
};
