import type { ServerArea } from '../area.js';
import { colleagues } from './colleagues.js';
import { courseEnrolments, courseHandlers, onlineCourses } from './courses.js';
import { forumBanners, forumCategories, forumHandlers, forumReports, forumStreams } from './forums.js';
import { medicolegalCases, medicolegalHandlers } from './medicolegal.js';
import { pitEvents, pitHandlers, pitRegistrations } from './pit.js';
import { activities, proposalHandlers, proposals } from './proposals.js';
import { communitySeeders } from './seed/index.js';
import { appVersions, globalConfigs, versionHandlers } from './settings.js';

/**
 * Community: medicolegal cases, the colleague directory, online courses, PIT events, proposals, activities, the forum
 * (categories, reports, streams, banners, statistics), app versions and global settings.
 */
export const area: ServerArea = {
  modules: [
    medicolegalCases,
    colleagues,
    onlineCourses,
    courseEnrolments,
    pitEvents,
    pitRegistrations,
    proposals,
    activities,
    forumCategories,
    forumReports,
    forumStreams,
    forumBanners,
    appVersions,
    globalConfigs,
  ],
  handlers: {
    ...medicolegalHandlers,
    ...courseHandlers,
    ...pitHandlers,
    ...proposalHandlers,
    ...forumHandlers,
    ...versionHandlers,
  },
  seeders: communitySeeders,
};
