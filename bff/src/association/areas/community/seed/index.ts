import type { Seeder } from '../../../seed/context.js';
import { casesSeeder } from './cases.js';
import { forumsSeeder } from './forums.js';
import { learningSeeder } from './learning.js';
import { settingsSeeder } from './settings.js';

/** After members and divisions: every community record refers to them. */
export const communitySeeders: Seeder[] = [casesSeeder, learningSeeder, forumsSeeder, settingsSeeder];
