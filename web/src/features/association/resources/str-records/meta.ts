import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';
import { recordPaths } from '../links';

/** STR records are registered and converted, never edited or deleted. */
export const meta: ResourceMeta = {
  name: 'strRecords',
  subject: 'Licence',
  paths: recordPaths(paths.associationStr),
  pages: ['list', 'detail', 'create'],
};
