import type { AppRoute } from '../../app/routing';
import { resourceRoutes } from './resource-screen/resource-routes';
import { meta as accounts } from './resources/accounts/meta';
import { meta as contributionRates } from './resources/contribution-rates/meta';
import { meta as deaths } from './resources/deaths/meta';
import { meta as divisions } from './resources/divisions/meta';
import { meta as dues } from './resources/dues/meta';
import { meta as members } from './resources/members/meta';
import { meta as payments } from './resources/payments/meta';
import { meta as sipPermits } from './resources/sip-permits/meta';
import { meta as skpEntries } from './resources/skp-entries/meta';
import { meta as strRecords } from './resources/str-records/meta';
import { meta as strRenewals } from './resources/str-renewals/meta';
import { meta as survivors } from './resources/survivors/meta';
import { meta as vaccinations } from './resources/vaccinations/meta';
import { meta as verifications } from './resources/verifications/meta';

// One line per resource: where its screens live (meta, loaded now) and what they show (config, loaded with them).
export const routes: AppRoute[] = [
  ...resourceRoutes(divisions, () => import('./resources/divisions/config')),
  ...resourceRoutes(members, () => import('./resources/members/config')),
  ...resourceRoutes(verifications, () => import('./resources/verifications/config')),
  ...resourceRoutes(strRecords, () => import('./resources/str-records/config')),
  ...resourceRoutes(strRenewals, () => import('./resources/str-renewals/config')),
  ...resourceRoutes(sipPermits, () => import('./resources/sip-permits/config')),
  ...resourceRoutes(skpEntries, () => import('./resources/skp-entries/config')),
  ...resourceRoutes(survivors, () => import('./resources/survivors/config')),
  ...resourceRoutes(deaths, () => import('./resources/deaths/config')),
  ...resourceRoutes(vaccinations, () => import('./resources/vaccinations/config')),
  ...resourceRoutes(contributionRates, () => import('./resources/contribution-rates/config')),
  ...resourceRoutes(dues, () => import('./resources/dues/config')),
  ...resourceRoutes(payments, () => import('./resources/payments/config')),
  ...resourceRoutes(accounts, () => import('./resources/accounts/config')),
];
