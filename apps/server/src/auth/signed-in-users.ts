import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../db/schema';
import type { NoticeHandlers } from '../db/database';

/** The channel the session_notifications migration's triggers NOTIFY on, with the user's id. */
export const SESSION_CHANGES_CHANNEL = 'kindred_sessions';

// How long a user read for a session is reused. Notices end it at once; this bounds what a notice
// that never came (a write made with triggers off) could leave standing.
const KEEP_MS = 10_000;
// Enough for every session active in the last KEEP_MS on one process; the oldest go first.
const MAX_SESSIONS = 10_000;

interface Kept {
  userId: number;
  user: UserRow;
  until: number;
}

interface Dependencies {
  /** The user while the session is signed in, from the database. */
  load: (userId: number, sessionId: string) => Promise<UserRow | null>;
  /** Starts hearing the database's session-change notices (Database.listen on SESSION_CHANGES_CHANNEL). */
  listen: (handlers: NoticeHandlers) => void;
  /** Told when the notices stop being heard and when they are heard again: every request then reads its user. */
  logger: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  now?: () => number;
}

/**
 * Who a session belongs to, for every authenticated request, without a round trip to the database
 * each time: a user read for a session is reused for a few seconds, and forgotten the moment any
 * process changes that user or ends one of their sessions (a trigger NOTIFYs every process). While
 * the notices cannot be heard (not yet listening, or the connection dropped) nothing is reused.
 */
export function createSignedInUsers({ load, listen, logger, now = Date.now }: Dependencies) {
  const kept = new Map<string, Kept>();
  let listening = false;
  let lost = false;
  let started = false;
  // Bumped by every notice and every change in hearing them: a read that began before one may hold
  // what it undid, so it is not kept.
  let generation = 0;

  const forget = (userId: number) => {
    generation++;
    for (const [sessionId, entry] of kept) if (entry.userId === userId) kept.delete(sessionId);
  };
  const handlers: NoticeHandlers = {
    notice: (payload) => forget(Number(payload)),
    heard: (nowListening) => {
      generation++;
      kept.clear();
      // Once per outage: a connection that keeps failing to come back retries every second.
      if (listening && !nowListening) {
        lost = true;
        logger.warn({ work: 'session notices' }, 'session notices lost: each request reads its user until they are heard again');
      } else if (lost && nowListening) {
        lost = false;
        logger.info({ work: 'session notices' }, 'session notices heard again');
      }
      listening = nowListening;
    },
  };

  return async function findUserBySession(userId: number, sessionId: string): Promise<UserRow | null> {
    if (!started) {
      // On first use, so processes that never authenticate (the worker, the CLI) never listen.
      started = true;
      listen(handlers);
    }
    const entry = kept.get(sessionId);
    if (entry && entry.userId === userId && entry.until > now()) return entry.user;
    const readAt = generation;
    const user = await load(userId, sessionId);
    if (user && listening && readAt === generation) {
      kept.delete(sessionId);
      if (kept.size >= MAX_SESSIONS) kept.delete(kept.keys().next().value!);
      kept.set(sessionId, { userId, user, until: now() + KEEP_MS });
    }
    return user;
  };
}
