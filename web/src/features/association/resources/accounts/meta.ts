import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';
import { recordPaths } from '../links';

/** Akun Pengurus: the accounts of board staff and of members, each board seeing those below it. */
export const meta: ResourceMeta = {
  name: 'accounts',
  subject: 'StaffAccount',
  paths: recordPaths(paths.associationAccounts),
  pages: ['list', 'detail', 'create', 'edit'],
};
