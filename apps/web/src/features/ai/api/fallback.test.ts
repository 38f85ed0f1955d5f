import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GIFT_IDEA_GENERIC, GIFT_IDEA_TEMPLATES, ICE_BREAKER_FALLBACK } from '@kindred/core/ai-texts';
import { stubApi } from '../../../testing/api-stub';
import { signInAs } from '../../../testing/session';
import { kindredAnswer, makeMemory, memoryPage } from '../ai-test-kit';
import { readGiftIdea } from './get-gift-idea';
import { readIceBreaker } from './get-ice-breaker';

const failure = (status: number, body: object = { error: 'The model is down', code: 'INTERNAL' }) => () => Response.json(body, { status });

// Six memories out of order; newest first they are F, E, D, C, B, A.
const memories = [
  makeMemory(1, '2024-01-01T12:00:00Z', 'A.'),
  makeMemory(4, '2024-01-04T12:00:00Z', 'D.'),
  makeMemory(6, '2024-01-06T12:00:00Z', 'F.'),
  makeMemory(2, '2024-01-02T12:00:00Z', 'B.'),
  makeMemory(5, '2024-01-05T12:00:00Z', null, 'E title'),
  makeMemory(3, '2024-01-03T12:00:00Z', 'C.'),
];

/** Starts `read` and reports whether, and with what, it has settled so far. */
function track<T>(read: Promise<T>) {
  const state: { value?: T; error?: unknown } = {};
  read.then(
    (value) => (state.value = value),
    (error: unknown) => (state.error = error),
  );
  return state;
}

beforeEach(() => {
  signInAs();
  vi.useFakeTimers();
});
afterEach(() => vi.restoreAllMocks());

describe('readIceBreaker', () => {
  it("answers the server's ice breaker without reading anything else", async () => {
    const calls = stubApi({ 'GET /api/kindreds/7/ice-breaker': () => Response.json({ iceBreaker: 'Ask Ava about Lisbon.', kindredId: 7, kindredName: 'Ava' }) });

    await expect(readIceBreaker(7)).resolves.toBe('Ask Ava about Lisbon.');
    expect(calls('GET /api/kindreds/7/memories')).toHaveLength(0);
  });

  it('falls back after 500 ms to one of the 3 newest memories, picked at random (spec §7.2)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    stubApi({
      'GET /api/kindreds/7/ice-breaker': failure(500),
      'GET /api/kindreds/7': () => kindredAnswer('Ava'),
      'GET /api/kindreds/7/memories': () => memoryPage(memories),
    });

    const read = track(readIceBreaker(7));
    await vi.advanceTimersByTimeAsync(499);
    expect(read).toEqual({});
    await vi.advanceTimersByTimeAsync(1);

    expect(read.value).toBe(ICE_BREAKER_FALLBACK.fromMemory('Ava', 'D.'));
  });

  it('uses the title of a memory without a summary, and a generic opener for "your friend" when nothing can be read', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.4);
    stubApi({
      'GET /api/kindreds/7/ice-breaker': failure(429),
      'GET /api/kindreds/7': () => kindredAnswer('Ava'),
      'GET /api/kindreds/7/memories': () => memoryPage(memories),
    });
    const withTitle = track(readIceBreaker(7));
    await vi.advanceTimersByTimeAsync(500);
    expect(withTitle.value).toBe(ICE_BREAKER_FALLBACK.fromMemory('Ava', 'E title'));

    stubApi({ 'GET /api/kindreds/7/ice-breaker': failure(502), 'GET /api/kindreds/7': failure(500), 'GET /api/kindreds/7/memories': failure(500) });
    const generic = track(readIceBreaker(7));
    await vi.advanceTimersByTimeAsync(500);
    expect(generic.value).toBe(ICE_BREAKER_FALLBACK.generic('your friend'));
  });

  it('does not fall back on an expired trial, which the upgrade prompt answers', async () => {
    const calls = stubApi({
      'GET /api/kindreds/7/ice-breaker': failure(402, { error: 'Your free trial has ended.', code: 'TRIAL_EXPIRED', trialExpired: true }),
    });

    const read = track(readIceBreaker(7));
    await vi.advanceTimersByTimeAsync(500);

    expect(read.error).toMatchObject({ status: 402, message: 'Your free trial has ended.' });
    expect(calls('GET /api/kindreds/7/memories')).toHaveLength(0);
  });
});

describe('readGiftIdea', () => {
  it("answers the server's gift ideas", async () => {
    stubApi({ 'GET /api/kindreds/7/gift-idea': () => Response.json({ giftIdea: '**A kiln class**', kindredId: 7, kindredName: 'Ava' }) });

    await expect(readGiftIdea(7)).resolves.toBe('**A kiln class**');
  });

  it('falls back silently after 500 ms to the 5 newest memories, named from GET /kindreds/{id} (spec §7.2)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    stubApi({
      'GET /api/kindreds/7/gift-idea': failure(500),
      'GET /api/kindreds/7': () => kindredAnswer('Ava Chen'),
      'GET /api/kindreds/7/memories': () => memoryPage(memories),
    });

    const read = track(readGiftIdea(7));
    await vi.advanceTimersByTimeAsync(499);
    expect(read).toEqual({});
    await vi.advanceTimersByTimeAsync(1);

    expect(read.value).toBe(GIFT_IDEA_TEMPLATES[0]!('F. E title D. C. B.', 'Ava Chen'));
  });

  it('cuts a long context to 97 characters plus "..."', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const long = makeMemory(9, '2024-02-01T12:00:00Z', 'x'.repeat(120));
    stubApi({
      'GET /api/kindreds/7/gift-idea': failure(500),
      'GET /api/kindreds/7': () => kindredAnswer('Ava'),
      'GET /api/kindreds/7/memories': () => memoryPage([long]),
    });

    const read = track(readGiftIdea(7));
    await vi.advanceTimersByTimeAsync(500);

    expect(read.value).toBe(GIFT_IDEA_TEMPLATES[0]!(`${'x'.repeat(97)}...`, 'Ava'));
  });

  it('suggests one of the generic ideas for "your friend" when neither the name nor any memory can be read', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    stubApi({ 'GET /api/kindreds/7/gift-idea': failure(500), 'GET /api/kindreds/7': failure(404), 'GET /api/kindreds/7/memories': () => memoryPage([]) });

    const read = track(readGiftIdea(7));
    await vi.advanceTimersByTimeAsync(500);

    expect(read.value).toBe(GIFT_IDEA_GENERIC[7]!('your friend'));
  });
});
