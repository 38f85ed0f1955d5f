import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** Lets an HTTP server's open connections finish before it closes (issue #15, graceful stop), and tells when it is idle. */
export interface HttpDrain {
  /**
   * Accepts no new connection, answers what open connections still send (each answer with
   * `Connection: close`, so every keep-alive connection ends after the request it is sending), and
   * resolves once no connection is left, or none has had a request in flight for `quietMs`, or at
   * `timeoutMs`. Whatever is still open then is for `app.close()`.
   */
  drain(timeoutMs: number): Promise<void>;
  /** Resolves once no request is in flight, or after `maxWaitMs`: background work yields to requests with it. */
  whenQuiet(maxWaitMs: number): Promise<void>;
}

// A keep-alive client that still has a request to send sends it at once; one silent this long is idle.
const QUIET_MS = 300;
const CHECK_MS = 20;
// Idle enough for background work to go ahead.
const IDLE_MS = 100;

/**
 * Closing an idle keep-alive connection races a request the client may be writing on it at that
 * very moment, and node's `http.Server.close()` closes idle connections at once: under load, that
 * resets requests. So the listener is closed first (net.Server's close only stops accepting), and the
 * connections are asked to close themselves after their next answer.
 */
export function trackHttpConnections(server: Server, quietMs = QUIET_MS): HttpDrain {
  const open = new Set<Socket>();
  let draining = false;
  let inFlight = 0;
  let lastSettled = 0;

  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  // Prepended, so the header is set before Fastify's handler can answer.
  server.prependListener('request', (_request, response) => {
    inFlight += 1;
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      inFlight -= 1;
      lastSettled = performance.now();
    });
  });

  /** No request in flight, and none ended for `forMs`. */
  const idleFor = (forMs: number) => inFlight === 0 && performance.now() - lastSettled >= forMs;

  return {
    // Requests waiting in socket buffers are unseen while this thread is busy, so "none in flight"
    // is only believed once none has ended for a little while either.
    whenQuiet: (maxWaitMs) => pollUntil(() => idleFor(IDLE_MS), maxWaitMs),
    async drain(timeoutMs) {
      draining = true;
      lastSettled = Math.max(lastSettled, performance.now());
      if (server.listening) NetServer.prototype.close.call(server);
      await pollUntil(() => open.size === 0 || idleFor(quietMs), timeoutMs);
    },
  };
}

/** Checks `done` every CHECK_MS until it holds or `timeoutMs` has passed. */
async function pollUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const started = performance.now();
  while (!done() && performance.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
  }
}
