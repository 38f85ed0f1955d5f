import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../src/auth/rate-limits';
import { DEFAULT_PASSWORD } from './factories';
import { solidImage } from './images';
import { eventually } from './people';
import { startS3Server, type S3Server } from './s3-server';
import { runServer, waitForOutput, type ServerProcess } from './server-process';
import { linkIn, startSmtpPeer, type SmtpPeer } from './smtp-peer';
import { createTestDatabase, type TestDatabase } from './test-database';

// Issue #16: the layout of "Running at scale" (README), as processes: two stateless `serve`
// replicas with WORKERS=0 and one `worker`, on one PostgreSQL, with photos in an S3-compatible
// bucket and no disk in common. One client talks to both replicas in turn, as behind a load balancer.
const EMAIL = 'scale@example.com';
const PHOTO_URL = /^\/api\/kindreds\/\d+\/photo\/([A-Za-z0-9_-]{43})\.webp$/;

const onPostgres = inject('testDatabase').kind === 'postgres';

describe.skipIf(!onPostgres)('two serve processes and one worker on one PostgreSQL (skipped without TEST_DATABASE_URL: processes cannot share PGlite)', () => {
  let testDatabase: TestDatabase;
  let s3: S3Server;
  let bucket: S3Client;
  let smtp: SmtpPeer;
  let dataDirs: string[];
  let processes: ServerProcess[];
  /** The two replicas' base URLs. */
  let replicas: [string, string];
  let access = '';
  let kindredId = 0;

  const sql = async <T>(text: string, values: unknown[] = []) => (await testDatabase.database.execute(text, values)).rows as T[];

  beforeAll(async () => {
    [testDatabase, s3, smtp] = await Promise.all([createTestDatabase(), startS3Server(), startSmtpPeer()]);
    bucket = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    dataDirs = await Promise.all([1, 2, 3].map(() => mkdtemp(join(tmpdir(), 'kindred-scale-'))));
    const shared = { DATABASE_URL: testDatabase.url!, SMTP_URL: smtp.url, PUBLIC_URL: 'http://kindred.test', REMINDER_TICK_SECONDS: '1', ...s3.env() };
    processes = [
      runServer(['serve'], { ...shared, PORT: '0', WORKERS: '0', DATA_DIR: dataDirs[0] }),
      runServer(['serve'], { ...shared, PORT: '0', WORKERS: '0', DATA_DIR: dataDirs[1] }),
      runServer(['worker'], { ...shared, WORKERS: '2', DATA_DIR: dataDirs[2], LOG_LEVEL: 'info' }),
    ];
    const [a, b] = await Promise.all(processes.slice(0, 2).map(async (r) => (await waitForOutput(r, /Kindred is running at (http:\/\/127\.0\.0\.1:\d+)/, 60_000))[1]!));
    replicas = [a!, b!];
    await waitForOutput(processes[2]!, /worker started/, 60_000);
  }, 120_000);

  afterAll(async () => {
    for (const r of processes ?? []) r.child.kill('SIGTERM');
    const codes = await Promise.all((processes ?? []).map((r) => r.exited));
    bucket?.destroy();
    await Promise.all([s3?.close(), smtp?.close(), testDatabase?.dispose(), ...(dataDirs ?? []).map((dir) => rm(dir, { recursive: true, force: true }))]);
    expect(codes).toEqual([0, 0, 0]);
  }, 60_000);

  /** One request to replica 0 or 1, as the signed-in client unless `token` says otherwise. */
  async function call(replica: 0 | 1, method: string, path: string, { body, token = access }: { body?: unknown; token?: string } = {}) {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return fetch(`${replicas[replica]}${path}`, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
  }
  const json = async <T = Record<string, string>>(response: Response) => ({ status: response.status, body: (await response.json()) as T });
  const objects = async (Prefix: string) => ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix }))).Contents ?? []).map((o) => o.Key!);

  it('signs up and verifies across both replicas, and a session started on one is honoured, refreshed and revoked on the other', async () => {
    expect((await call(0, 'POST', '/api/auth/signup', { body: { email: EMAIL, password: DEFAULT_PASSWORD }, token: '' })).status).toBe(201);
    // The worker sends the verification mail: neither replica runs jobs.
    const link = linkIn(await smtp.waitForMail(EMAIL, { timeoutMs: 30_000 }), 'http://kindred.test/verify-email?token=');
    const verified = await json(await call(1, 'POST', '/api/auth/verification/verify', { body: { token: new URL(link).searchParams.get('token') }, token: '' }));
    expect(verified.status).toBe(200);
    const session = await json(await call(0, 'POST', '/api/auth/login-after-verification', { body: { loginToken: verified.body.loginToken }, token: '' }));
    expect(session.status).toBe(200);

    const me = await json(await call(1, 'GET', '/api/users/me', { token: session.body.access_token }));
    expect(me).toMatchObject({ status: 200, body: { email: EMAIL } });
    const refreshed = await json(await call(1, 'POST', '/api/auth/refresh', { body: { refreshToken: session.body.refresh_token }, token: '' }));
    expect(refreshed.status).toBe(200);
    // The used refresh token presented again, to the other replica: the whole session ends, everywhere.
    expect((await call(0, 'POST', '/api/auth/refresh', { body: { refreshToken: session.body.refresh_token }, token: '' })).status).toBe(401);
    expect((await call(1, 'GET', '/api/users/me', { token: refreshed.body.access_token })).status).toBe(401);

    const login = await json(await call(1, 'POST', '/api/auth/login', { body: { email: EMAIL, password: DEFAULT_PASSWORD }, token: '' }));
    expect(login.status).toBe(200);
    access = login.body.access_token!;
    expect((await call(0, 'POST', '/api/users/me/subscription', { body: { plan: 'KINDRED_FREE' } })).status).toBe(200);
    const sarah = await json<{ id: number }>(await call(1, 'POST', '/api/kindreds', { body: { name: 'Sarah', relationship: 'Sister' } }));
    expect(sarah.status).toBe(201);
    kindredId = sarah.body.id;
    expect((await call(0, 'GET', `/api/kindreds/${kindredId}`)).status).toBe(200);
  });

  it('counts a rate limit once across both replicas', async () => {
    const { limit } = AUTH_RATE_LIMITS.resendPerAccount;
    const statuses: number[] = [];
    // Alternating, each replica sees about half the attempts: fewer than the limit on its own.
    for (let i = 0; i <= limit; i++) {
      statuses.push((await call((i % 2) as 0 | 1, 'POST', '/api/auth/verification/resend', { body: { email: 'limited@example.com' }, token: '' })).status);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429]);
    const again = await call(0, 'POST', '/api/auth/verification/resend', { body: { email: 'limited@example.com' }, token: '' });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('serves a photo uploaded through one replica from the other, and both see it replaced and removed', async () => {
    const upload = async (replica: 0 | 1) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await solidImage('png'))], { type: 'image/png' }), 'sarah.png');
      const answer = await json(await call(replica, 'POST', `/api/kindreds/${kindredId}/photo`, { body: form }));
      expect(answer.status).toBe(200);
      return answer.body.photoUrl!;
    };
    const userId = (await json<{ id: number }>(await call(0, 'GET', '/api/users/me'))).body.id;
    const first = await upload(0);
    const served = await call(1, 'GET', first, { token: '' });
    expect(served.status).toBe(200);
    const stored = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${userId}/photos/${PHOTO_URL.exec(first)![1]}.webp` }));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(await stored.Body!.transformToByteArray()));

    const second = await upload(1);
    expect((await call(0, 'GET', first, { token: '' })).status).toBe(404);
    expect((await call(0, 'GET', second, { token: '' })).status).toBe(200);
    expect((await call(0, 'DELETE', `/api/kindreds/${kindredId}/photo`)).status).toBe(200);
    expect((await call(1, 'GET', second, { token: '' })).status).toBe(404);
    expect(await objects(`${userId}/`)).toEqual([]);
  });

  it('writes up each memory created on either replica exactly once, in the worker', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const created = await json<{ memory: { id: number } }>(await call((i % 2) as 0 | 1, 'POST', `/api/kindreds/${kindredId}/memories`, { body: { rawText: `Memory ${i}: Sarah and I walked along the river and talked about her new job.` } }));
      expect(created.status).toBe(201);
      ids.push(created.body.memory.id);
    }
    const statuses = async () => Promise.all(ids.map(async (id, i) => (await json<{ processingStatus: string }>(await call((i % 2) as 0 | 1, 'GET', `/api/memories/${id}`))).body.processingStatus));
    expect(await eventually(statuses, (all) => all.every((status) => status === 'completed'), 60_000)).toEqual(ids.map(() => 'completed'));
    const rows = await sql<{ processing_status: string; writeup_attempts: number; has_title: boolean }>(
      'select processing_status, writeup_attempts, title is not null as has_title from memories where id = any($1::int[]) order by id',
      [ids],
    );
    expect(rows).toEqual(ids.map(() => ({ processing_status: 'completed', writeup_attempts: 1, has_title: true })));
  }, 90_000);

  it('claims and sends a due reminder once while the scheduler ticks every second', async () => {
    const settings = { emailReminders: true, daysBefore: [1], timeOfDay: '00:00', timeZone: 'UTC', weeklyDigest: false, digestDay: 'monday' };
    expect((await call(1, 'PUT', '/api/users/me/notifications', { body: settings })).status).toBe(200);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await call(0, 'POST', '/api/key-dates', { body: { kindredId, date: tomorrow, eventTitle: 'Concert', annual: false } })).status).toBe(201);

    const reminderMails = () => smtp.received.filter((mail) => mail.to.includes(EMAIL) && /^Subject: .*tomorrow/m.test(mail.decoded));
    expect(await eventually(() => Promise.resolve(reminderMails().length), (n) => n >= 1, 30_000)).toBe(1);
    const [claim] = await sql<{ created_at: Date }>('select created_at from reminder_deliveries order by id limit 1');
    // Ticks after the claim see it and claim nothing more.
    const ticksSince = async () =>
      (await sql<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'reminder-tick' and state = 'completed' and started_on > $1`, [claim!.created_at]))[0]!.n;
    expect(await eventually(ticksSince, (n) => n >= 3, 30_000)).toBeGreaterThanOrEqual(3);

    expect(await sql('select kind, occurrence::text, days_before, status, attempts from reminder_deliveries')).toEqual([
      { kind: 'reminder', occurrence: tomorrow, days_before: 1, status: 'sent', attempts: 1 },
    ]);
    expect(reminderMails()).toHaveLength(1);
  }, 90_000);
});
