import { z } from 'zod';
import type { ErrorBody } from './errors';

/** The error JSON every failed API call answers with. */
export const errorBodySchema: z.ZodType<ErrorBody> = z.object({
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
  trialExpired: z.boolean().optional(),
});
