import { coachingPlanContentSchema, planActionKey, type CoachingPlan, type CoachingPlanCheck } from '@kindred/core/ai';
import { todayIn } from '@kindred/core/time-zone';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error';
import { withBuiltinFallback, type AiEngines } from '../../ai/ai-engines';
import type { CoachingPlanRow } from '../../db/schema';
import type { PersonContextSource } from '../ai';
import type { CoachingPlansRepository } from './coaching-plans.repository';

interface Dependencies {
  plans: CoachingPlansRepository;
  people: PersonContextSource;
  engines: AiEngines;
  logger: FastifyBaseLogger;
}

const notFound = (message?: string) => new AppError('NOT_FOUND', message);

function toDto(row: CoachingPlanRow, kindredName: string): CoachingPlan {
  const { checkedActions = [], ...plan } = row.plan;
  return { id: row.id, kindredId: row.kindredId, kindredName, generatedAt: row.generatedAt.toISOString(), engine: row.engine, plan, checkedActions };
}

/** One coaching plan per person, written on request; a failed model hands over to the builtin engine. */
export function createCoachingPlansService({ plans, people, engines, logger }: Dependencies) {
  return {
    /** The plan, or null while none was written yet (a normal state, not an error). */
    get: async (userId: number, kindredId: number) => {
      const [kindred, row] = await Promise.all([people.kindredOf(userId, kindredId), plans.find(userId, kindredId)]);
      if (!kindred) throw notFound();
      return row ? toDto(row, kindred.name) : null;
    },
    /** Ticks or unticks one weekly action of the current plan. */
    check: async (userId: number, kindredId: number, { generatedAt, week, actionIndex, done }: CoachingPlanCheck) => {
      const [kindred, row] = await Promise.all([people.kindredOf(userId, kindredId), plans.find(userId, kindredId)]);
      if (!kindred || !row) throw notFound();
      if (row.plan.weeklyPlan.find((entry) => entry.week === week)?.actions[actionIndex] === undefined) {
        throw new AppError('VALIDATION_FAILED', 'This plan has no such action.');
      }
      const updated = await plans.check(userId, kindredId, new Date(generatedAt), planActionKey(week, actionIndex), done);
      if (!updated) throw new AppError('CONFLICT', 'This coaching plan was replaced by a newer one. Reload the page to see it.');
      return toDto(updated, kindred.name);
    },
    exists: async (userId: number, kindredId: number) => {
      const [kindred, row] = await Promise.all([people.kindredOf(userId, kindredId), plans.find(userId, kindredId)]);
      if (!kindred) throw notFound();
      return { exists: row !== null };
    },
    generate: async (userId: number, kindredId: number, timeZone: string | undefined) => {
      const person = await people.load(userId, kindredId);
      if (!person) throw notFound();
      const context = { ...person, today: todayIn(timeZone) };
      const { value, engine } = await withBuiltinFallback(
        engines,
        person,
        async (ai) => coachingPlanContentSchema.parse(await ai.coachingPlan(context)),
        (error) => logger.warn({ err: error, kindredId }, 'the model failed to write a coaching plan; the builtin engine wrote it'),
      );
      return toDto(await plans.save(userId, kindredId, value, engine), person.name);
    },
  };
}

export type CoachingPlansService = ReturnType<typeof createCoachingPlansService>;
