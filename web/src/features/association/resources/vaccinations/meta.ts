import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';
import { recordPaths } from '../links';

export const meta: ResourceMeta = {
  name: 'vaccinations',
  subject: 'Mitigation',
  paths: recordPaths(paths.associationVaccinations),
  pages: ['list', 'detail', 'create', 'edit'],
};
