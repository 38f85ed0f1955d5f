import { PHOTO_MESSAGES } from '@kindred/core/kindred';
import { AppError } from '../../app-error';

/** Runs image decodes a few at a time: the rest wait their turn, and a full or slow queue is a 503. */
export interface DecodeSlots {
  run<T>(decode: () => Promise<T>): Promise<T>;
}

export interface DecodeSlotsOptions {
  /** Decodes at once in this process; each may hold a full-size bitmap (up to PHOTO_MAX_PIXELS x 4 bytes). */
  concurrency?: number;
  /** Uploads that may wait for a slot; one more is answered 503 at once rather than held in memory. */
  maxWaiting?: number;
  /** How long an upload waits for a slot before it is answered 503. */
  maxWaitMs?: number;
  /** The Retry-After sent with the 503. */
  retryAfterSeconds?: number;
}

/**
 * Two decodes at a time keep a 2-core machine's resident memory bounded (issue #15); eight waiting
 * uploads hold at most 8 x 5 MB of bytes, and none waits more than 10 s, so a flood of uploads costs
 * its senders a 503 with Retry-After instead of costing everyone the server.
 */
export function createDecodeSlots({ concurrency = 2, maxWaiting = 8, maxWaitMs = 10_000, retryAfterSeconds = 5 }: DecodeSlotsOptions = {}): DecodeSlots {
  let active = 0;
  const waiting: (() => void)[] = [];
  const busy = () => new AppError('SERVICE_UNAVAILABLE', PHOTO_MESSAGES.busy, undefined, { retryAfterSeconds });

  function acquire(): Promise<void> {
    if (active < concurrency) {
      active += 1;
      return Promise.resolve();
    }
    if (waiting.length >= maxWaiting) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(grant), 1);
        reject(busy());
      }, maxWaitMs);
      waiting.push(grant);
    });
  }

  // A finished decode hands its slot straight to the longest waiter.
  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    async run(decode) {
      await acquire();
      try {
        return await decode();
      } finally {
        release();
      }
    },
  };
}
