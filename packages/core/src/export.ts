import { z } from 'zod';
import { AI_ENGINE_NAMES, coachingPlanContentSchema, summaryAttributesSchema } from './ai';
import { keyDateSchema } from './key-date';
import { kindredSchema } from './kindred';
import { memorySchema } from './memory';

/** Bumped whenever the shape changes, so an importer knows what it reads. */
export const EXPORT_VERSION = 3;

/** GET /api/export: everything the user owns, as one JSON document. */
export const exportSchema = z.object({
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  profile: z.object({ email: z.string(), createdAt: z.iso.datetime({ offset: true }) }),
  kindreds: z.array(
    kindredSchema.omit({ photoUrl: true }).extend({
      hasPhoto: z.boolean(),
      memories: z.array(memorySchema.omit({ kindredId: true, hasKeyDates: true })),
      keyDates: z.array(keyDateSchema.omit({ kindredId: true })),
      summary: z.object({ generatedAt: z.iso.datetime({ offset: true }), attributes: summaryAttributesSchema }).nullable(),
      coachingPlan: z.object({ generatedAt: z.iso.datetime({ offset: true }), engine: z.enum(AI_ENGINE_NAMES), plan: coachingPlanContentSchema }).nullable(),
    }),
  ),
});
export type KindredExport = z.infer<typeof exportSchema>;
