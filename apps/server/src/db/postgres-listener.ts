import pg from 'pg';
import type { NoticeHandlers } from './database';

const RECONNECT_DELAY_MS = 1000;

/**
 * LISTENs on `channel` over a connection of its own, outside the pool (a pooled connection goes
 * back to other work), and connects again when it drops. What was sent while it was down is lost:
 * `heard(false)` says so at once, so whoever keeps what notices would correct stops trusting it.
 * Answers a function that stops listening.
 */
export function listenOnPostgres(connectionString: string, channel: string, { notice, heard }: NoticeHandlers): () => Promise<void> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString, application_name: 'kindred' });
    current = client;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      heard(false);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
    };
    // A dropped connection emits 'error' then 'end'; unheard, the error would crash the process.
    client.on('error', () => {});
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === channel) notice(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      if (!stopped) heard(true);
    } catch {
      await client.end().catch(() => {});
      onLost();
    }
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
  };
}
