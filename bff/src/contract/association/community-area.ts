import type { OperationContract } from './operation.js';
import type { ResourceContract } from './resource.js';

/** OpenAPI tags of this area (one per resource group), with their descriptions. */
export const TAGS: { name: string; description: string }[] = [];
export const RESOURCES: ResourceContract[] = [];
export const OPERATIONS: OperationContract[] = [];
