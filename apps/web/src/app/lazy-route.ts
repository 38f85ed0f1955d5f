import type { ComponentType } from 'react';
import { withTimeout } from '../lib/chunk-load';

/** A data-router `lazy` for a route module whose default export is the page component. */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await withTimeout(load)).default });
}
