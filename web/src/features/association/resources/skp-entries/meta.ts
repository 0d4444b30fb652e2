import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';
import { recordPaths } from '../links';

export const meta: ResourceMeta = {
  name: 'skpEntries',
  subject: 'Licence',
  paths: recordPaths(paths.associationSkpEntries),
  pages: ['list', 'detail', 'create', 'edit'],
};
