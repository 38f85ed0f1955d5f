import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_CHUNK_LOAD_TIMEOUT_MS } from '@kindred/core/constants';
import { ChunkLoadTimeoutError, withTimeout } from '../lib/chunk-load';
import { lazyRoute } from './lazy-route';

describe('lazyRoute', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands the module default export to the router as the route component', async () => {
    const Page = () => null;

    await expect(lazyRoute(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it(`fails with a clear error when a chunk has not arrived after ${SCRIPT_CHUNK_LOAD_TIMEOUT_MS} ms`, async () => {
    const stalled = withTimeout(() => new Promise<never>(() => {}));
    const assertion = expect(stalled).rejects.toThrow(ChunkLoadTimeoutError);

    await vi.advanceTimersByTimeAsync(SCRIPT_CHUNK_LOAD_TIMEOUT_MS);

    await assertion;
  });

  it('waits the full time-out before giving up on a slow chunk', async () => {
    const slow = withTimeout(() => new Promise((resolve) => setTimeout(() => resolve('loaded'), SCRIPT_CHUNK_LOAD_TIMEOUT_MS - 1)));

    await vi.advanceTimersByTimeAsync(SCRIPT_CHUNK_LOAD_TIMEOUT_MS - 1);

    await expect(slow).resolves.toBe('loaded');
  });
});
