import { ApiError } from '../../../lib/api-request';
import { createMemory } from '../api/create-memory';
import { pendingMemories, type PendingMemory } from './pending-memories';

// Worth trying again later: the session, the plan or the rate limit may change; anything else
// in 4xx (the person was deleted, the text is refused) will be refused every time.
const RETRYABLE_CLIENT_ERRORS = new Set([401, 402, 403, 408, 429]);
const isRefusedForGood = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && !RETRYABLE_CLIENT_ERRORS.has(error.status);

async function sendEach(userId: number): Promise<PendingMemory[]> {
  const sent: PendingMemory[] = [];
  const tried = new Set<string>();
  // The list is read again each turn, so a memory kept while a run is under way goes with it.
  for (;;) {
    const draft = pendingMemories.listFor(userId).find((candidate) => candidate.refusal === null && !tried.has(candidate.key));
    if (!draft) break;
    tried.add(draft.key);
    try {
      await createMemory({ kindredId: draft.kindredId, rawText: draft.rawText, idempotencyKey: draft.key });
      pendingMemories.remove(draft.key);
      sent.push(draft);
    } catch (error) {
      if (isRefusedForGood(error)) {
        pendingMemories.refuse(draft.key, error.message);
        continue;
      }
      // Offline, the server is away, or the session needs signing in: the rest waits for the next try.
      break;
    }
  }
  return sent;
}

let sending: Promise<PendingMemory[]> | null = null;
let sendingNext: Promise<PendingMemory[]> | null = null;

/**
 * Sends the user's kept memories, oldest first, each with its key, and forgets each once the
 * server has it; answers those sent. One run at a time in this tab; a second tab sending the same
 * draft, or a reply lost on the way, still stores it once, because the server honours the key.
 * Asked while a run is under way, one more run follows it: the connection may have come back
 * after that run's request failed, and the "online" event that asks will not come again.
 */
export function sendPendingMemories(userId: number): Promise<PendingMemory[]> {
  if (sending) {
    sendingNext ??= sending.then(() => {
      sendingNext = null;
      return sendPendingMemories(userId);
    });
    return sendingNext;
  }
  sending = sendEach(userId).finally(() => {
    sending = null;
  });
  return sending;
}
