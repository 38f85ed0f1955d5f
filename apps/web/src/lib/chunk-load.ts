import { lazy, type ComponentType } from 'react';
import { SCRIPT_CHUNK_LOAD_TIMEOUT_MS } from '@kindred/core/constants';

/** A part of the app did not arrive in time (spec §9, script chunk load time-out). */
export class ChunkLoadTimeoutError extends Error {
  override readonly name = 'ChunkLoadTimeoutError';
}

/** Rejects if `load` has not settled within `timeoutMs`, so a stalled download ends in an error screen. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs = SCRIPT_CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadTimeoutError(`A part of the app took longer than ${timeoutMs / 1000} s to load.`)),
      timeoutMs,
    );
    load().then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * A component whose code downloads when it first renders: for what a page shows only when asked,
 * such as a dialog, so the page itself loads and starts sooner. Render it inside `OnDemand`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await withTimeout(load) }));
}
