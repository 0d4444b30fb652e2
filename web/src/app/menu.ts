import type { Access } from '../features/auth/ability';
import { paths } from './paths';

export interface MenuItem {
  id: string;
  /** i18n key of the label. */
  title: string;
  icon?: string;
  path?: string;
  access?: Access;
  /**
   * For member accounts only (their rules reach the Portal subject with their own record as condition): an account
   * whose rules allow everything still has no member record, so the entry is not offered to it.
   */
  memberOnly?: boolean;
  children?: MenuItem[];
}
export interface MenuSection {
  id: string;
  header: string;
  items: MenuItem[];
}

const read = (subject: string): Access => ({ action: 'read', subject });

/** The navigation: association sections first (labels as the spec gives them), then the demo workspace. */
export const MENU: MenuSection[] = [
  {
    id: 'portal',
    header: 'portal.menu.section',
    items: [
      { id: 'member-portal', title: 'portal.menu.title', icon: 'pi pi-id-card', path: paths.memberPortal, access: read('Portal'), memberOnly: true },
    ],
  },
  {
    id: 'dashboards',
    header: 'menu.sections.dashboards',
    items: [
      { id: 'association-dashboard', title: 'menu.associationDashboard', icon: 'pi pi-building', path: paths.associationDashboard, access: read('Member') },
      { id: 'analytics', title: 'menu.analytics', icon: 'pi pi-chart-line', path: paths.dashboardAnalytics, access: read('Card') },
      { id: 'ecommerce-dashboard', title: 'menu.ecommerceDashboard', icon: 'pi pi-shopping-bag', path: paths.dashboardEcommerce, access: read('Card') },
    ],
  },
  {
    id: 'association',
    header: 'menu.sections.association',
    items: [
      {
        id: 'master',
        title: 'menu.association.master',
        icon: 'pi pi-database',
        children: [
          { id: 'divisions', title: 'menu.association.divisions', path: paths.associationDivisions, access: read('Division') },
          { id: 'contribution-rates', title: 'association.menu.contributionRates', path: paths.associationContributionRates, access: read('Contribution') },
        ],
      },
      { id: 'mails', title: 'menu.association.mails', icon: 'pi pi-inbox', path: paths.associationMails, access: read('Mail') },
      { id: 'mail-statistics', title: 'menu.association.mailStatistics', icon: 'pi pi-chart-bar', path: paths.associationMailStatistics, access: read('Mail') },
      {
        id: 'members',
        title: 'menu.association.members',
        icon: 'pi pi-id-card',
        children: [
          { id: 'member-list', title: 'association.menu.memberList', path: paths.associationMembers, access: read('Member') },
          { id: 'member-transfers', title: 'association.menu.memberTransfers', path: paths.associationTransfers, access: read('Member') },
          { id: 'verification-queue', title: 'association.menu.verificationQueue', path: paths.associationVerifications, access: read('Verification') },
          { id: 'verifications-all', title: 'association.menu.verificationsAll', path: paths.associationVerificationsAll, access: read('Verification') },
        ],
      },
      {
        id: 'information',
        title: 'menu.association.informationCentre',
        icon: 'pi pi-megaphone',
        children: [
          { id: 'information-create', title: 'menu.association.informationCreate', path: paths.associationInformationCreate, access: { action: 'create', subject: 'Information' } },
          { id: 'information-categories', title: 'menu.association.informationCategories', path: paths.associationInformationCategories, access: read('Information') },
          { id: 'information-list', title: 'menu.association.information', path: paths.associationInformation, access: read('Information') },
        ],
      },
      {
        id: 'mitigation',
        title: 'menu.association.mitigation',
        icon: 'pi pi-shield',
        children: [
          { id: 'survivors', title: 'menu.association.survivors', path: paths.associationSurvivors, access: read('Mitigation') },
          { id: 'deaths', title: 'menu.association.deaths', path: paths.associationDeaths, access: read('Mitigation') },
          { id: 'vaccinations', title: 'menu.association.vaccinations', path: paths.associationVaccinations, access: read('Mitigation') },
          { id: 'mitigation-charts', title: 'association.menu.mitigationCharts', path: paths.associationMitigationCharts, access: read('Mitigation') },
        ],
      },
      { id: 'str', title: 'menu.association.str', icon: 'pi pi-verified', path: paths.associationStr, access: read('Licence') },
      { id: 'str-renewals', title: 'menu.association.strRenewals', icon: 'pi pi-refresh', path: paths.associationStrRenewals, access: read('Licence') },
      { id: 'sip-permits', title: 'association.menu.sipPermits', icon: 'pi pi-briefcase', path: paths.associationSipPermits, access: read('Licence') },
      { id: 'skp-entries', title: 'association.menu.skpEntries', icon: 'pi pi-star', path: paths.associationSkpEntries, access: read('Licence') },
      {
        id: 'contributions',
        title: 'association.menu.contributions',
        icon: 'pi pi-wallet',
        children: [
          { id: 'contributions-overview', title: 'association.menu.contributionsOverview', path: paths.associationContributions, access: read('Contribution') },
          { id: 'dues', title: 'association.menu.dues', path: paths.associationDues, access: read('Contribution') },
          { id: 'payments', title: 'association.menu.payments', path: paths.associationPayments, access: read('Contribution') },
          { id: 'collective-payment', title: 'association.menu.collectivePayment', path: paths.associationCollectivePayment, access: { action: 'create', subject: 'Contribution' } },
          { id: 'arrears', title: 'association.menu.arrears', path: paths.associationArrears, access: read('Contribution') },
          { id: 'contribution-reports', title: 'association.menu.reports', path: paths.associationCashReport, access: read('Contribution') },
        ],
      },
      { id: 'accounts', title: 'association.menu.accounts', icon: 'pi pi-user-edit', path: paths.associationAccounts, access: read('StaffAccount') },
    ],
  },
  {
    id: 'apps',
    header: 'menu.sections.apps',
    items: [
      { id: 'email', title: 'menu.email', icon: 'pi pi-envelope', path: paths.email, access: read('Email') },
      { id: 'chat', title: 'menu.chat', icon: 'pi pi-comments', path: paths.chat, access: read('Chat') },
      { id: 'todo', title: 'menu.todo', icon: 'pi pi-check-square', path: paths.todo, access: read('Todo') },
      { id: 'calendar', title: 'menu.calendar', icon: 'pi pi-calendar', path: paths.calendar, access: read('Calendar') },
      {
        id: 'invoices',
        title: 'menu.invoice',
        icon: 'pi pi-file',
        children: [
          { id: 'invoice-list', title: 'menu.list', path: paths.invoicesList, access: read('Invoice') },
          { id: 'invoice-preview', title: 'menu.preview', path: paths.invoicePreview(4987), access: read('Invoice') },
        ],
      },
      {
        id: 'users',
        title: 'menu.user',
        icon: 'pi pi-users',
        children: [
          { id: 'user-list', title: 'menu.list', path: paths.usersList, access: read('User') },
          { id: 'user-view', title: 'menu.view', path: paths.userView(1), access: read('User') },
        ],
      },
      {
        id: 'shop',
        title: 'menu.ecommerce',
        icon: 'pi pi-shopping-cart',
        children: [
          { id: 'shop-products', title: 'menu.shop', path: paths.shopProducts, access: read('Ecommerce') },
          { id: 'shop-wishlist', title: 'menu.wishlist', path: paths.shopWishlist, access: read('Ecommerce') },
          { id: 'shop-checkout', title: 'menu.checkout', path: paths.shopCheckout, access: read('Ecommerce') },
        ],
      },
    ],
  },
  {
    id: 'pages',
    header: 'menu.sections.pages',
    items: [
      { id: 'account-settings', title: 'menu.accountSettings', icon: 'pi pi-cog', path: paths.accountSettings, access: read('Page') },
      { id: 'profile', title: 'menu.profile', icon: 'pi pi-user', path: paths.profile, access: read('Page') },
      { id: 'faq', title: 'menu.faq', icon: 'pi pi-question-circle', path: paths.faq, access: read('Page') },
      { id: 'knowledge-base', title: 'menu.knowledgeBase', icon: 'pi pi-book', path: paths.knowledgeBase, access: read('Page') },
      { id: 'pricing', title: 'menu.pricing', icon: 'pi pi-dollar', path: paths.pricing, access: read('Page') },
      {
        id: 'blog',
        title: 'menu.blog',
        icon: 'pi pi-pencil',
        children: [
          { id: 'blog-list', title: 'menu.list', path: paths.blogList, access: read('Page') },
          { id: 'blog-detail', title: 'menu.detail', path: paths.blogDetail(1), access: read('Page') },
          { id: 'blog-edit', title: 'menu.edit', path: paths.blogEdit(1), access: read('Page') },
        ],
      },
      {
        id: 'auth-pages',
        title: 'menu.authentication',
        icon: 'pi pi-lock',
        children: [
          { id: 'auth-login', title: 'menu.login', path: paths.login, access: read('Auth') },
          { id: 'auth-register', title: 'menu.register', path: paths.register, access: read('Auth') },
          { id: 'auth-forgot', title: 'menu.forgotPassword', path: paths.forgotPassword, access: read('Auth') },
          { id: 'auth-reset', title: 'menu.resetPassword', path: paths.resetPassword, access: read('Auth') },
          { id: 'auth-verify', title: 'menu.verifyEmail', path: paths.verifyEmail, access: read('Auth') },
          { id: 'auth-two-steps', title: 'menu.twoSteps', path: paths.twoSteps, access: read('Auth') },
        ],
      },
      {
        id: 'misc',
        title: 'menu.miscellaneous',
        icon: 'pi pi-th-large',
        children: [
          { id: 'misc-coming-soon', title: 'menu.comingSoon', path: paths.comingSoon, access: read('Auth') },
          { id: 'misc-not-authorized', title: 'menu.notAuthorized', path: paths.notAuthorized, access: read('Auth') },
          { id: 'misc-maintenance', title: 'menu.maintenance', path: paths.maintenance, access: read('Auth') },
          { id: 'misc-error', title: 'menu.error', path: paths.error, access: read('Auth') },
        ],
      },
      { id: 'access-control', title: 'menu.accessControl', icon: 'pi pi-shield', path: paths.accessControl, access: read('ACL') },
    ],
  },
  {
    id: 'ui',
    header: 'menu.sections.ui',
    items: [
      {
        id: 'cards',
        title: 'menu.cards',
        icon: 'pi pi-clone',
        children: [
          { id: 'cards-statistics', title: 'menu.statistics', path: paths.cardsStatistics, access: read('Card') },
          { id: 'cards-analytics', title: 'menu.analytics', path: paths.cardsAnalytics, access: read('Card') },
        ],
      },
      {
        id: 'components',
        title: 'menu.components',
        icon: 'pi pi-box',
        children: [
          { id: 'components-buttons', title: 'menu.buttons', path: paths.componentsButtons, access: read('Page') },
          { id: 'components-overlays', title: 'menu.overlays', path: paths.componentsOverlays, access: read('Page') },
        ],
      },
      { id: 'autocomplete', title: 'menu.autocomplete', icon: 'pi pi-search', path: paths.autocomplete, access: read('Table') },
    ],
  },
  {
    id: 'forms-tables',
    header: 'menu.sections.formsTables',
    items: [
      { id: 'form-elements', title: 'menu.formElements', icon: 'pi pi-list', path: paths.formElements, access: read('Page') },
      {
        id: 'tables',
        title: 'menu.tables',
        icon: 'pi pi-table',
        children: [
          { id: 'tables-basic', title: 'menu.basicTable', path: paths.tablesBasic, access: read('Table') },
          { id: 'tables-advanced', title: 'menu.advancedTable', path: paths.tablesAdvanced, access: read('Table') },
        ],
      },
      { id: 'charts', title: 'menu.charts', icon: 'pi pi-chart-pie', path: paths.charts, access: read('Card') },
    ],
  },
];

/** Whether an entry is offered to the signed-in account: its ability, and a member record for member-only entries. */
export function offered(item: MenuItem, allowed: (access: Access | undefined) => boolean, memberId: number | null | undefined): boolean {
  return allowed(item.access) && (!item.memberOnly || typeof memberId === 'number');
}

/** Every leaf of the menu, flattened. */
export function menuLeaves(sections: MenuSection[] = MENU): MenuItem[] {
  const walk = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => (i.children ? walk(i.children) : [i]));
  return sections.flatMap((s) => walk(s.items));
}
