import { safeInputSchema } from '@kindred/core/safe-text';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every route's zod schema, then core's check for text that cannot be stored (NUL and other
 * control characters, broken Unicode, absurd nesting): such input is a 400 naming the field, on
 * routes written before and after this, and never reaches a query. The route's own schema goes
 * first, so a field it words its own message for (the search text) keeps that message.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (route.httpPart === 'headers' || !(route.schema instanceof z.ZodType)) return zodValidatorCompiler(route);
  return zodValidatorCompiler({ ...route, schema: route.schema.pipe(safeInputSchema) });
};
