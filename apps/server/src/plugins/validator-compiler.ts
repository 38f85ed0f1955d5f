import { safeInputSchema } from '@kindred/core/safe-text';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every route's zod schema, behind core's check for text that cannot be stored (NUL and other
 * control characters, broken Unicode, absurd nesting): such input is a 400 naming the field, on
 * routes written before and after this, and never reaches a query.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (route.httpPart === 'headers' || !(route.schema instanceof z.ZodType)) return zodValidatorCompiler(route);
  return zodValidatorCompiler({ ...route, schema: safeInputSchema.pipe(route.schema) });
};
