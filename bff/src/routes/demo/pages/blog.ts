import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../../lib/http-error.js';
import { errorResponses } from '../../../schemas/common.js';
import type { BlogStore } from '../../../stores/pages-blog.js';
import { BlogListQuerySchema, BlogPostQuerySchema } from './blog-schemas.js';
import { PAGE_SUBJECT, PAGES_TAG } from './schemas.js';

export interface BlogRoutesOptions {
  blog: BlogStore;
}

const read = { ability: { action: 'read', subject: PAGE_SUBJECT } } as const;

const POST_PAGE =
  'id picks a post of the list (404 when the list has no such post); without id, the featured post (the first ' +
  'of the list), as the template always answered. The featured post has its full page; the others are built ' +
  'from their list entry (the excerpt as content, no comments yet).';

/** The blog list, its sidebar, and the detail and edit pages of a post. */
const blogRoutes: FastifyPluginAsyncTypebox<BlogRoutesOptions> = async (app, { blog }) => {
  app.get(
    '/blog/list/data',
    {
      config: read,
      schema: {
        operationId: 'getBlogPosts',
        tags: [PAGES_TAG],
        summary: 'Blog posts',
        description:
          'The posts of the blog list, in list order (newest first). q keeps the posts whose title contains it, case-insensitively.',
        querystring: BlogListQuerySchema,
        response: { 200: Type.Array(Type.Ref('BlogPost')) },
      },
    },
    async (request) => blog.list(request.query.q),
  );

  app.get(
    '/blog/list/data/sidebar',
    {
      config: read,
      schema: {
        operationId: 'getBlogSidebar',
        tags: [PAGES_TAG],
        summary: 'Blog sidebar',
        description: 'The four most recent posts and the blog categories with their icons.',
        response: { 200: Type.Ref('BlogSidebar') },
      },
    },
    async () => blog.sidebar(),
  );

  app.get(
    '/blog/list/data/detail',
    {
      config: read,
      schema: {
        operationId: 'getBlogDetail',
        tags: [PAGES_TAG],
        summary: 'Blog post detail page',
        description: `The post with its content and comments. ${POST_PAGE}`,
        querystring: BlogPostQuerySchema,
        response: { 200: Type.Ref('BlogDetail'), ...errorResponses(404) },
      },
    },
    async (request) => {
      const detail = blog.detail(request.query.id);
      if (detail === undefined) throw notFound(`Blog post ${request.query.id}`);
      return detail;
    },
  );

  app.get(
    '/blog/list/data/edit',
    {
      config: read,
      schema: {
        operationId: 'getBlogEdit',
        tags: [PAGES_TAG],
        summary: 'Blog post edit form',
        description: `The values the edit form starts with: title, categories, slug, status, excerpt and image. ${POST_PAGE}`,
        querystring: BlogPostQuerySchema,
        response: { 200: Type.Ref('BlogEdit'), ...errorResponses(404) },
      },
    },
    async (request) => {
      const edit = blog.edit(request.query.id);
      if (edit === undefined) throw notFound(`Blog post ${request.query.id}`);
      return edit;
    },
  );
};

export default blogRoutes;
