// `npm run fuzz` (issue #15): bad requests for every route of the OpenAPI document, signed in and
// out and with crafted but well-signed tokens; fails on any 5xx and on any answer that leaks a stack
// trace, a file path or database error text. Deterministic: FUZZ_SEED (1) and FUZZ_REQUESTS (2000)
// make the run, FUZZ_ONLY=<n>[,<n>...] replays single requests of it on a fresh app.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resolveSigningSecret } from '../../src/auth/signing-secret';
import { users } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../build-test-app';
import { startFakeStripe, type FakeStripe } from '../fake-stripe';
import { createUser, signIn } from '../factories';
import { CRAFTED_OPAQUE, createRandom, encodeAny, GARBAGE_AUTH, NASTY_NUMBERS, NASTY_PATH_IDS, NASTY_STRINGS, wholeBodies, WRONG_TYPES, type Random } from './inputs';

const SEED = Number(process.env.FUZZ_SEED ?? 1);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const ONLY = process.env.FUZZ_ONLY ? new Set(process.env.FUZZ_ONLY.split(',').map(Number)) : null;
const AUDIENCE = 'kindred-api';
// Routes that answer 401 for their own reasons (a wrong password or token in the body), signed in or not.
const SIGN_IN_ROUTES = /^\/api\/auth\/(login|refresh|login-after-verification|complete-reset|oidc\/)/;

// ---- The OpenAPI document, as much of it as the fuzzer reads

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  path: string;
  params: Parameter[];
  query: Parameter[];
  body: JsonSchema | null;
  multipart: boolean;
}

function routesOf(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      params: (operation.parameters ?? []).filter((p) => p.in === 'path'),
      query: (operation.parameters ?? []).filter((p) => p.in === 'query'),
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      multipart: /\/photo$/.test(path) && method === 'post',
    })),
  );
}

// ---- Who sends: a signed-in user with a kindred, a memory and a key date; another user's ids

interface Fixture {
  userId: number;
  headers: Record<string, string>;
  refreshToken: string;
  kindredId: number;
  memoryId: number;
  keyDateId: number;
}

async function insertRows(t: TestApp, userId: number) {
  const execute = (sql: string, values: unknown[]) => t.testDatabase.database.execute(sql, values).then(({ rows }) => (rows[0] as { id: number }).id);
  const kindredId = await execute(`insert into kindreds (user_id, name, relationship) values ($1, 'Sarah', 'Sister') returning id`, [userId]);
  const memoryId = await execute(
    `insert into memories (user_id, kindred_id, raw_text, title, full_summary, category, processing_status) values ($1, $2, 'We walked by the river.', 'A walk', 'We walked by the river.', 'General', 'completed') returning id`,
    [userId, kindredId],
  );
  const keyDateId = await execute(`insert into key_dates (user_id, kindred_id, memory_id, date, event_title, annual) values ($1, $2, $3, '2024-05-01', 'Birthday', true) returning id`, [userId, kindredId, memoryId]);
  return { kindredId, memoryId, keyDateId };
}

let passwordHash: string | null = null;
let accounts = 0;

/** A signed-in user with a kindred, memory and key date; the password is hashed once per run, not per user. */
async function createFixture(t: TestApp): Promise<Fixture> {
  accounts += 1;
  const email = `fuzz-${accounts}@example.com`;
  const user = passwordHash
    ? (await t.testDatabase.database.db.insert(users).values({ email, passwordHash, emailVerifiedAt: sql`now()`, subscriptionPlan: 'KINDRED_FREE', subscriptionStatus: 'active', trialStartedAt: sql`now()`, isFirstTimeLogin: false }).returning())[0]!
    : await createUser(t, { email, isFirstTimeLogin: false });
  passwordHash = user.passwordHash;
  const { headers, refreshToken } = await signIn(t, user);
  return { userId: user.id, headers, refreshToken, ...(await insertRows(t, user.id)) };
}

// ---- Cases: one request each, described so a failure can be read and replayed

type Auth = 'signed in' | 'signed out' | 'other user' | `garbage: ${string}` | `crafted: ${string}`;
interface Case {
  route: Route;
  kind: string;
  auth: Auth;
  /** The URL with {param} holes filled from the fixture unless the case sets them. */
  pathValues: Record<string, string>;
  query: string;
  body?: { payload: string | Buffer; contentType?: string };
}

const VALID_STRINGS: Record<string, string> = {
  email: 'fuzz@example.com',
  confirmEmail: 'fuzz@example.com',
  password: 'Correct-Horse-9',
  currentPassword: 'Correct-Horse-9',
  newPassword: 'Another-Horse-10',
  date: '2024-05-01',
  birthday: '1990-05-01',
  startDate: '2024-01-01',
  endDate: '2024-12-31',
  userTimezone: 'Europe/Paris',
  keyDate: '2024-05-01',
};

/** A plausible valid value for `schema`; ids are the fixture's, named by a placeholder resolved at send time. */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return null;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0], name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items));
    case 'integer':
    case 'number':
      if (name === 'kindredId') return '$kindredId';
      if (name === 'memoryId') return '$memoryId';
      return schema.minimum !== undefined ? schema.minimum + 1 : 1;
    case 'boolean':
      return false;
    case 'string':
      return VALID_STRINGS[name] ?? 'Sarah';
    default:
      return null;
  }
}

/** Bad values for one field: of its own type and of others. */
function badValues(random: Random, schema: JsonSchema | undefined, count: number): [string, unknown][] {
  const all: [string, unknown][] = [...NASTY_STRINGS.map(([k, v]) => [`string ${k}`, v] as [string, unknown]), ...NASTY_NUMBERS.map(([k, v]) => [`number ${k}`, v] as [string, unknown]), ...WRONG_TYPES.map(([k, v]) => [`type ${k}`, v] as [string, unknown])];
  const own = schema?.type === 'string' ? all.filter(([k]) => k.startsWith('string')) : schema?.type === 'integer' || schema?.type === 'number' ? all.filter(([k]) => !k.startsWith('string')) : all;
  // Always among them: the values that have broken fields before.
  const always = own.filter(([k]) => FIRST_TRIED.test(`: ${k}`));
  const rest = [...random.shuffle(own.filter((value) => !always.includes(value))).slice(0, Math.ceil(count / 2)), ...random.shuffle(all.filter((value) => !always.includes(value))).slice(0, Math.floor(count / 2))];
  return [...always, ...new Map(rest.map((value) => [value[0], value])).values()];
}

const CRAFTED_CLAIMS: readonly [string, (f: Fixture) => Record<string, unknown>][] = [
  ['non-UUID session id', (f) => ({ sub: String(f.userId), sid: 'not-a-uuid' })],
  ['SQL session id', (f) => ({ sub: String(f.userId), sid: "' or 1=1 --" })],
  ['unknown session', (f) => ({ sub: String(f.userId), sid: randomUUID() })],
  ['numeric session id', (f) => ({ sub: String(f.userId), sid: 12345 })],
  ['no session id', (f) => ({ sub: String(f.userId) })],
  ['unknown user', () => ({ sub: '987654321', sid: randomUUID() })],
  ['non-numeric subject', () => ({ sub: 'abc', sid: randomUUID() })],
  ['huge subject', () => ({ sub: '99999999999999999999', sid: randomUUID() })],
  ['negative subject', () => ({ sub: '-1', sid: randomUUID() })],
  ['NUL in subject', (f) => ({ sub: `${f.userId}\u0000`, sid: 'x\u0000' })],
];

// Tried first in their group, so that even a short run sends them to every route.
const FIRST_TRIED = /^(valid|.*: (NUL inside|NUL|NUL after digits|lone high surrogate|encoded lone surrogate|control characters|string NUL inside|string lone high surrogate|string control characters|type null|type object|past bigint|number past int4|base64 JSON object|base64 JSON numbers|huge|deep objects|text\/plain|duplicate keys|invalid UTF-8))$/;

/**
 * Every case for one route, in a seeded order that takes its groups (callers, each path parameter,
 * each query parameter, each body field, whole bodies) in turn, the FIRST_TRIED values of each first.
 */
function casesOf(route: Route, random: Random): Case[] {
  const cases: Case[] = [];
  const auths = (): Auth => {
    const roll = random.next();
    if (roll < 0.6) return 'signed in';
    if (roll < 0.72) return 'signed out';
    if (roll < 0.8) return 'other user';
    if (roll < 0.9) return `garbage: ${random.pick(GARBAGE_AUTH)[0]}`;
    return `crafted: ${random.pick(CRAFTED_CLAIMS)[0]}`;
  };
  const validQuery = () => route.query.map((p) => `${p.name}=${encodeAny(String(sample(p.schema, p.name)))}`).join('&');
  const valid = route.body ? sample(route.body) : undefined;
  const jsonBody = (value: unknown) => (route.body ? { payload: JSON.stringify(value), contentType: 'application/json' } : undefined);
  const add = (kind: string, parts: Partial<Omit<Case, 'route' | 'kind'>> = {}) =>
    cases.push({ route, kind, auth: parts.auth ?? auths(), pathValues: parts.pathValues ?? {}, query: parts.query ?? validQuery(), body: 'body' in parts ? parts.body : jsonBody(valid) });

  // The valid request under every kind of caller.
  for (const auth of ['signed in', 'signed out', 'other user'] as const) add('valid', { auth });
  for (const [name] of GARBAGE_AUTH) add('valid', { auth: `garbage: ${name}` });
  for (const [name] of CRAFTED_CLAIMS) add('valid', { auth: `crafted: ${name}` });
  for (const param of route.params) {
    for (const [name, value] of NASTY_PATH_IDS) add(`path ${param.name}: ${name}`, { pathValues: { [param.name]: value } });
    for (const [name, value] of NASTY_STRINGS.slice(0, 30)) add(`path ${param.name}: ${name}`, { pathValues: { [param.name]: encodeAny(value) } });
    add(`path ${param.name}: other user's id`, { pathValues: { [param.name]: '$other' } });
  }
  for (const param of route.query) {
    const others = route.query.filter((p) => p !== param).map((p) => `${p.name}=${encodeAny(String(sample(p.schema, p.name)))}`);
    const withValue = (raw: string) => [...others, raw].join('&');
    for (const [name, value] of [...NASTY_STRINGS, ...NASTY_NUMBERS.map(([k, v]) => [`number ${k}`, String(v)] as [string, string]), ...CRAFTED_OPAQUE]) {
      add(`query ${param.name}: ${name}`, { query: withValue(`${param.name}=${encodeAny(value)}`) });
    }
    add(`query ${param.name}: raw invalid UTF-8`, { query: withValue(`${param.name}=%ff%fe`) });
    add(`query ${param.name}: encoded lone surrogate`, { query: withValue(`${param.name}=%ED%A0%80`) });
    add(`query ${param.name}: twice`, { query: withValue(`${param.name}=a&${param.name}=b`) });
    add(`query ${param.name}: array syntax`, { query: withValue(`${param.name}[]=1&${param.name}[]=2`) });
    add(`query ${param.name}: object syntax`, { query: withValue(`${param.name}[a]=1`) });
    add(`query ${param.name}: missing`, { query: others.join('&') });
  }
  if (route.query.length === 0) add('query: unexpected parameters', { query: 'cursor=%00&limit=-1&__proto__[x]=1' });
  if (route.body) {
    const top = route.body.type === 'array' ? route.body.items : route.body;
    const fields = Object.entries(top?.properties ?? {});
    const wrap = (record: Record<string, unknown>) => (route.body?.type === 'array' ? [record] : record);
    const base = (route.body.type === 'array' ? (valid as unknown[])[0] : valid) as Record<string, unknown>;
    for (const [field, schema] of fields) {
      for (const [name, value] of badValues(random, schema, 24)) add(`body ${field}: ${name}`, { body: jsonBody(wrap({ ...base, [field]: value })) });
      add(`body ${field}: missing`, { body: jsonBody(wrap(Object.fromEntries(Object.entries(base).filter(([key]) => key !== field)))) });
    }
    add('body: every field NUL', { body: jsonBody(wrap(Object.fromEntries(fields.map(([field]) => [field, '\u0000'])))) });
    add('body: extra field', { body: jsonBody(wrap({ ...base, isAdmin: true, userId: 1, id: 1 })) });
    if (route.body.type === 'array') {
      add('body: empty array', { body: jsonBody([]) });
      add('body: too many items', { body: jsonBody(Array.from({ length: 500 }, () => base)) });
    }
    for (const [name, { body, contentType }] of wholeBodies(valid)) add(`whole body: ${name}`, { body: { payload: body, contentType: contentType ?? 'application/json' } });
  } else if (route.method !== 'GET' && !route.multipart) {
    add('unexpected JSON body', { body: { payload: '{"a":"\\u0000"}', contentType: 'application/json' } });
    add('unexpected deep body', { body: { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' } });
    add('unexpected text body', { body: { payload: 'hello', contentType: 'text/plain' } });
  }
  if (route.multipart) {
    const multipart = (part: string, boundary = 'fuzz') => ({ payload: `--${boundary}\r\n${part}\r\n--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` });
    add('multipart: text as a photo', { body: multipart('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot an image') });
    add('multipart: NUL file name', { body: multipart('Content-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG') });
    add('multipart: unterminated', { body: { payload: '--fuzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', contentType: 'multipart/form-data; boundary=fuzz' } });
    add('multipart: huge boundary', { body: multipart('Content-Disposition: form-data; name="file"\r\n\r\nx', 'b'.repeat(200)) });
    add('multipart: JSON instead', { body: { payload: '{"file":"x"}', contentType: 'application/json' } });
    add('multipart: junk', { body: { payload: Buffer.from([0, 1, 2, 255]), contentType: 'multipart/form-data; boundary=fuzz' } });
  }
  const groups = new Map<string, Case[]>();
  for (const c of cases) {
    const group = c.kind === 'valid' ? 'valid' : c.kind.replace(/: .*/, '');
    groups.set(group, [...(groups.get(group) ?? []), c]);
  }
  const ordered = random.shuffle([...groups.values()]).map((group) => [...group.filter((c) => FIRST_TRIED.test(c.kind) && c.kind !== 'valid'), ...random.shuffle(group.filter((c) => !FIRST_TRIED.test(c.kind) || c.kind === 'valid'))]);
  const interleaved: Case[] = [];
  for (let round = 0; interleaved.length < cases.length; round++) for (const group of ordered) if (round < group.length) interleaved.push(group[round]!);
  return interleaved;
}

/** Round-robin over the routes, each in its own seeded order, until `total` cases. */
function planRun(routes: Route[], total: number): Case[] {
  const random = createRandom(SEED);
  const perRoute = routes.map((route) => casesOf(route, random));
  const plan: Case[] = [];
  for (let round = 0; plan.length < total && perRoute.some((cases) => cases.length > round); round++) {
    for (const cases of perRoute) if (round < cases.length && plan.length < total) plan.push(cases[round]!);
  }
  return plan;
}

// ---- Judging an answer

const LEAKS: readonly [string, RegExp][] = [
  ['stack frame', /\n\s+at [^\n]*(\(|:\d+:\d+)/],
  ['stack frame', /\bat (async )?[\w$.<>]+ \([^)]*:\d+:\d+\)/],
  ['stack property', /"stack"\s*:/],
  ['file path', /(\/work\/|\/home\/|\/usr\/lib\/|node_modules|file:\/\/|[\w-]+\.(ts|js|mjs):\d+)/],
  ['error class with stack', /\b(TypeError|ReferenceError|RangeError|SyntaxError|Error): [^\n"]*\n/],
  ['database error text', /(syntax error at or near|invalid input syntax for|violates (foreign key|unique|check|not-null) constraint|duplicate key value|relation "[\w.]+"|column "[\w.]+"|out of range for type|invalid byte sequence|unsupported Unicode escape|character with byte sequence)/i],
];

function leakIn(body: string): string | null {
  for (const [name, pattern] of LEAKS) {
    const match = pattern.exec(body);
    if (match) return `${name}: ${JSON.stringify(body.slice(Math.max(0, match.index - 40), match.index + 80))}`;
  }
  return null;
}

interface Failure {
  index: number;
  route: string;
  kind: string;
  auth: Auth;
  status: number;
  problem: string;
  request: string;
}

let t: TestApp;
// Payments on, against the fake Stripe: the payment routes answer for real rather than 503 "not enabled".
let stripe: FakeStripe;
let fixture: Fixture;
let other: Fixture;
let signingKey: Uint8Array;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({ workers: 0, env: { SUPPORT_EMAIL: 'support@kindred.test', ...stripe.env } });
  await t.app.ready();
  signingKey = new TextEncoder().encode(await resolveSigningSecret(t.config.jwtSecret, t.testDatabase.database.db));
  fixture = await createFixture(t);
  other = await createFixture(t);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

async function authHeaders(auth: Auth): Promise<Record<string, string>> {
  if (auth === 'signed in') return fixture.headers;
  if (auth === 'other user') return other.headers;
  if (auth === 'signed out') return {};
  if (auth.startsWith('garbage: ')) return { authorization: GARBAGE_AUTH.find(([name]) => `garbage: ${name}` === auth)![1] };
  const claims = CRAFTED_CLAIMS.find(([name]) => `crafted: ${name}` === auth)![1](fixture);
  const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('10m').sign(signingKey);
  return { authorization: `Bearer ${token}` };
}

/** Fills the fixture's ids into a path or body. */
function resolveIds(text: string): string {
  return text.replaceAll('"$kindredId"', String(fixture.kindredId)).replaceAll('"$memoryId"', String(fixture.memoryId));
}

function urlOf(c: Case): string {
  const own: Record<string, number> = { kindredId: fixture.kindredId, id: /memories\/\{id\}|key-dates\/memory/.test(c.route.path) ? fixture.memoryId : /key-dates\/\{id\}/.test(c.route.path) ? fixture.keyDateId : fixture.kindredId };
  const path = c.route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = c.pathValues[name];
    if (value === '$other') return String(/memories\/\{id\}|key-dates\/memory/.test(c.route.path) ? other.memoryId : /key-dates\/\{id\}/.test(c.route.path) ? other.keyDateId : other.kindredId);
    if (value !== undefined) return value;
    return name === 'file' ? 'abc.webp' : String(own[name] ?? fixture.kindredId);
  });
  return c.query ? `${path}?${c.query}` : path;
}

/** After a request that may have ended the session or deleted the rows, the next request gets fresh ones. */
async function repairFixture(c: Case, status: number) {
  if (status >= 400) return;
  if (/^\/api\/(auth|password|users)\//.test(c.route.path) && c.route.method !== 'GET') {
    fixture = await createFixture(t);
    other = await createFixture(t);
  }
  else if (c.route.method === 'DELETE' && c.auth === 'signed in') Object.assign(fixture, await insertRows(t, fixture.userId));
}

/** Sends one case; answers its status and what is wrong with the answer, or null when it could not be sent. */
async function send(c: Case) {
  const url = urlOf(c);
  const headers: Record<string, string> = { ...(await authHeaders(c.auth)) };
  let payload: string | Buffer | undefined;
  if (c.body) {
    payload = typeof c.body.payload === 'string' ? resolveIds(c.body.payload) : c.body.payload;
    if (c.body.contentType) headers['content-type'] = c.body.contentType;
  }
  const described = `${c.route.method} ${url.slice(0, 300)} [${c.auth}]${payload !== undefined ? ` ${headers['content-type'] ?? ''} ${JSON.stringify(String(payload).slice(0, 200))}` : ''}`;
  let response;
  try {
    response = await t.app.inject({ method: c.route.method as 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) });
  } catch (error) {
    // light-my-request refuses some requests before they reach the server (e.g. malformed URLs): nothing to judge.
    if (ONLY) console.log(`not sent: ${described}: ${(error as Error).message}`);
    return null;
  }
  const type = String(response.headers['content-type'] ?? '');
  const leak = /json|text|html/.test(type) || !type ? leakIn(response.body) : null;
  const problem = leak ?? (response.statusCode >= 500 ? response.body.slice(0, 200) : null);
  return { status: response.statusCode, body: response.body, problem, described };
}

it(`answers ${REQUESTS} bad requests (seed ${SEED}) without a 5xx or a leak`, async () => {
  const routes = routesOf(t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> });
  const plan = planRun(routes, REQUESTS);
  const failures: Failure[] = [];
  const statuses = new Map<number, number>();
  const signedIn = new Map<number, number>();
  const unexpected401: string[] = [];
  const routeMs = new Map<string, number>();
  const covered = new Set<string>();
  let sent = 0;
  const started = performance.now();
  for (const [index, c] of plan.entries()) {
    if (ONLY && !ONLY.has(index)) continue;
    const sentAt = performance.now();
    let outcome = await send(c);
    if (!outcome) continue;
    if (outcome.status === 401 && c.auth === 'signed in' && !SIGN_IN_ROUTES.test(c.route.path)) {
      // Something ended the session (a crafted token's logout, say): a new one, and the case again.
      fixture = await createFixture(t);
      outcome = (await send(c)) ?? outcome;
      if (outcome.status === 401) unexpected401.push(outcome.described);
    }
    sent += 1;
    covered.add(`${c.route.method} ${c.route.path}`);
    routeMs.set(`${c.route.method} ${c.route.path}`, (routeMs.get(`${c.route.method} ${c.route.path}`) ?? 0) + performance.now() - sentAt);
    statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
    if (c.auth === 'signed in') signedIn.set(outcome.status, (signedIn.get(outcome.status) ?? 0) + 1);
    if (outcome.problem) {
      // A failure under a bad token is the token's when the same request signed in answers well.
      const tokenCause = c.auth !== 'signed in' && !(await send({ ...c, auth: 'signed in' }))?.problem;
      failures.push({ index, route: `${c.route.method} ${c.route.path}`, kind: tokenCause ? `token: ${c.auth}` : c.kind, auth: c.auth, status: outcome.status, problem: outcome.problem, request: outcome.described });
    }
    if (ONLY) console.log(`#${index} ${outcome.described}\n  -> ${outcome.status} ${outcome.body.slice(0, 300)}`);
    await repairFixture(c, outcome.status);
  }
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });

  const seconds = (performance.now() - started) / 1000;
  const lines = [
    `fuzz: ${sent} requests in ${seconds.toFixed(1)} s (seed ${SEED}, ${t.testDatabase.url ? 'PostgreSQL' : 'PGlite'})`,
    `routes covered: ${covered.size} of ${routes.length}`,
    `slowest routes: ${[...routeMs].sort(([, a], [, b]) => b - a).slice(0, 5).map(([route, ms]) => `${route} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    `answers: ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status} x${n}`).join(', ')}`,
    `answers signed in: ${[...signedIn].sort(([a], [b]) => a - b).map(([status, n]) => `${status} x${n}`).join(', ')}`,
    ...(unexpected401.length ? [`signed in but answered 401 (${unexpected401.length}): ${unexpected401.slice(0, 5).join(' | ')}`] : []),
    `5xx: ${failures.filter((f) => f.status >= 500).length}; leaks: ${failures.filter((f) => f.status < 500).length}; health afterwards: ${health.statusCode}`,
  ];
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const key = failure.kind.startsWith('token: ') ? `${failure.kind} | any route | ${failure.status}` : `${failure.route} | ${failure.kind.replace(/: .*/, '')} | ${failure.status}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  for (const [key, group] of groups) {
    const cases = key.startsWith('token: ') ? group.map((f) => f.route) : group.map((f) => `${f.kind} [${f.auth}]`);
    lines.push(`\nFAIL ${key} (${group.length}): ${[...new Set(cases)].slice(0, 12).join('; ')}`);
    lines.push(`  e.g. #${group[0]!.index}: ${group[0]!.request}\n  -> ${group[0]!.problem}`);
  }
  if (failures.length) lines.push(`\nreplay one: FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS} FUZZ_ONLY=${failures[0]!.index} npm run fuzz`);
  console.log(lines.join('\n'));
  if (!ONLY) expect(covered.size, 'every route of the OpenAPI document gets requests').toBe(Math.min(routes.length, REQUESTS));
  expect(health.statusCode).toBe(200);
  expect(failures.length, '5xx answers and leaks: see the report above').toBe(0);
});
