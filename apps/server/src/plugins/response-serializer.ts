import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isNullSchema = (schema: unknown) => typeof schema === 'object' && schema !== null && (schema as JsonSchema).type === 'null' && Object.keys(schema).length === 1;

/**
 * zod writes `.nullable()` as `anyOf: [schema, { type: 'null' }]`, which fast-json-stringify can
 * only resolve by validating the value against each branch with Ajv on every answer (the date
 * formats of the dashboard's 50 nullable "next key date" objects, every time). Its own
 * `nullable: true` says the same and is decided with one `=== null`.
 */
function withNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullable);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withNullable(value)])) as JsonSchema;
  const { anyOf, ...rest } = node;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNullSchema)) {
    const other = anyOf.find((branch) => !isNullSchema(branch)) as JsonSchema;
    if (typeof other.type === 'string') return { ...rest, ...other, nullable: true };
  }
  return node;
}

/**
 * Serializes responses with fast-json-stringify, compiled once per route from the route's zod
 * response schema. Like zod's own check it sends only the declared fields (an undeclared one, a
 * password hash say, never leaves), but it does not re-validate every value on every request:
 * the DTO functions build each answer field by field, and the tests parse answers strictly.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = withNullable(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }));
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
