import { describe, expect, it } from 'vitest';
import type { NoticeHandlers } from '../db/database';
import type { UserRow } from '../db/schema';
import { createSignedInUsers } from './signed-in-users';

const userRow = (id: number, plan: string | null = 'free') => ({ id, subscriptionPlan: plan }) as unknown as UserRow;

/** A cache over a fake database whose answers and notices the test decides. */
function setUp() {
  const rows = new Map<string, UserRow | null>();
  let reads = 0;
  let handlers: NoticeHandlers | null = null;
  let clock = 0;
  let pending: ((row: UserRow | null) => void) | null = null;
  let holdNextRead = false;
  const logged: string[] = [];
  const find = createSignedInUsers({
    load: async (_userId, sessionId) => {
      reads++;
      if (holdNextRead) {
        holdNextRead = false;
        return new Promise((resolve) => (pending = resolve));
      }
      return rows.get(sessionId) ?? null;
    },
    listen: (given) => (handlers = given),
    logger: { warn: (_fields: object, message: string) => logged.push(`warn: ${message}`), info: (_fields: object, message: string) => logged.push(`info: ${message}`) } as never,
    now: () => clock,
  });
  return {
    find,
    rows,
    reads: () => reads,
    logged,
    heard: (listening: boolean) => handlers!.heard(listening),
    notice: (payload: string) => handlers!.notice(payload),
    advance: (ms: number) => (clock += ms),
    holdNextRead: () => (holdNextRead = true),
    release: (row: UserRow | null) => pending!(row),
  };
}

describe('signed-in users', () => {
  it('reads a session once while notices are heard, and again once its user changes', async () => {
    const s = setUp();
    s.rows.set('a', userRow(1));
    expect(await s.find(1, 'a')).toEqual(userRow(1));
    s.heard(true);
    await s.find(1, 'a');
    await s.find(1, 'a');
    expect(s.reads()).toBe(2);
    s.rows.set('a', userRow(1, null));
    s.notice('1');
    expect(await s.find(1, 'a')).toEqual(userRow(1, null));
    expect(s.reads()).toBe(3);
  });

  it('forgets only the user a notice names', async () => {
    const s = setUp();
    s.rows.set('a', userRow(1));
    s.rows.set('b', userRow(2));
    await s.find(1, 'a');
    s.heard(true);
    await s.find(1, 'a');
    await s.find(2, 'b');
    s.notice('2');
    await s.find(1, 'a');
    await s.find(2, 'b');
    expect(s.reads()).toBe(4);
  });

  it('keeps nothing while notices cannot be heard, and drops all it kept when they stop', async () => {
    const s = setUp();
    s.rows.set('a', userRow(1));
    await s.find(1, 'a');
    await s.find(1, 'a');
    expect(s.reads()).toBe(2);
    s.heard(true);
    await s.find(1, 'a');
    s.heard(false);
    s.rows.set('a', null);
    expect(await s.find(1, 'a')).toBeNull();
    expect(s.reads()).toBe(4);
  });

  it('does not keep a read that a notice overtook: it may hold what the notice undid', async () => {
    const s = setUp();
    s.rows.set('a', userRow(1));
    await s.find(1, 'a');
    s.heard(true);
    s.holdNextRead();
    const read = s.find(1, 'a');
    s.notice('1');
    s.release(userRow(1));
    await read;
    s.rows.set('a', null);
    expect(await s.find(1, 'a')).toBeNull();
  });

  it('reads again after ten seconds even without a notice, and never answers a session for another user id', async () => {
    const s = setUp();
    s.rows.set('a', userRow(1));
    await s.find(1, 'a');
    s.heard(true);
    await s.find(1, 'a');
    s.advance(9_999);
    await s.find(1, 'a');
    expect(s.reads()).toBe(2);
    s.advance(1);
    await s.find(1, 'a');
    expect(s.reads()).toBe(3);
    await s.find(7, 'a');
    expect(s.reads()).toBe(4);
  });

  it('keeps no session that is not signed in', async () => {
    const s = setUp();
    await s.find(1, 'gone');
    s.heard(true);
    await s.find(1, 'gone');
    await s.find(1, 'gone');
    expect(s.reads()).toBe(3);
  });

  it('says once when the notices are lost, however often reconnecting fails, and once when they are back', async () => {
    const s = setUp();
    await s.find(1, 'a');
    s.heard(false);
    expect(s.logged).toEqual([]);
    s.heard(true);
    s.heard(false);
    s.heard(false);
    s.heard(false);
    expect(s.logged).toEqual(['warn: session notices lost: each request reads its user until they are heard again']);
    s.heard(true);
    s.heard(true);
    expect(s.logged).toEqual(['warn: session notices lost: each request reads its user until they are heard again', 'info: session notices heard again']);
  });
});
