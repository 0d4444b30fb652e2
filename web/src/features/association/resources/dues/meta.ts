import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';

/** Read here; raised, paid, waived and reversed through the contribution workflows. */
export const meta: ResourceMeta = {
  name: 'dues',
  subject: 'Contribution',
  paths: {
    list: paths.associationDues,
    detail: (id) => paths.associationRecord(paths.associationDues, id),
  },
  pages: ['list', 'detail'],
};
