import { paths } from '../../app/paths';
import type { AppRoute } from '../../app/routing';
import type { Access } from '../auth/ability';

// Each screen needs to read what its API reads; the actions on it are checked again per button and by the server.
const readMail: Access = { action: 'read', subject: 'Mail' };
const readInformation: Access = { action: 'read', subject: 'Information' };

export const routes: AppRoute[] = [
  { path: paths.associationMails, load: () => import('./mails/mails-page'), access: readMail },
  { path: paths.associationMail(), load: () => import('./mails/mail-detail-page'), access: readMail },
  { path: paths.associationMailStatistics, load: () => import('./statistics/mail-statistics-page'), access: readMail },
  { path: paths.associationInformation, load: () => import('./information/information-list-page'), access: readInformation },
  {
    path: paths.associationInformationCreate,
    load: () => import('./information/information-editor-page'),
    access: { action: 'create', subject: 'Information' },
  },
  {
    path: paths.associationInformationEdit(),
    load: () => import('./information/information-editor-page'),
    access: { action: 'update', subject: 'Information' },
  },
  { path: paths.associationInformationCategories, load: () => import('./information/categories-page'), access: readInformation },
];
