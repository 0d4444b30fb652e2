import { pagesApi } from '../generated/pages';

const SETTINGS = { type: 'AccountSettings', id: 'CURRENT' } as const;
const BLOG_LIST = { type: 'BlogPost', id: 'LIST' } as const;
const KB_TOPICS = { type: 'KnowledgeBase', id: 'LIST' } as const;

// Account settings are the one record of the area that changes: saving a section invalidates it, so the page
// refetches and shows what the server stored. The other pages are read-only content.
const api = pagesApi.enhanceEndpoints({
  addTagTypes: ['AccountSettings', 'Profile', 'Pricing', 'Faq', 'KnowledgeBase', 'BlogPost'],
  endpoints: {
    getAccountSettings: { providesTags: [SETTINGS] },
    // Only a save that succeeded changes the stored record; a refused one keeps the form as typed.
    updateAccountSettings: { invalidatesTags: (result) => (result ? [SETTINGS] : []) },
    getProfile: { providesTags: [{ type: 'Profile', id: 'CURRENT' }] },
    getPricing: { providesTags: [{ type: 'Pricing', id: 'LIST' }] },
    getFaq: { providesTags: [{ type: 'Faq', id: 'LIST' }] },
    getKnowledgeBaseTopics: {
      providesTags: (result) => [KB_TOPICS, ...(result ?? []).map((topic) => ({ type: 'KnowledgeBase' as const, id: topic.id }))],
    },
    getKnowledgeBaseCategories: { providesTags: [{ type: 'KnowledgeBase', id: 'CATEGORIES' }] },
    getKnowledgeBaseQuestion: { providesTags: [{ type: 'KnowledgeBase', id: 'QUESTION' }] },
    getBlogPosts: {
      providesTags: (result) => [BLOG_LIST, ...(result ?? []).map((post) => ({ type: 'BlogPost' as const, id: post.id }))],
    },
    getBlogSidebar: { providesTags: [BLOG_LIST] },
    getBlogDetail: { providesTags: (_r, _e, arg) => [{ type: 'BlogPost', id: arg.id ?? 'FEATURED' }] },
    getBlogEdit: { providesTags: (_r, _e, arg) => [{ type: 'BlogPost', id: arg.id ?? 'FEATURED' }] },
  },
});

export const {
  useGetAccountSettingsQuery,
  useUpdateAccountSettingsMutation,
  useGetProfileQuery,
  useGetPricingQuery,
  useGetFaqQuery,
  useGetKnowledgeBaseTopicsQuery,
  useGetKnowledgeBaseCategoriesQuery,
  useGetKnowledgeBaseQuestionQuery,
  useGetBlogPostsQuery,
  useGetBlogSidebarQuery,
  useGetBlogDetailQuery,
  useGetBlogEditQuery,
} = api;

export type {
  AccountSettings,
  BlogDetail,
  BlogEdit,
  BlogPost,
  BlogSidebar,
  FaqCategory,
  FaqData,
  KnowledgeBaseCategory,
  KnowledgeBaseQuestion,
  KnowledgeBaseTopic,
  PricingData,
  PricingPlan,
  ProfileData,
  UpdateAccountSettingsApiArg,
} from '../generated/pages';
