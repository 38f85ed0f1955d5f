import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root, found by walking up from this module. The same code runs from
 * src/ (tests, tsx) and from the dist/ bundle, so a fixed relative path would be wrong in one of them.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@kindred/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @kindred/server package root');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
export const WEB_DIST_DIR = join(SERVER_ROOT, '..', 'web', 'dist');
export const APP_VERSION: string = JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')).version;
