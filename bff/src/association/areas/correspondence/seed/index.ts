import type { Seeder } from '../../../seed/context.js';
import { informationSeeder } from './information.js';
import { mailsSeeder } from './mails.js';
import { referencesSeeder } from './references.js';

export const correspondenceSeeders: Seeder[] = [mailsSeeder, informationSeeder, referencesSeeder];
