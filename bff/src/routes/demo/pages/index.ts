import { loadFixture } from '../../../lib/fixtures.js';
import { MemoryAccountSettingsStore } from '../../../stores/pages-account.js';
import { MemoryBlogStore } from '../../../stores/pages-blog.js';
import { MemoryPagesContentStore } from '../../../stores/pages-content.js';
import { resettableStore, type DemoArea } from '../area.js';
import accountRoutes from './account.js';
import { BlogDetailSchema, BlogEditSchema, BlogPostSchema, BlogSidebarSchema, type BlogData } from './blog-schemas.js';
import blogRoutes from './blog.js';
import {
  FaqCategorySchema,
  FaqDataSchema,
  KnowledgeBaseCategorySchema,
  KnowledgeBaseQuestionSchema,
  KnowledgeBaseTopicSchema,
  type FaqData,
  type KnowledgeBaseData,
} from './help-schemas.js';
import helpRoutes from './help.js';
import {
  AccountSettingsSchema,
  PAGES_TAG,
  PricingDataSchema,
  PricingPlanSchema,
  ProfileDataSchema,
  type AccountSettings,
  type PricingData,
  type ProfileData,
} from './schemas.js';

const PAGES_SCHEMAS = [
  AccountSettingsSchema,
  ProfileDataSchema,
  PricingPlanSchema,
  PricingDataSchema,
  FaqCategorySchema,
  FaqDataSchema,
  KnowledgeBaseTopicSchema,
  KnowledgeBaseCategorySchema,
  KnowledgeBaseQuestionSchema,
  BlogPostSchema,
  BlogSidebarSchema,
  BlogDetailSchema,
  BlogEditSchema,
];

const area: DemoArea = {
  tag: { name: PAGES_TAG, description: 'Account settings, profile, pricing, FAQ, knowledge base and blog.' },
  plugin: async (app, options) => {
    const { now = () => new Date() } = options;
    for (const schema of PAGES_SCHEMAS) app.addSchema(schema);
    const at = now();
    const settings = resettableStore(
      options,
      () => new MemoryAccountSettingsStore(loadFixture<AccountSettings>('demo/account-settings.json', at)),
    );
    const content = resettableStore(
      options,
      () =>
        new MemoryPagesContentStore({
          profile: loadFixture<ProfileData>('demo/profile.json', at),
          pricing: loadFixture<PricingData>('demo/pricing.json', at),
          faq: loadFixture<FaqData>('demo/faq.json', at),
          knowledgeBase: loadFixture<KnowledgeBaseData>('demo/knowledge-base.json', at),
        }),
    );
    const blog = resettableStore(options, () => new MemoryBlogStore(loadFixture<BlogData>('demo/blog.json', at)));

    await app.register(accountRoutes, { settings, content });
    await app.register(helpRoutes, { content });
    await app.register(blogRoutes, { blog });
  },
};

export default area;
