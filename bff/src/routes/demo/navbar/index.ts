import { loadFixture } from '../../../lib/fixtures.js';
import { notFound } from '../../../lib/http-error.js';
import { errorResponses } from '../../../schemas/common.js';
import { MemoryNavbarStore, type SearchGroup } from '../../../stores/navbar.js';
import { resettableStore, type DemoArea } from '../area.js';
import {
  BookmarksResponseSchema,
  MainSearchQuerySchema,
  MainSearchResponseSchema,
  navbarSchemas,
  ToggleBookmarkBodySchema,
  ToggleBookmarkResponseSchema,
} from './schemas.js';

const TAG = 'Navbar';
const SUBJECT = 'Navbar';

const area: DemoArea = {
  tag: { name: TAG, description: 'Navbar search and bookmarks.' },
  plugin: async (app, options) => {
    const { now = () => new Date() } = options;
    for (const schema of navbarSchemas) app.addSchema(schema);
    const store = resettableStore(
      options,
      () => new MemoryNavbarStore(loadFixture<{ searchArr: SearchGroup[] }>('demo/search.json', now()).searchArr),
    );

    app.get(
      '/api/main-search/data',
      {
        config: { ability: { action: 'read', subject: SUBJECT } },
        schema: {
          operationId: 'getMainSearchData',
          tags: [TAG],
          summary: 'Navbar search groups',
          description:
            'The Pages, Files and Contacts groups, with the current bookmark flags on the pages. q keeps, in each ' +
            "group, the items whose title contains it case-insensitively (for Contacts also the email; a file's " +
            'title is its file name); every group is returned, possibly with no items. Without q, everything.',
          querystring: MainSearchQuerySchema,
          response: { 200: MainSearchResponseSchema },
        },
      },
      async (request) => ({ searchArr: store.search(request.query.q) }),
    );

    app.get(
      '/api/bookmarks/data',
      {
        config: { ability: { action: 'read', subject: SUBJECT } },
        schema: {
          operationId: 'getBookmarks',
          tags: [TAG],
          summary: 'Bookmarkable pages and the bookmarked ones',
          description:
            'suggestions lists every page of the Pages group; bookmarks the bookmarked ones. Both in Pages order.',
          response: { 200: BookmarksResponseSchema },
        },
      },
      async () => store.bookmarks(),
    );

    app.post(
      '/api/bookmarks/update',
      {
        config: { ability: { action: 'update', subject: SUBJECT } },
        schema: {
          operationId: 'toggleBookmark',
          tags: [TAG],
          summary: 'Toggle the bookmark of a page',
          description:
            'Flips isBookmarked of the page with this id and answers the updated page (the template answered ' +
            'without a body). The change shows in bookmarks and main search. An unknown id answers 404.',
          body: ToggleBookmarkBodySchema,
          response: { 200: ToggleBookmarkResponseSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const item = store.toggleBookmark(request.body.id);
        if (!item) throw notFound(`Page ${request.body.id}`);
        return { item };
      },
    );
  },
};

export default area;
