import type { AppRoute } from '../../app/routing';
import { paths } from '../../app/paths';

const page = { action: 'read', subject: 'Page' } as const;

export const routes: AppRoute[] = [
  { path: paths.accountSettings, load: () => import('./account/account-settings-page'), access: page },
  { path: paths.profile, load: () => import('./profile/profile-page'), access: page },
  { path: paths.faq, load: () => import('./help/faq-page'), access: page },
  { path: paths.knowledgeBase, load: () => import('./help/knowledge-base-page'), access: page },
  { path: paths.knowledgeBaseCategory(), load: () => import('./help/knowledge-base-category-page'), access: page },
  { path: paths.knowledgeBaseQuestion(), load: () => import('./help/knowledge-base-question-page'), access: page },
  { path: paths.pricing, load: () => import('./pricing/pricing-page'), access: page },
  { path: paths.blogList, load: () => import('./blog/blog-list-page'), access: page },
  { path: paths.blogDetail(), load: () => import('./blog/blog-detail-page'), access: page },
  { path: paths.blogEdit(), load: () => import('./blog/blog-edit-page'), access: page },
];
