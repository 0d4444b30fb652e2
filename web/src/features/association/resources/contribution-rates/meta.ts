import { paths } from '../../../../app/paths';
import type { ResourceMeta } from '../../resource-screen/types';
import { recordPaths } from '../links';

export const meta: ResourceMeta = {
  name: 'contributionRates',
  subject: 'Contribution',
  paths: recordPaths(paths.associationContributionRates),
  pages: ['list', 'detail', 'create', 'edit'],
};
