import type { TProperties, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../../src/lib/fixtures.js';
import {
  BlogDetailSchema,
  BlogEditSchema,
  BlogPostSchema,
  BlogSidebarSchema,
  type BlogData,
} from '../../src/routes/demo/pages/blog-schemas.js';
import {
  FAQ_CATEGORIES,
  FaqCategorySchema,
  KnowledgeBaseCategorySchema,
  KnowledgeBaseQuestionSchema,
  KnowledgeBaseTopicSchema,
  type FaqData,
  type KnowledgeBaseData,
} from '../../src/routes/demo/pages/help-schemas.js';
import {
  AccountSettingsSchema,
  PricingDataSchema,
  PricingPlanSchema,
  ProfileDataSchema,
  type AccountSettings,
} from '../../src/routes/demo/pages/schemas.js';
import { bearer } from '../helpers.js';
import { badFields, demoClient, type DemoClient } from './client.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const fixture = <T>(name: string) => loadFixture<T>(`demo/${name}.json`, NOW);

let c: DemoClient;
beforeEach(async () => {
  c = await demoClient(NOW);
});
afterEach(async () => {
  await c.close();
});

async function getJson(url: string) {
  const res = await c.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

async function expectBadRequest(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(badFields(res.json() as { details?: { field: string }[] })).toContain(field);
}

describe('account settings', () => {
  it('GET answers the four sections of the fixture', async () => {
    const body = await getJson('/account-setting/data');
    expect(Object.keys(body)).toEqual(['general', 'info', 'social', 'notification']);
    expect(body).toEqual(fixture('account-settings'));
  });

  it('POST merges the fields sent into their section, answers the whole settings and the next GET shows it', async () => {
    const before = fixture<AccountSettings>('account-settings');
    const res = await c.post('/account-setting/data', {
      general: { fullName: 'Rizky Pratama, drg.', email: 'rizky@pdgi.example' },
      notification: { productUpdates: true },
    });
    expect(res.statusCode).toBe(200);
    const expected = structuredClone(before);
    expected.general.fullName = 'Rizky Pratama, drg.';
    expected.general.email = 'rizky@pdgi.example';
    expected.notification.productUpdates = true;
    expect(res.json()).toEqual(expected);
    expect(await getJson('/account-setting/data')).toEqual(expected);
  });

  it('POST merges social links and each connection field by field', async () => {
    const res = await c.post('/account-setting/data', {
      social: {
        socialLinks: { instagram: 'https://instagram.com/rizky_drg' },
        connections: { facebook: { isConnected: true, id: 'rizky.fb' } },
      },
      info: { phone: '+62 811 000 111', dob: '1988-03-15' },
    });
    expect(res.statusCode).toBe(200);
    const after = await getJson('/account-setting/data');
    const before = fixture<AccountSettings>('account-settings');
    expect(after.social.socialLinks).toEqual({
      ...before.social.socialLinks,
      instagram: 'https://instagram.com/rizky_drg',
    });
    expect(after.social.connections.facebook).toEqual({
      profileImg: '/images/icons/social-facebook.svg',
      name: 'Facebook',
      id: 'rizky.fb',
      isConnected: true,
    });
    expect(after.social.connections.twitter).toEqual(before.social.connections.twitter);
    expect(after.info).toEqual({ ...before.info, phone: '+62 811 000 111', dob: '1988-03-15' });
    expect(after.general).toEqual(before.general);
  });

  it('POST accepts a whole section as GET returned it', async () => {
    const settings = await getJson('/account-setting/data');
    settings.social.connections.google.isConnected = false;
    const res = await c.post('/account-setting/data', { social: settings.social });
    expect(res.statusCode).toBe(200);
    expect(res.json().social).toEqual(settings.social);
  });

  it.each([
    ['an unknown section', { preferences: { theme: 'dark' } }, 'preferences'],
    ['an unknown field', { general: { nickname: 'rizky' } }, 'general.nickname'],
    ['a bad email', { general: { email: 'not-an-email' } }, 'general.email'],
    ['a username with spaces', { general: { username: 'rizky pratama' } }, 'general.username'],
    ['an empty full name', { general: { fullName: '' } }, 'general.fullName'],
    ['a too long bio', { info: { bio: 'x'.repeat(1001) } }, 'info.bio'],
    ['a date of birth that is not a date', { info: { dob: '14/03/1988' } }, 'info.dob'],
    ['letters in the phone number', { info: { phone: 'call me' } }, 'info.phone'],
    ['a flag that is not a boolean', { notification: { followMe: 'yes' } }, 'notification.followMe'],
    ['an unknown social link', { social: { socialLinks: { myspace: 'x' } } }, 'social.socialLinks.myspace'],
    [
      'a network that cannot be connected',
      { social: { connections: { quora: { isConnected: true } } } },
      'social.connections.quora',
    ],
    [
      'a connection flag that is not a boolean',
      { social: { connections: { google: { isConnected: 'on' } } } },
      'social.connections.google.isConnected',
    ],
    ['an empty section', { notification: {} }, 'notification'],
    ['no section at all', {}, '(root)'],
  ])('POST answers 400 naming the field for %s', async (_what, body, field) => {
    await expectBadRequest(await c.post('/account-setting/data', body), field);
  });

  it('POST with one bad field changes nothing, not even the valid sections', async () => {
    const res = await c.post('/account-setting/data', { general: { fullName: 'Changed' }, info: { phone: 'call me' } });
    await expectBadRequest(res, 'info.phone');
    expect(await getJson('/account-setting/data')).toEqual(fixture('account-settings'));
  });

  it('the client demo account gets 403 and no token gets 401', async () => {
    const forbidden = await c.request({
      method: 'POST',
      url: '/account-setting/data',
      payload: { notification: { followMe: true } },
      headers: bearer(c.clientToken),
    });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await c.app.inject({ method: 'GET', url: '/account-setting/data' });
    expect(anonymous.statusCode).toBe(401);
    expect((await c.request({ url: '/faq/data', headers: bearer(c.clientToken) })).statusCode).toBe(403);
  });
});

describe('profile and pricing', () => {
  it('GET /profile/data answers the profile', async () => {
    const body = await getJson('/profile/data');
    expect(Object.keys(body)).toEqual([
      'header',
      'userAbout',
      'suggestedPages',
      'twitterFeeds',
      'post',
      'latestPhotos',
      'suggestions',
      'polls',
    ]);
    expect(body).toEqual(fixture('profile'));
    expect(body.post[0].likedUsers.length).toBeGreaterThan(0);
  });

  it('GET /pricing/data answers the three plans with the prices of the specification', async () => {
    const body = await getJson('/pricing/data');
    expect(Object.keys(body)).toEqual(['basicPlan', 'standardPlan', 'enterprisePlan', 'qandA']);
    const prices = (plan: { monthlyPrice: number; yearlyPlan: object }) => [plan.monthlyPrice, plan.yearlyPlan];
    expect(prices(body.basicPlan)).toEqual([0, { perMonth: 0, totalAnnual: 0 }]);
    expect(prices(body.standardPlan)).toEqual([49, { perMonth: 40, totalAnnual: 480 }]);
    expect(prices(body.enterprisePlan)).toEqual([99, { perMonth: 80, totalAnnual: 960 }]);
    expect(body).toEqual(fixture('pricing'));
  });
});

describe('FAQ', () => {
  const questionsBy = (body: FaqData) =>
    Object.fromEntries(Object.entries(body).map(([key, category]) => [key, category.qandA.map((qa) => qa.question)]));

  it('without q answers every category with every question, in a fixed order', async () => {
    const body = await getJson('/faq/data');
    expect(Object.keys(body)).toEqual([...FAQ_CATEGORIES]);
    expect(body).toEqual(fixture('faq'));
    expect(await getJson('/faq/data?q=')).toEqual(body);
  });

  it('q keeps the questions containing it, case-insensitively, and keeps every category', async () => {
    const body = await getJson('/faq/data?q=ReFuNd');
    expect(Object.keys(body)).toEqual([...FAQ_CATEGORIES]);
    expect(questionsBy(body)).toEqual({
      payment: ['I paid twice by mistake. How do I get a refund?'],
      delivery: [],
      cancellationReturn: ['When will my refund arrive?'],
      myOrders: [],
      productServices: [],
    });
    expect(body.payment.title).toBe(fixture<FaqData>('faq').payment.title);
  });

  it('q does not search the answers', async () => {
    const body = await getJson('/faq/data?q=virtual%20account');
    expect(Object.values(questionsBy(body)).flat()).toEqual([]);
  });

  it('q without a match answers every category with an empty qandA', async () => {
    const body: FaqData = await getJson('/faq/data?q=orthodontic%20aligners');
    const faq = fixture<FaqData>('faq');
    expect(body).toEqual(Object.fromEntries(FAQ_CATEGORIES.map((key) => [key, { ...faq[key], qandA: [] }])));
  });

  it('a too long q is a 400 naming q', async () => {
    await expectBadRequest(await c.get(`/faq/data?q=${'a'.repeat(201)}`), 'q');
  });
});

describe('knowledge base', () => {
  it('GET /faq/data/knowledge_base answers the six topics', async () => {
    const body = await getJson('/faq/data/knowledge_base');
    expect(body).toHaveLength(6);
    expect(body).toEqual(fixture<KnowledgeBaseData>('knowledge-base').knowledgeBase);
  });

  it('GET /faq/data/category answers the six sections with their questions', async () => {
    const body = await getJson('/faq/data/category');
    expect(body.map((s: { questions: unknown[] }) => s.questions.length)).toEqual([5, 4, 5, 6, 6, 4]);
    expect(body).toEqual(fixture<KnowledgeBaseData>('knowledge-base').categories);
  });

  it('GET /faq/data/question answers the article', async () => {
    const body = await getJson('/faq/data/question');
    expect(Object.keys(body)).toEqual(['title', 'lastUpdated', 'relatedQuestions', 'content']);
    expect(body).toEqual(fixture<KnowledgeBaseData>('knowledge-base').question);
  });
});

describe('blog', () => {
  const blog = () => fixture<BlogData>('blog');

  it('GET /blog/list/data answers the six posts', async () => {
    const body = await getJson('/blog/list/data');
    expect(body).toHaveLength(6);
    expect(body).toEqual(blog().list);
  });

  it('q keeps the posts whose title contains it, case-insensitively, and does not search excerpts', async () => {
    expect((await getJson('/blog/list/data?q=skp')).map((p: { id: number }) => p.id)).toEqual([2]);
    expect((await getJson('/blog/list/data?q=HOW')).map((p: { id: number }) => p.id)).toEqual([4]);
    expect(await getJson('/blog/list/data?q=mobile%20clinic')).toEqual([]);
  });

  it('GET /blog/list/data/sidebar answers the recent posts and categories', async () => {
    const body = await getJson('/blog/list/data/sidebar');
    expect(body.recentPosts).toHaveLength(4);
    expect(body.categories).toHaveLength(5);
    expect(body).toEqual(blog().sidebar);
  });

  it('detail without id, or with the featured post id, answers the fixture page', async () => {
    expect(await getJson('/blog/list/data/detail')).toEqual(blog().detail);
    expect(await getJson('/blog/list/data/detail?id=1')).toEqual(blog().detail);
  });

  it('detail of another post is built from its list entry', async () => {
    const post = blog().list[2]!;
    expect(await getJson('/blog/list/data/detail?id=3')).toEqual({
      blog: {
        img: post.img,
        title: post.title,
        avatar: post.avatar,
        userFullName: post.userFullName,
        createdTime: post.blogPosted,
        tags: post.tags,
        content: `<p>${post.excerpt}</p>`,
        comments: post.comment,
        bookmarked: false,
      },
      comments: [],
    });
  });

  it('edit without id, or with the featured post id, answers the fixture form', async () => {
    expect(await getJson('/blog/list/data/edit')).toEqual(blog().edit);
    expect(await getJson('/blog/list/data/edit?id=1')).toEqual(blog().edit);
  });

  it('edit of another post is built from its list entry', async () => {
    const post = blog().list[1]!;
    expect(await getJson('/blog/list/data/edit?id=2')).toEqual({
      avatar: post.avatar,
      userFullName: post.userFullName,
      createdTime: post.blogPosted,
      blogTitle: post.title,
      blogCategories: [
        { value: 'education', label: 'Education' },
        { value: 'skp', label: 'SKP' },
      ],
      slug: 'planning-100-skp-credits-across-five-years-without-a-last-minute-rush',
      status: 'Published',
      excerpt: post.excerpt,
      featuredImage: post.img,
    });
  });

  it.each(['detail', 'edit'])('%s of an id not in the list is a 404', async (page) => {
    const res = await c.get(`/blog/list/data/${page}?id=99`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Blog post 99 not found' });
  });

  it.each(['abc', '0', '1.5'])('detail with id=%s is a 400 naming id', async (id) => {
    await expectBadRequest(await c.get(`/blog/list/data/detail?id=${id}`), 'id');
  });
});

describe('fixtures', () => {
  function expectValid(schema: TSchema, value: unknown, context: TProperties = {}) {
    expect(Value.Errors(context, schema, value).map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  }

  it('match the entity schemas', () => {
    expectValid(AccountSettingsSchema, fixture('account-settings'));
    expectValid(ProfileDataSchema, fixture('profile'));
    expectValid(PricingDataSchema, fixture('pricing'), { PricingPlan: PricingPlanSchema });

    const faq = fixture<FaqData>('faq');
    expect(Object.keys(faq).sort()).toEqual([...FAQ_CATEGORIES].sort());
    for (const key of FAQ_CATEGORIES) expectValid(FaqCategorySchema, faq[key]);

    const kb = fixture<KnowledgeBaseData>('knowledge-base');
    expect(Object.keys(kb)).toEqual(['knowledgeBase', 'categories', 'question']);
    for (const topic of kb.knowledgeBase) expectValid(KnowledgeBaseTopicSchema, topic);
    for (const category of kb.categories) expectValid(KnowledgeBaseCategorySchema, category);
    expectValid(KnowledgeBaseQuestionSchema, kb.question);

    const blog = fixture<BlogData>('blog');
    expect(Object.keys(blog)).toEqual(['list', 'sidebar', 'detail', 'edit']);
    for (const post of blog.list) expectValid(BlogPostSchema, post);
    expectValid(BlogSidebarSchema, blog.sidebar);
    expectValid(BlogDetailSchema, blog.detail);
    expectValid(BlogEditSchema, blog.edit);
  });

  it('have unique blog post ids, and the featured detail and edit pages belong to a listed post', () => {
    const blog = fixture<BlogData>('blog');
    expect(new Set(blog.list.map((p) => p.id)).size).toBe(blog.list.length);
    expect(blog.list.map((p) => p.title)).toContain(blog.detail.blog.title);
    expect(blog.list.map((p) => p.title)).toContain(blog.edit.blogTitle);
  });
});
