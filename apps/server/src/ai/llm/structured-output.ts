import { z } from 'zod';
import { cutAtWord } from './context-budget';

type Sdk = typeof import('ai');
type JsonSchema = Exclude<Parameters<Sdk['jsonSchema']>[0], PromiseLike<unknown> | (() => unknown)>;
type JsonNode = Record<string, unknown>;

// Providers accept different subsets of JSON Schema in structured output (OpenAI's strict mode,
// Gemini, Anthropic, local servers): lengths, counts and ranges are left to the prompt and to the
// zod validation of the answer, which is the contract.
const UNPORTABLE_KEYWORDS = new Set([
  'default',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'pattern',
  'format',
]);

function isNode(value: unknown): value is JsonNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function mapValues(record: JsonNode, map: (value: unknown, key: string) => unknown): JsonNode {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value, key)]));
}

function portable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(portable);
  if (!isNode(node)) return node;
  const kept = Object.fromEntries(Object.entries(node).filter(([keyword]) => !UNPORTABLE_KEYWORDS.has(keyword)));
  // Under "properties" the keys are field names, which may well be called "format" or "default".
  return mapValues(kept, (value, keyword) => (keyword === 'properties' && isNode(value) ? mapValues(value, portable) : portable(value)));
}

/**
 * The answer with over-long strings cut at a word and over-long lists cut to their maximum, as the
 * full schema sets them: a 63-character title or a sixth action is a slip not worth a failed call.
 */
function fitToLimits(value: unknown, schema: JsonNode): unknown {
  if (typeof value === 'string' && typeof schema.maxLength === 'number') return cutAtWord(value, schema.maxLength);
  if (Array.isArray(value)) {
    const items = typeof schema.maxItems === 'number' ? value.slice(0, schema.maxItems) : value;
    return isNode(schema.items) ? items.map((item) => fitToLimits(item, schema.items as JsonNode)) : items;
  }
  if (isNode(value) && isNode(schema.properties)) {
    const properties = schema.properties;
    return mapValues(value, (field, key) => (isNode(properties[key]) ? fitToLimits(field, properties[key]) : field));
  }
  return value;
}

// The core schemas are a fixed handful: each is converted once, not on every model call.
const converted = new WeakMap<z.ZodType, { full: JsonNode; sent: JsonSchema }>();

function convert(schema: z.ZodType): { full: JsonNode; sent: JsonSchema } {
  let found = converted.get(schema);
  if (!found) {
    const full = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as JsonNode;
    found = { full, sent: portable(full) as JsonSchema };
    converted.set(schema, found);
  }
  return found;
}

/**
 * The SDK's structured output for a core schema: the model is asked for a portable JSON schema
 * (every field required, no extra fields), and its answer is held to the core zod schema.
 */
export function structuredOutput<T>(sdk: Sdk, name: string, schema: z.ZodType<T>) {
  const { full, sent } = convert(schema);
  const answerSchema = sdk.jsonSchema<T>(sent, {
    validate: (value) => {
      const result = schema.safeParse(fitToLimits(value, full));
      return result.success ? { success: true, value: result.data } : { success: false, error: result.error };
    },
  });
  return sdk.Output.object({ schema: answerSchema, name });
}
