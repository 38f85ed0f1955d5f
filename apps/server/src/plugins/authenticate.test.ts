import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, signIn, type UserOverrides } from '../../test/factories';
import type { AccessLevel } from './authenticate';

// Stand-ins for the data routes later features add, one per access level, guarded the same way.
const probeRoutes: FastifyPluginAsync = async (app) => {
  for (const level of ['read', 'write', 'ai'] as const) {
    app.post(`/api/probe/${level}`, { onRequest: app.requireAccess(level) }, async () => ({ ok: true }));
  }
};

type Who = 'anonymous' | 'unverified' | 'no plan' | 'trial' | 'expired trial' | 'expired trial plan' | 'plus';

const users: Record<Exclude<Who, 'anonymous'>, UserOverrides> = {
  unverified: { verified: false },
  'no plan': { plan: null },
  trial: { trialStartedDaysAgo: 4 },
  'expired trial': { trialStartedDaysAgo: 5 },
  'expired trial plan': { plan: 'KINDRED_TRIAL', status: 'expired' },
  plus: { plan: 'KINDRED_PLUS' },
};

// [status, code] each kind of user gets from read, write and AI routes (issue #3's access rules).
const expected: Record<Who, Record<Exclude<AccessLevel, 'account'>, [number, string | null]>> = {
  anonymous: { read: [401, 'UNAUTHENTICATED'], write: [401, 'UNAUTHENTICATED'], ai: [401, 'UNAUTHENTICATED'] },
  unverified: { read: [403, 'EMAIL_NOT_VERIFIED'], write: [403, 'EMAIL_NOT_VERIFIED'], ai: [403, 'EMAIL_NOT_VERIFIED'] },
  'no plan': { read: [402, 'NO_PLAN'], write: [402, 'NO_PLAN'], ai: [402, 'NO_PLAN'] },
  trial: { read: [200, null], write: [200, null], ai: [200, null] },
  'expired trial': { read: [200, null], write: [402, 'TRIAL_EXPIRED'], ai: [402, 'TRIAL_EXPIRED'] },
  'expired trial plan': { read: [200, null], write: [402, 'TRIAL_EXPIRED'], ai: [402, 'TRIAL_EXPIRED'] },
  plus: { read: [200, null], write: [200, null], ai: [200, null] },
};

describe('access rules on data routes', () => {
  let t: TestApp;
  const headersOf: Partial<Record<Who, Record<string, string>>> = { anonymous: {} };
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.register(probeRoutes);
    for (const [who, overrides] of Object.entries(users)) {
      headersOf[who as Who] = (await signIn(t, await createUser(t, overrides))).headers;
    }
  });
  afterAll(() => t.close());

  for (const [who, levels] of Object.entries(expected) as [Who, (typeof expected)[Who]][]) {
    for (const [level, [status, code]] of Object.entries(levels)) {
      it(`answers ${status}${code ? ` ${code}` : ''} to a ${who} user on a ${level} route`, async () => {
        const response = await t.app.inject({ method: 'POST', url: `/api/probe/${level}`, headers: headersOf[who] });
        expect(response.statusCode).toBe(status);
        if (code) expect(response.json().code).toBe(code);
        if (code === 'TRIAL_EXPIRED') {
          expect(response.json()).toEqual({ error: 'Your free trial has ended. Upgrade to keep using this feature.', code, trialExpired: true });
        }
      });
    }
  }
});
