import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackHttpConnections } from './http-drain';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server whose answers wait until the test lets them go. */
async function heldServer() {
  const held: ServerResponse[] = [];
  const server = createServer((_request, response) => held.push(response));
  const tracker = trackHttpConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { server, tracker, held, url };
}

describe('HTTP activity for background work', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  it('says quiet once the request in flight is answered, not before', async () => {
    const { server, tracker, held, url } = await heldServer();
    close = () => {
      server.closeAllConnections();
      server.close();
    };
    const answered = fetch(url).then((response) => response.text());
    while (held.length === 0) await sleep(10);
    let quiet = false;
    const waiting = tracker.whenQuiet(60_000).then(() => (quiet = true));
    await sleep(300);
    expect(quiet).toBe(false);
    held[0]!.end('done');
    await answered;
    await waiting;
    expect(quiet).toBe(true);
  });

  it('lets background work go after the longest wait even while requests never stop', async () => {
    const { server, tracker, held, url } = await heldServer();
    close = () => {
      server.closeAllConnections();
      server.close();
    };
    void fetch(url).catch(() => {});
    while (held.length === 0) await sleep(10);
    await tracker.whenQuiet(200);
    expect(held).toHaveLength(1);
  });
});
