import { activitiesContract } from './community-activities.js';
import { colleaguesContract } from './community-colleagues.js';
import { globalConfigsContract } from './community-configs.js';
import { courseEnrolmentsContract, courseOperations, onlineCoursesContract } from './community-courses.js';
import {
  forumBannersContract,
  forumCategoriesContract,
  forumOperations,
  forumReportsContract,
  forumStreamsContract,
} from './community-forums.js';
import { medicolegalCasesContract, medicolegalOperations } from './community-medicolegal.js';
import { pitEventsContract, pitOperations, pitRegistrationsContract } from './community-pit.js';
import { proposalOperations, proposalsContract } from './community-proposals.js';
import { versionOperations, versionsContract } from './community-versions.js';
import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

/** OpenAPI tags of this area (one per resource group), with their descriptions. */
export const TAGS: { name: string; description: string }[] = [
  {
    name: 'Medicolegal',
    description:
      'Medicolegal cases involving members: review, mediation, closing with a resolution or referral to a council.',
  },
  {
    name: 'Colleagues',
    description: 'The colleague (sejawat) directory: practice, referral and mentoring links between members.',
  },
  {
    name: 'Online Courses',
    description: 'Online courses (P2KB) earning SKP credits, with enrolments, capacity and completion.',
  },
  {
    name: 'PIT Events',
    description: 'Annual scientific meetings (PIT) with their status workflow and member registrations.',
  },
  {
    name: 'Proposals',
    description: 'Proposals (usulan) from branches and provinces, reviewed and then approved or rejected.',
  },
  { name: 'Activities', description: 'Activities (kegiatan) of the boards: seminars, social service, meetings.' },
  {
    name: 'Forums',
    description:
      "The members' forum: categories, the moderation queue of reports, live streams, banners and statistics.",
  },
  {
    name: 'Versions',
    description: 'Releases of the member app per platform, and the latest and minimum version of each.',
  },
  { name: 'Global Configs', description: 'Typed global settings, with every change in the audit trail.' },
];

export const RESOURCES: ResourceContract[] = [
  medicolegalCasesContract,
  colleaguesContract,
  onlineCoursesContract,
  courseEnrolmentsContract,
  pitEventsContract,
  pitRegistrationsContract,
  proposalsContract,
  activitiesContract,
  forumCategoriesContract,
  forumReportsContract,
  forumStreamsContract,
  forumBannersContract,
  versionsContract,
  globalConfigsContract,
];

export const OPERATIONS: OperationContract[] = [
  ...medicolegalOperations,
  ...courseOperations,
  ...pitOperations,
  ...proposalOperations,
  ...forumOperations,
  ...versionOperations,
];
