import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';
import { recordPaths } from '../links';

export const meta: ResourceMeta = {
  name: 'survivors',
  subject: 'Mitigation',
  paths: recordPaths(paths.associationSurvivors),
  pages: ['list', 'detail', 'create', 'edit'],
};
