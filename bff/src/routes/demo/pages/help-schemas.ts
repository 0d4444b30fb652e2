import { Type, type Static } from 'typebox';
import { QandASchema } from './schemas.js';

// FAQ page.

export const FAQ_CATEGORIES = ['payment', 'delivery', 'cancellationReturn', 'myOrders', 'productServices'] as const;
export type FaqCategoryKey = (typeof FAQ_CATEGORIES)[number];

export const FaqCategorySchema = Type.Object(
  {
    icon: Type.String({ examples: ['pi pi-credit-card'] }),
    title: Type.String({ examples: ['Dues and payments'] }),
    subtitle: Type.String(),
    qandA: Type.Array(QandASchema),
  },
  { $id: 'FaqCategory' },
);
export type FaqCategory = Static<typeof FaqCategorySchema>;
export type FaqData = Record<FaqCategoryKey, FaqCategory>;

export const FaqDataSchema = Type.Object(
  {
    payment: Type.Ref('FaqCategory'),
    delivery: Type.Ref('FaqCategory'),
    cancellationReturn: Type.Ref('FaqCategory'),
    myOrders: Type.Ref('FaqCategory'),
    productServices: Type.Ref('FaqCategory'),
  },
  {
    $id: 'FaqData',
    description: 'Every category, always in this order; a category without matching questions has an empty qandA.',
  },
);

// Knowledge base: topics, the sections of a topic page, and one article page.

export const KnowledgeBaseTopicSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    category: Type.String({ description: 'The topic slug used in the page address.', examples: ['membership'] }),
    img: Type.String(),
    title: Type.String({ examples: ['Membership'] }),
    desc: Type.String(),
  },
  { $id: 'KnowledgeBaseTopic' },
);
export type KnowledgeBaseTopic = Static<typeof KnowledgeBaseTopicSchema>;

export const KnowledgeBaseCategorySchema = Type.Object(
  {
    id: Type.Integer({ minimum: 0 }),
    title: Type.String({ examples: ['Renewal and good standing'] }),
    icon: Type.String(),
    iconColor: Type.String({ examples: ['primary'] }),
    questions: Type.Array(
      Type.Object({
        id: Type.Integer({ minimum: 1 }),
        question: Type.String(),
        slug: Type.String({ examples: ['renewing-your-membership'] }),
      }),
    ),
  },
  { $id: 'KnowledgeBaseCategory' },
);
export type KnowledgeBaseCategory = Static<typeof KnowledgeBaseCategorySchema>;

export const KnowledgeBaseQuestionSchema = Type.Object(
  {
    title: Type.String({ examples: ['Renewing your membership'] }),
    lastUpdated: Type.String({ format: 'date' }),
    relatedQuestions: Type.Array(Type.Object({ id: Type.Integer({ minimum: 1 }), question: Type.String() })),
    content: Type.String({ description: 'The article as HTML.' }),
  },
  { $id: 'KnowledgeBaseQuestion' },
);
export type KnowledgeBaseQuestion = Static<typeof KnowledgeBaseQuestionSchema>;

export interface KnowledgeBaseData {
  knowledgeBase: KnowledgeBaseTopic[];
  categories: KnowledgeBaseCategory[];
  question: KnowledgeBaseQuestion;
}
