import type { JobDefinition } from './job';

/** Every kind of background job this server runs; features add theirs here. */
export const JOBS: readonly JobDefinition[] = [];
