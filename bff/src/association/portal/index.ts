import type { ServerArea } from '../areas/area.js';
import { documentHandlers } from './document-handlers.js';
import { profileHandlers } from './profile.js';
import { recordHandlers } from './records.js';

/** The members' self-service portal: handlers only, over the members' and contributions' tables. */
export const portalArea: ServerArea = {
  modules: [],
  handlers: { ...profileHandlers, ...recordHandlers, ...documentHandlers },
  seeders: [],
};
