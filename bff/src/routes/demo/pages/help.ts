import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SearchQuery } from '../../../schemas/common.js';
import type { PagesContentStore } from '../../../stores/pages-content.js';
import { PAGE_SUBJECT, PAGES_TAG } from './schemas.js';

export interface HelpRoutesOptions {
  content: PagesContentStore;
}

const read = { ability: { action: 'read', subject: PAGE_SUBJECT } } as const;

/** The FAQ and the knowledge base (its topics, a topic's sections and an article). */
const helpRoutes: FastifyPluginAsyncTypebox<HelpRoutesOptions> = async (app, { content }) => {
  app.get(
    '/faq/data',
    {
      config: read,
      schema: {
        operationId: 'getFaq',
        tags: [PAGES_TAG],
        summary: 'FAQ by category',
        description:
          'The five FAQ categories (payment, delivery, cancellationReturn, myOrders, productServices), keyed by ' +
          'name. q keeps the questions whose text contains it, case-insensitively (answers are not searched). ' +
          'Every category is always present, in this order: one without matches has an empty qandA, so the ' +
          "page's category list stays stable while searching (the template's later versions; its first dropped " +
          'such categories). Without q, every question.',
        querystring: Type.Object({ q: SearchQuery }),
        response: { 200: Type.Ref('FaqData') },
      },
    },
    async (request) => content.faq(request.query.q),
  );

  app.get(
    '/faq/data/knowledge_base',
    {
      config: read,
      schema: {
        operationId: 'getKnowledgeBaseTopics',
        tags: [PAGES_TAG],
        summary: 'Knowledge base topics',
        description: 'The topics on the knowledge base landing page; category is the slug of the topic page.',
        response: { 200: Type.Array(Type.Ref('KnowledgeBaseTopic')) },
      },
    },
    async () => content.knowledgeBaseTopics(),
  );

  app.get(
    '/faq/data/category',
    {
      config: read,
      schema: {
        operationId: 'getKnowledgeBaseCategories',
        tags: [PAGES_TAG],
        summary: 'Sections of a knowledge base topic page',
        description:
          'The sections of a topic page, each with its questions (id, text and slug of the article page). The demo ' +
          'holds the sections of one topic (membership) and serves them for every topic page, as the template did.',
        response: { 200: Type.Array(Type.Ref('KnowledgeBaseCategory')) },
      },
    },
    async () => content.knowledgeBaseCategories(),
  );

  app.get(
    '/faq/data/question',
    {
      config: read,
      schema: {
        operationId: 'getKnowledgeBaseQuestion',
        tags: [PAGES_TAG],
        summary: 'A knowledge base article',
        description:
          'An article page: title, last update, related questions and the content as HTML. The demo holds one ' +
          'article (renewing your membership) and serves it for every question link, as the template did.',
        response: { 200: Type.Ref('KnowledgeBaseQuestion') },
      },
    },
    async () => content.knowledgeBaseQuestion(),
  );
};

export default helpRoutes;
