import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { signInAs } from '../../../testing/session';
import { getMemoryActivity } from './get-memory-activity';

describe('getMemoryActivity', () => {
  it('answers the server’s days', async () => {
    signInAs();
    const days = [{ date: '2026-03-02', count: 3 }];
    stubApi({ 'GET /api/memories/activity': () => Response.json(days) });

    await expect(getMemoryActivity()).resolves.toEqual(days);
  });

  it.each([
    ['a server error', () => Response.json({ error: 'Boom', code: 'INTERNAL' }, { status: 500 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('answers no activity after %s (spec §7.3)', async (_case, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInAs();
    stubApi({ 'GET /api/memories/activity': answer });

    await expect(getMemoryActivity()).resolves.toEqual([]);
  });
});
