import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AccountSettingsStore } from '../../../stores/pages-account.js';
import type { PagesContentStore } from '../../../stores/pages-content.js';
import { AccountSettingsUpdateSchema, PAGE_SUBJECT, PAGES_TAG } from './schemas.js';

export interface AccountRoutesOptions {
  settings: AccountSettingsStore;
  content: PagesContentStore;
}

/** Account settings, profile and pricing. */
const accountRoutes: FastifyPluginAsyncTypebox<AccountRoutesOptions> = async (app, { settings, content }) => {
  app.get(
    '/account-setting/data',
    {
      config: { ability: { action: 'read', subject: PAGE_SUBJECT } },
      schema: {
        operationId: 'getAccountSettings',
        tags: [PAGES_TAG],
        summary: 'Account settings',
        description:
          'The four tabs of the account settings page: general, info, social (links and connected accounts) and ' +
          'notification flags. The demo has one settings record, shared by every caller.',
        response: { 200: Type.Ref('AccountSettings') },
      },
    },
    async () => settings.get(),
  );

  app.post(
    '/account-setting/data',
    {
      config: { ability: { action: 'update', subject: PAGE_SUBJECT } },
      schema: {
        operationId: 'updateAccountSettings',
        tags: [PAGES_TAG],
        summary: 'Save account settings',
        description:
          'Not in the template: the settings tabs save through it. Send one or more sections (general, info, ' +
          'social, notification); within a section only the fields sent change, and in social the links and each ' +
          'connection merge field by field too. Every field is checked against its section (unknown fields, bad ' +
          'emails, dates or phone numbers are a 400 naming the field). Answers the whole updated settings.',
        body: AccountSettingsUpdateSchema,
        response: { 200: Type.Ref('AccountSettings') },
      },
    },
    async (request) => settings.update(request.body),
  );

  app.get(
    '/profile/data',
    {
      config: { ability: { action: 'read', subject: PAGE_SUBJECT } },
      schema: {
        operationId: 'getProfile',
        tags: [PAGES_TAG],
        summary: 'Profile page',
        description:
          'Everything the profile page shows: header, about, suggested pages, twitter feeds, posts (key post) with ' +
          'likes and comments, latest photos, suggestions and polls.',
        response: { 200: Type.Ref('ProfileData') },
      },
    },
    async () => content.profile(),
  );

  app.get(
    '/pricing/data',
    {
      config: { ability: { action: 'read', subject: PAGE_SUBJECT } },
      schema: {
        operationId: 'getPricing',
        tags: [PAGES_TAG],
        summary: 'Pricing plans',
        description:
          'The Basic (free), Standard and Enterprise plans with their monthly price and the yearly price per month ' +
          'and in total, and the pricing questions and answers.',
        response: { 200: Type.Ref('PricingData') },
      },
    },
    async () => content.pricing(),
  );
};

export default accountRoutes;
