import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coachingPlanSchema,
  giftIdeaResultSchema,
  iceBreakerResultSchema,
  importantDatesResultSchema,
  kindredSummarySchema,
  MEMORY_CATEGORIES,
  SUMMARY_LISTS,
  summaryStatusSchema,
} from '@kindred/core/ai';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, eventually, type ApiUser } from '../../../test/people';

const MEMORIES = [
  'Maya told me she is training for the Chicago marathon in October. She runs every morning before work.',
  'We went hiking in Yosemite together last summer and she loved the waterfalls.',
  'Maya got promoted to team lead at her design studio. We celebrated with sushi.',
];

async function settledSummary(api: ApiUser, kindredId: number) {
  return eventually(
    async () => summaryStatusSchema.parse((await api.call('GET', `/api/kindreds/${kindredId}/summary/status`)).json()),
    (status) => status.hasSummary && !status.hasPendingGeneration,
    15_000,
  );
}

describe('the AI on the builtin engine', () => {
  let t: TestApp;
  let api: ApiUser;
  let maya: { id: number };

  beforeAll(async () => {
    t = await buildTestApp();
    api = await asUser(t);
    maya = await api.addKindred('Maya', 'Friend');
    for (const text of MEMORIES) {
      const { memory } = await api.addMemory(maya.id, text);
      await eventually(() => api.getMemory(memory.id), (m) => m.processingStatus === 'completed');
    }
  });
  afterAll(() => t.close());

  describe('memory write-ups', () => {
    it('gives every memory a short title, a summary and a category from the list', async () => {
      const list = (await api.call('GET', `/api/kindreds/${maya.id}/memories`)).json();
      expect(list.items).toHaveLength(3);
      for (const memory of list.items) {
        expect(memory.processingStatus).toBe('completed');
        expect(memory.title.length).toBeGreaterThan(0);
        expect(memory.title.length).toBeLessThanOrEqual(60);
        expect(memory.fullSummary.length).toBeGreaterThan(0);
        expect(MEMORY_CATEGORIES).toContain(memory.category);
      }
    });
  });

  describe('the person summary', () => {
    it('is written by itself after memories are added, with all eight lists', async () => {
      const status = await settledSummary(api, maya.id);
      expect(status).toMatchObject({ kindredId: maya.id, hasSummary: true, hasPendingGeneration: false });
      const summary = kindredSummarySchema.parse((await api.call('GET', `/api/kindreds/${maya.id}/summary`)).json());
      expect(Object.keys(summary.attributes).sort()).toEqual([...SUMMARY_LISTS].sort());
      expect(summary.generatedAt).toBe(status.generatedAt);
      expect(JSON.stringify(summary.attributes).toLowerCase()).toMatch(/marathon|hiking|running/);
    });

    it('answers 204 with no body for a person without a summary yet, and a status that says so', async () => {
      const nobody = await api.addKindred('Nobody', 'Friend');
      const response = await api.call('GET', `/api/kindreds/${nobody.id}/summary`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await api.call('GET', `/api/kindreds/${nobody.id}/summary/status`)).json()).toEqual({
        kindredId: nobody.id,
        hasSummary: false,
        hasPendingGeneration: false,
        generatedAt: null,
      });
    });

    it('regenerates on request: pending at once, then a newer summary', async () => {
      const before = await settledSummary(api, maya.id);
      const response = await api.call('POST', `/api/kindreds/${maya.id}/summary/regenerate`);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ kindredId: maya.id, hasSummary: true, hasPendingGeneration: true });
      const after = await settledSummary(api, maya.id);
      expect(Date.parse(after.generatedAt!)).toBeGreaterThan(Date.parse(before.generatedAt!));
    });

    it('is marked pending as soon as a memory is added', async () => {
      await settledSummary(api, maya.id);
      await api.addMemory(maya.id, 'Maya adopted a greyhound called Biscuit.');
      expect((await api.call('GET', `/api/kindreds/${maya.id}/summary/status`)).json().hasPendingGeneration).toBe(true);
      await settledSummary(api, maya.id);
    });

    it('is marked pending after an edit, and settles without being asked', async () => {
      await settledSummary(api, maya.id);
      const { items } = (await api.call('GET', `/api/kindreds/${maya.id}/memories`)).json();
      await api.call('PUT', `/api/memories/${items[0].id}`, { title: 'Marathon training', fullSummary: 'Maya trains for a marathon and loves pottery.' });
      expect((await api.call('GET', `/api/kindreds/${maya.id}/summary/status`)).json().hasPendingGeneration).toBe(true);
      await settledSummary(api, maya.id);
      const summary = (await api.call('GET', `/api/kindreds/${maya.id}/summary`)).json();
      expect(JSON.stringify(summary.attributes).toLowerCase()).toContain('pottery');
    });
  });

  describe('ice breakers and gift ideas', () => {
    it('writes an ice breaker about something known of the person', async () => {
      const response = await api.call('GET', `/api/kindreds/${maya.id}/ice-breaker`);
      expect(response.statusCode).toBe(200);
      const result = iceBreakerResultSchema.parse(response.json());
      expect(result).toMatchObject({ kindredId: maya.id, kindredName: 'Maya' });
      // The newest memory (an adopted greyhound, added above) is the news it leads with.
      expect(result.iceBreaker.toLowerCase()).toMatch(/greyhound|marathon|yosemite|hiking|team lead|promot|run|pottery/);
    });

    it('gives another ice breaker and other gift ideas on each ask (?ask=N), the same again for the same ask', async () => {
      const ice = async (ask: number) => iceBreakerResultSchema.parse((await api.call('GET', `/api/kindreds/${maya.id}/ice-breaker?ask=${ask}`)).json()).iceBreaker;
      const gift = async (ask: number) => giftIdeaResultSchema.parse((await api.call('GET', `/api/kindreds/${maya.id}/gift-idea?ask=${ask}`)).json()).giftIdea;
      const breakers = [await ice(0), await ice(1), await ice(2), await ice(3), await ice(4)];
      expect(new Set(breakers).size).toBeGreaterThanOrEqual(3);
      breakers.forEach((text, index) => index > 0 && expect(text).not.toBe(breakers[index - 1]));
      expect(await ice(2)).toBe(breakers[2]);
      expect(await gift(1)).not.toBe(await gift(0));
      const bad = await api.call('GET', `/api/kindreds/${maya.id}/ice-breaker?ask=-1`);
      expect(bad.statusCode).toBe(400);
    });

    it('writes gift ideas in markdown, tied to what is known', async () => {
      const result = giftIdeaResultSchema.parse((await api.call('GET', `/api/kindreds/${maya.id}/gift-idea`)).json());
      expect(result).toMatchObject({ kindredId: maya.id, kindredName: 'Maya' });
      expect(result.giftIdea).toMatch(/^\s*(?:[-*]|\d+\.)\s/m);
      expect(result.giftIdea).toMatch(/\*\*[^*]+\*\*/);
      expect(result.giftIdea.toLowerCase()).toMatch(/marathon|run|hik|yosemite|sushi|pottery|design/);
    });

    it('still answers for a person with no memories, with general text', async () => {
      const fresh = await api.addKindred('Fresh', 'Colleague');
      const ice = iceBreakerResultSchema.parse((await api.call('GET', `/api/kindreds/${fresh.id}/ice-breaker`)).json());
      const gift = giftIdeaResultSchema.parse((await api.call('GET', `/api/kindreds/${fresh.id}/gift-idea`)).json());
      expect(ice.iceBreaker.length).toBeGreaterThan(10);
      expect(gift.giftIdea.length).toBeGreaterThan(10);
    });
  });

  describe('the coaching plan', () => {
    it('does not exist until generated; then it is stored, read back and replaced', async () => {
      const person = await api.addKindred('Dad', 'Family');
      await api.addKeyDate(person.id, { date: '1960-12-10', eventTitle: "Dad's birthday", annual: true });
      expect((await api.call('GET', `/api/kindreds/${person.id}/coaching-plan/exists`)).json()).toEqual({ exists: false });
      const missing = await api.call('GET', `/api/kindreds/${person.id}/coaching-plan`);
      expect(missing.statusCode).toBe(204);
      expect(missing.body).toBe('');

      const created = await api.call('POST', `/api/kindreds/${person.id}/coaching-plan?userTimezone=Europe/Paris`);
      expect(created.statusCode).toBe(201);
      const plan = coachingPlanSchema.parse(created.json());
      expect(plan).toMatchObject({ kindredId: person.id, kindredName: 'Dad', engine: 'builtin', checkedActions: [] });
      expect(plan.plan.weeklyPlan.map((week) => week.week)).toEqual([1, 2, 3, 4]);
      expect(plan.plan.weeklyPlan.every((week) => week.actions.length > 0)).toBe(true);

      expect((await api.call('GET', `/api/kindreds/${person.id}/coaching-plan/exists`)).json()).toEqual({ exists: true });
      expect(coachingPlanSchema.parse((await api.call('GET', `/api/kindreds/${person.id}/coaching-plan`)).json())).toEqual(plan);

      const again = coachingPlanSchema.parse((await api.call('POST', `/api/kindreds/${person.id}/coaching-plan`)).json());
      expect(again.id).toBe(plan.id);
      expect(Date.parse(again.generatedAt)).toBeGreaterThanOrEqual(Date.parse(plan.generatedAt));
    });

    it('remembers ticked weekly actions per plan; a new plan starts unticked', async () => {
      const person = await api.addKindred('Gran', 'Family');
      const plan = coachingPlanSchema.parse((await api.call('POST', `/api/kindreds/${person.id}/coaching-plan`)).json());
      const tick = (body: object) => api.call('PUT', `/api/kindreds/${person.id}/coaching-plan/actions`, { generatedAt: plan.generatedAt, ...body });

      expect((await tick({ week: 1, actionIndex: 0, done: true })).json().checkedActions).toEqual(['1.0']);
      expect((await tick({ week: 2, actionIndex: 0, done: true })).json().checkedActions).toEqual(['1.0', '2.0']);
      expect((await tick({ week: 2, actionIndex: 0, done: true })).json().checkedActions).toEqual(['1.0', '2.0']);
      expect((await tick({ week: 1, actionIndex: 0, done: false })).json().checkedActions).toEqual(['2.0']);
      const read = coachingPlanSchema.parse((await api.call('GET', `/api/kindreds/${person.id}/coaching-plan`)).json());
      expect(read).toEqual({ ...plan, checkedActions: ['2.0'] });

      const noSuchAction = await tick({ week: 1, actionIndex: 99, done: true });
      expect(noSuchAction.statusCode).toBe(400);
      expect(noSuchAction.json().error).toBe('This plan has no such action.');
      expect((await tick({ week: 5, actionIndex: 0, done: true })).statusCode).toBe(400);
      const other = await asUser(t);
      expect((await other.call('PUT', `/api/kindreds/${person.id}/coaching-plan/actions`, { generatedAt: plan.generatedAt, week: 1, actionIndex: 0, done: true })).statusCode).toBe(404);

      await new Promise((resolve) => setTimeout(resolve, 5)); // a new plan gets a later timestamp than the ticked one
      const again = coachingPlanSchema.parse((await api.call('POST', `/api/kindreds/${person.id}/coaching-plan`)).json());
      expect(again.checkedActions).toEqual([]);
      const stale = await tick({ week: 1, actionIndex: 0, done: true });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toBe('This coaching plan was replaced by a newer one. Reload the page to see it.');
    });
  });

  describe('detect-important-dates', () => {
    it('returns the dates of every memory that are not key dates yet', async () => {
      const person = await api.addKindred('Lena', 'Sister');
      const birthday = await api.addMemory(person.id, 'Lena was born on March 14, 1992 and we always celebrate with cake.');
      const wedding = await api.addMemory(person.id, 'Lena and Tom got married on June 3, 2021 in Lisbon.');
      await api.addMemory(person.id, 'She likes green tea.');
      await api.addKeyDate(person.id, { date: '2021-06-03', eventTitle: 'Wedding', annual: true, memoryId: wedding.memory.id });

      const response = await api.call('POST', `/api/kindreds/${person.id}/detect-important-dates`);
      expect(response.statusCode).toBe(200);
      const result = importantDatesResultSchema.parse(response.json());
      expect(result.memories.map((memory) => memory.memoryId)).toEqual([birthday.memory.id]);
      expect(result.memories[0]!.suggestions.map((suggestion) => suggestion.date)).toContain('1992-03-14');
    });
  });

  describe('keep private from AI', () => {
    it('is off by default and switched with PATCH', async () => {
      const person = await api.addKindred('Quiet', 'Friend');
      expect(person.privateFromAi).toBe(false);
      const response = await api.call('PATCH', `/api/kindreds/${person.id}`, { privateFromAi: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Quiet', privateFromAi: true });
      expect((await api.call('GET', `/api/kindreds/${person.id}`)).json().privateFromAi).toBe(true);
    });

    it('rejects an empty change and a switch that is not a boolean', async () => {
      const person = await api.addKindred('Quiet', 'Friend');
      const empty = await api.call('PATCH', `/api/kindreds/${person.id}`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe('Nothing to update: send a name, a relationship, privateFromAi or keepInTouch');
      expect((await api.call('PATCH', `/api/kindreds/${person.id}`, { privateFromAi: 'yes' })).statusCode).toBe(400);
    });
  });

  describe('access', () => {
    const aiRoutes = (id: number): [string, string][] => [
      ['POST', `/api/kindreds/${id}/summary/regenerate`],
      ['GET', `/api/kindreds/${id}/ice-breaker`],
      ['GET', `/api/kindreds/${id}/gift-idea`],
      ['GET', `/api/kindreds/${id}/coaching-plan`],
      ['POST', `/api/kindreds/${id}/coaching-plan`],
      ['GET', `/api/kindreds/${id}/coaching-plan/exists`],
      ['PUT', `/api/kindreds/${id}/coaching-plan/actions`],
      ['POST', `/api/kindreds/${id}/detect-important-dates`],
    ];

    it('answers 402 trialExpired on every AI route after the trial, while the summary stays readable', async () => {
      const expired = await asUser(t, { trialStartedDaysAgo: 6 });
      // Added while the trial ran: creating is what an expired trial forbids.
      const { rows } = await t.testDatabase.database.execute('insert into kindreds (user_id, name, relationship) values ($1, $2, $3) returning id', [
        expired.user.id,
        'Old Friend',
        'Friend',
      ]);
      const { id } = rows[0] as { id: number };
      for (const [method, url] of aiRoutes(id)) {
        const response = await expired.call(method as 'GET', url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 402 });
        expect(response.json()).toMatchObject({ trialExpired: true });
      }
      expect((await expired.call('GET', `/api/kindreds/${id}/summary/status`)).statusCode).toBe(200);
      expect((await expired.call('GET', `/api/kindreds/${id}/summary`)).statusCode).toBe(204);
    });

    it('answers 401 without a session and 400 for an id that is no id', async () => {
      for (const [method, url] of aiRoutes(maya.id)) {
        expect((await t.app.inject({ method: method as 'GET', url })).statusCode).toBe(401);
        const bad = await api.call(method as 'GET', url.replace(String(maya.id), 'abc'));
        expect({ url, status: bad.statusCode }).toEqual({ url, status: 400 });
      }
    });

    it('deletes the summary and the coaching plan with the person', async () => {
      const person = await api.addKindred('Gone', 'Friend');
      await api.addMemory(person.id, 'Gone loves chess.');
      await settledSummary(api, person.id);
      await api.call('POST', `/api/kindreds/${person.id}/coaching-plan`);
      expect((await api.call('DELETE', `/api/kindreds/${person.id}`)).statusCode).toBe(204);
      const left = await t.testDatabase.database.execute(
        'select (select count(*) from kindred_summaries where kindred_id = $1)::int as summaries, (select count(*) from coaching_plans where kindred_id = $1)::int as plans',
        [person.id],
      );
      expect(left).toMatchObject({ rows: [{ summaries: 0, plans: 0 }] });
    });
  });
});
