import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';

/**
 * Every verification, decided or not, read-only. The queue where staff decide (/association/verifications) is the
 * member workflow screens' page; this list lives under it.
 */
export const meta: ResourceMeta = {
  name: 'verifications',
  subject: 'Verification',
  paths: {
    list: paths.associationVerificationsAll,
    detail: (id) => paths.associationRecord(paths.associationVerificationsAll, id),
  },
  pages: ['list', 'detail'],
};
