import { coachingPlanContentSchema, type CoachingPlan } from '@kindred/core/ai';
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
  return { id: row.id, kindredId: row.kindredId, kindredName, generatedAt: row.generatedAt.toISOString(), engine: row.engine, plan: row.plan };
}

/** One coaching plan per person, written on request; a failed model hands over to the builtin engine. */
export function createCoachingPlansService({ plans, people, engines, logger }: Dependencies) {
  return {
    get: async (userId: number, kindredId: number) => {
      const [kindred, row] = await Promise.all([people.kindredOf(userId, kindredId), plans.find(userId, kindredId)]);
      if (!kindred) throw notFound();
      if (!row) throw notFound('No coaching plan yet.');
      return toDto(row, kindred.name);
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
