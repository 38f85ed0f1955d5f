import { describe, expect, it } from 'vitest';
import { deferred, stubApi } from '../../../testing/api-stub';
import { signInAs } from '../../../testing/session';
import { pendingMemories } from './pending-memories';
import { sendPendingMemories } from './send-pending-memories';

const keep = (key: string, userId = 1, kindredId = 7) =>
  pendingMemories.add({ key, userId, kindredId, kindredName: 'Sam', rawText: `Memory ${key}`, writtenAt: '2026-11-25T10:00:00.000Z' });
const created = () => Response.json({ memory: {}, dateSuggestions: [] }, { status: 201 });

describe('sendPendingMemories', () => {
  it('sends each kept memory with its key as Idempotency-Key, oldest first, and forgets each once stored', async () => {
    const user = signInAs();
    keep('a');
    keep('b');
    const calls = stubApi({ 'POST /api/kindreds/7/memories': created });

    expect((await sendPendingMemories(user.id)).map((draft) => draft.key)).toEqual(['a', 'b']);
    const sent = calls('POST /api/kindreds/7/memories');
    expect(sent.map((call) => [call.headers.get('Idempotency-Key'), call.body])).toEqual([
      ['a', { rawText: 'Memory a' }],
      ['b', { rawText: 'Memory b' }],
    ]);
    expect(pendingMemories.listFor(user.id)).toEqual([]);
  });

  it('keeps every memory when the network is down, to send them later', async () => {
    const user = signInAs();
    keep('a');
    keep('b');
    expect(await sendPendingMemories(user.id)).toEqual([]);
    expect(pendingMemories.listFor(user.id).map((draft) => [draft.key, draft.refusal])).toEqual([
      ['a', null],
      ['b', null],
    ]);
  });

  it('marks a memory the server refuses for good with its reason, and sends the next', async () => {
    const user = signInAs();
    keep('gone', 1, 9);
    keep('ok');
    stubApi({ 'POST /api/kindreds/7/memories': created });

    await sendPendingMemories(user.id);
    expect(pendingMemories.listFor(user.id)).toEqual([expect.objectContaining({ key: 'gone', refusal: 'Not found.' })]);
  });

  it('sends again after a run that failed while the connection came back', async () => {
    const user = signInAs();
    keep('a');
    const offline = deferred<Response>();
    let answers = 0;
    stubApi({ 'POST /api/kindreds/7/memories': () => (answers++ === 0 ? offline.promise : created()) });

    const failing = sendPendingMemories(user.id);
    const afterOnline = sendPendingMemories(user.id);
    offline.reject(new TypeError('Failed to fetch'));

    expect(await failing).toEqual([]);
    expect((await afterOnline).map((draft) => draft.key)).toEqual(['a']);
    expect(pendingMemories.listFor(user.id)).toEqual([]);
  });

  it("never sends another account's memories", async () => {
    const user = signInAs();
    keep('theirs', 2);
    const calls = stubApi({ 'POST /api/kindreds/7/memories': created });

    expect(await sendPendingMemories(user.id)).toEqual([]);
    expect(calls('POST /api/kindreds/7/memories')).toEqual([]);
    expect(pendingMemories.listFor(2)).toHaveLength(1);
  });
});
