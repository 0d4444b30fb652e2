import type { ServerArea } from '../area.js';
import { alertHandlers } from './alerts.js';
import { credentialModules } from './credentials.js';
import { licenceHandlers } from './licences.js';
import { memberHandlers } from './member-operations.js';
import { members } from './members.js';
import { mitigationModules } from './mitigation.js';
import { memberSeeders } from './seed/index.js';
import { statisticsHandlers } from './statistics.js';
import { strHandlers, strModules } from './str.js';
import { verificationHandlers, verifications } from './verifications.js';
import { memberTransfers, transferHandlers } from './transfers.js';

export const area: ServerArea = {
  modules: [members, memberTransfers, verifications, ...strModules, ...credentialModules, ...mitigationModules],
  handlers: {
    ...memberHandlers,
    ...transferHandlers,
    ...verificationHandlers,
    ...strHandlers,
    ...licenceHandlers,
    ...statisticsHandlers,
    ...alertHandlers,
  },
  seeders: memberSeeders,
};
