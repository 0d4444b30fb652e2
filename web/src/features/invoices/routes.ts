import type { AppRoute } from '../../app/routing';
import { paths } from '../../app/paths';

const access = { action: 'read', subject: 'Invoice' } as const;

export const routes: AppRoute[] = [
  { path: paths.invoicesList, load: () => import('./invoices-list-page'), access },
  { path: paths.invoicePreview(), load: () => import('./invoice-preview-page'), access },
  // Printable: no menu or navbar, but still signed in and allowed to read invoices.
  { path: paths.invoicePrint(), load: () => import('./invoice-print-page'), access, layout: 'blank' },
];
