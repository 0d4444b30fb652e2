import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';
import { recordPaths } from '../links';

export const meta: ResourceMeta = {
  name: 'deaths',
  subject: 'Mitigation',
  paths: recordPaths(paths.associationDeaths),
  pages: ['list', 'detail', 'create', 'edit'],
};
