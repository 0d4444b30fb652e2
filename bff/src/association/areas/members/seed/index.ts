import type { Seeder } from '../../../seed/context.js';
import { credentialsSeeder } from './credentials.js';
import { lifecycleSeeder } from './lifecycle.js';
import { mitigationSeeder } from './mitigation.js';
import { skpSeeder } from './skp.js';
import { verificationsSeeder } from './verifications.js';

/** In dependency order: verifications read the timeline the lifecycle writes. */
export const memberSeeders: Seeder[] = [lifecycleSeeder, verificationsSeeder, credentialsSeeder, skpSeeder, mitigationSeeder];
