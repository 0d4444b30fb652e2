import type { ServerArea } from '../area.js';

export const area: ServerArea = { modules: [], handlers: {}, seeders: [] };
