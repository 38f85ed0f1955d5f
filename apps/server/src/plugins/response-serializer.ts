import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Serializes responses with fast-json-stringify, compiled once per route from the route's zod
 * response schema. Like zod's own check it sends only the declared fields (an undeclared one, a
 * password hash say, never leaves), but it does not re-validate every value on every request:
 * the DTO functions build each answer field by field, and the tests parse answers strictly.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
