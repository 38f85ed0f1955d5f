import { z } from 'zod';

// Control characters other than tab, newline and carriage return, and UTF-16 halves without their
// pair: neither can be stored as text (PostgreSQL refuses NUL) nor shown, so no field accepts them.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Deeper input is refused outright: no request of the API nests more than a few levels.
const MAX_DEPTH = 32;

export function hasUnsafeText(text: string): boolean {
  return CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);
}

export function unsafeTextMessage(field: string): string {
  return `${field.charAt(0).toUpperCase()}${field.slice(1)} contains a control character or broken Unicode, which cannot be stored`;
}

export const INPUT_TOO_DEEP_MESSAGE = 'The request nests more deeply than any request of this API';

function visit(value: unknown, path: (string | number)[], ctx: z.RefinementCtx): void {
  if (path.length > MAX_DEPTH) {
    ctx.addIssue({ code: 'custom', path: [], message: INPUT_TOO_DEEP_MESSAGE });
    return;
  }
  if (typeof value === 'string') {
    if (hasUnsafeText(value)) ctx.addIssue({ code: 'custom', path, message: unsafeTextMessage(String(path.at(-1) ?? 'text')) });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => visit(item, [...path, index], ctx));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) visit(item, [...path, key], ctx);
  }
}

/**
 * Any request part (body, query, params) checked for text that cannot be stored, after its own
 * schema: the server puts it behind every route's schema, so a new route is covered too.
 */
export const safeInputSchema = z.unknown().superRefine((value, ctx) => visit(value, [], ctx));
