import type { ServerArea } from '../area.js';
import { information, informationCategories, informationHandlers } from './information.js';
import { informationImageHandlers } from './information-images.js';
import { mailFileHandlers } from './mail-files.js';
import { getMailStatistics } from './mail-statistics.js';
import { mailHandlers, mails } from './mails.js';
import { referenceHandlers, referenceLogs, references } from './references.js';
import { correspondenceSeeders } from './seed/index.js';

/** Correspondence: the incoming mail register with dispositions and statistics, the information centre, reference letters. */
export const area: ServerArea = {
  modules: [mails, informationCategories, information, references, referenceLogs],
  handlers: { ...mailHandlers, ...mailFileHandlers, getMailStatistics, ...informationHandlers, ...informationImageHandlers, ...referenceHandlers },
  seeders: correspondenceSeeders,
};
