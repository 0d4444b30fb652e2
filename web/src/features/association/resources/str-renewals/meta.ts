import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';

/** A request's own page (/association/str-renewals/:id) is the re-registration workflow's: linked to, not registered. */
export const meta: ResourceMeta = {
  name: 'strRenewals',
  subject: 'Licence',
  paths: {
    list: paths.associationStrRenewals,
    detail: paths.associationStrRenewal,
    create: paths.associationRecordCreate(paths.associationStrRenewals),
  },
  pages: ['list', 'create'],
};
