import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';
import { recordPaths } from '../links';

export const meta: ResourceMeta = {
  name: 'divisions',
  subject: 'Division',
  paths: recordPaths(paths.associationDivisions),
  pages: ['list', 'detail', 'create', 'edit'],
};
