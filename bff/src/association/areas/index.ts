import { accountsArea } from '../access/area.js';
import { portalArea } from '../portal/index.js';
import { divisions } from '../resources/divisions.js';
import type { ServerArea } from './area.js';
import { area as community } from './community/index.js';
import { area as contributions } from './contributions/index.js';
import { area as correspondence } from './correspondence/index.js';
import { area as members } from './members/index.js';

/** Every area of the reference server, in seeding order (members before what refers to them). */
export const SERVER_AREAS: ServerArea[] = [
  { modules: [divisions], handlers: {}, seeders: [] },
  members,
  contributions,
  correspondence,
  community,
  accountsArea,
  portalArea,
];
