import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../src/paths';

/** How many migrations the repository holds, from drizzle-kit's journal. */
export const MIGRATION_COUNT: number = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')).entries.length;
