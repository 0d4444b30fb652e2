import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';
import { recordPaths } from '../links';

export const meta: ResourceMeta = {
  name: 'sipPermits',
  subject: 'Licence',
  paths: recordPaths(paths.associationSipPermits),
  pages: ['list', 'detail', 'create', 'edit'],
};
