import type {
  FaqData,
  KnowledgeBaseCategory,
  KnowledgeBaseData,
  KnowledgeBaseQuestion,
  KnowledgeBaseTopic,
} from '../routes/demo/pages/help-schemas.js';
import { FAQ_CATEGORIES } from '../routes/demo/pages/help-schemas.js';
import type { PricingData, ProfileData } from '../routes/demo/pages/schemas.js';
import { includesText } from '../lib/paginate.js';

export interface PagesContent {
  profile: ProfileData;
  pricing: PricingData;
  faq: FaqData;
  knowledgeBase: KnowledgeBaseData;
}

/** The read-only pages: profile, pricing, FAQ and knowledge base. */
export interface PagesContentStore {
  profile(): ProfileData;
  pricing(): PricingData;
  /**
   * Every FAQ category, always all of them and in a fixed order, keeping only the questions whose text contains q
   * (case-insensitive; answers are not searched). A category without matches keeps its place with an empty qandA.
   */
  faq(q?: string): FaqData;
  knowledgeBaseTopics(): KnowledgeBaseTopic[];
  knowledgeBaseCategories(): KnowledgeBaseCategory[];
  knowledgeBaseQuestion(): KnowledgeBaseQuestion;
}

export class MemoryPagesContentStore implements PagesContentStore {
  constructor(private readonly content: PagesContent) {}

  profile() {
    return structuredClone(this.content.profile);
  }

  pricing() {
    return structuredClone(this.content.pricing);
  }

  faq(q?: string) {
    const entries = FAQ_CATEGORIES.map((key) => {
      const category = this.content.faq[key];
      return [key, { ...category, qandA: category.qandA.filter((item) => includesText(item.question, q)) }];
    });
    return structuredClone(Object.fromEntries(entries) as FaqData);
  }

  knowledgeBaseTopics() {
    return structuredClone(this.content.knowledgeBase.knowledgeBase);
  }

  knowledgeBaseCategories() {
    return structuredClone(this.content.knowledgeBase.categories);
  }

  knowledgeBaseQuestion() {
    return structuredClone(this.content.knowledgeBase.question);
  }
}
