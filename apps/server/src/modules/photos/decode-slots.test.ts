import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@kindred/core/kindred';
import { createDecodeSlots } from './decode-slots';

/** A decode that runs until the test ends it. */
function heldDecode() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, decode: () => done };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('decode slots', () => {
  it('runs at most `concurrency` decodes at once and starts waiters in arrival order', async () => {
    const slots = createDecodeSlots({ concurrency: 2, maxWaiting: 8 });
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const holds = Array.from({ length: 6 }, heldDecode);
    const runs = holds.map((hold, i) =>
      slots.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        order.push(i);
        await hold.decode();
        running -= 1;
      }),
    );
    await settle();
    expect(order).toEqual([0, 1]);
    for (const hold of holds) {
      hold.finish();
      await settle();
    }
    await Promise.all(runs);
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('answers 503 with Retry-After at once when the queue is full, and frees the slot of a failed decode', async () => {
    const slots = createDecodeSlots({ concurrency: 1, maxWaiting: 1, retryAfterSeconds: 5 });
    const hold = heldDecode();
    const first = slots.run(hold.decode);
    const second = slots.run(async () => 'second');
    await expect(slots.run(async () => 'third')).rejects.toMatchObject({ statusCode: 503, message: PHOTO_MESSAGES.busy, extra: { retryAfterSeconds: 5 } });
    hold.finish();
    await first;
    expect(await second).toBe('second');
    await expect(slots.run(() => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(await slots.run(async () => 'after a failure')).toBe('after a failure');
  });

  it('answers 503 to an upload that waited longer than maxWaitMs, and forgets it', async () => {
    const slots = createDecodeSlots({ concurrency: 1, maxWaiting: 1, maxWaitMs: 50 });
    const hold = heldDecode();
    const first = slots.run(hold.decode);
    await expect(slots.run(async () => 'late')).rejects.toMatchObject({ statusCode: 503 });
    // The timed-out waiter left the queue, so it neither holds a place nor takes the next slot.
    const next = slots.run(async () => 'next');
    hold.finish();
    await first;
    expect(await next).toBe('next');
  });
});
