import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

// Lengths count Unicode code points, as PostgreSQL's varchar(n) does: an emoji counts once, what
// passes here fits its column, and a browser maxLength (which counts UTF-16 units) is never looser.

/** The length of a text in Unicode code points. */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}

// ---- Required fields and text

/** "{Field} is required", first letter capitalised: 'name' -> 'Name is required' (spec §5). */
export function requiredMessage(field: string): string {
  return `${field.charAt(0).toUpperCase()}${field.slice(1)} is required`;
}

/** "{Field} must be no more than {max} characters long", worded like the password rule. */
export function maxLengthMessage(field: string, max: number): string {
  return `${field.charAt(0).toUpperCase()}${field.slice(1)} must be no more than ${max} characters long`;
}

/** Whether a value is missing: undefined, null, or text that is empty after trimming. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The required-field message when the value is blank, else null. */
export function validateRequired(field: string, value: unknown): string | null {
  return isBlank(value) ? requiredMessage(field) : null;
}

/** A required text schema: trimmed, "{Field} is required" when blank, capped at max code points. */
export function requiredTextSchema(field: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage(field) : undefined) })
    .trim()
    .min(1, { error: requiredMessage(field), abort: true })
    .refine((text) => countCharacters(text) <= max, { error: maxLengthMessage(field, max) });
}

// ---- E-mail

export const EMAIL_MAX_LENGTH = 254; // the longest address SMTP can carry (RFC 5321)
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
// Pragmatic, not RFC 5322: something@label.label with no spaces anywhere, and a final label
// (top-level domain) of at least two characters, since single-letter ones do not exist.
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

/** Whether the text looks like a deliverable e-mail address (no spaces, no trimming done here). */
export function isValidEmail(text: string): boolean {
  return countCharacters(text) <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

/** E-mail input: trimmed, lower-cased, then required and validated. */
export const emailSchema = z
  .string({ error: (issue) => (issue.input == null ? requiredMessage('email') : undefined) })
  .trim()
  .toLowerCase()
  .min(1, { error: requiredMessage('email'), abort: true })
  .refine(isValidEmail, { error: INVALID_EMAIL_MESSAGE });

// ---- Passwords (spec §5): checked in this order, the first failure reported

// Letters are judged by Unicode category, so 'É' counts as uppercase and 'ß' as lowercase; letters
// without case (e.g. Chinese) are neither. Digits are any decimal digit (\p{Nd}). A special
// character is anything that is not a letter (with its combining marks) or a digit, spaces included.
// Passwords are never trimmed.
const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{M}\p{Nd}]/u;

export type PasswordRuleId = 'minLength' | 'maxLength' | 'uppercase' | 'lowercase' | 'digit' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  checklistLabel: string;
  message: string;
  test: (password: string) => boolean;
}

/** The password rules in the order the spec reports them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'minLength',
    checklistLabel: `At least ${PASSWORD_MIN_LENGTH} characters long`,
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    test: (password) => countCharacters(password) >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'maxLength',
    checklistLabel: `No more than ${PASSWORD_MAX_LENGTH} characters long`,
    message: `Password must be no more than ${PASSWORD_MAX_LENGTH} characters long`,
    test: (password) => countCharacters(password) <= PASSWORD_MAX_LENGTH,
  },
  {
    id: 'uppercase',
    checklistLabel: 'At least one uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    test: (password) => UPPERCASE.test(password),
  },
  {
    id: 'lowercase',
    checklistLabel: 'At least one lowercase letter',
    message: 'Password must contain at least one lowercase letter',
    test: (password) => LOWERCASE.test(password),
  },
  {
    id: 'digit',
    checklistLabel: 'At least one digit',
    message: 'Password must contain at least one digit',
    test: (password) => DIGIT.test(password),
  },
  {
    id: 'special',
    checklistLabel: 'At least one special character',
    message: 'Password must contain at least one special character',
    test: (password) => SPECIAL.test(password),
  },
];

/** The first failing rule's message, or null when the password passes every rule. */
export function validatePassword(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message ?? null;
}

/** Every rule with its checklist label and whether the password passes it (the live checklist). */
export function checkPasswordRules(password: string): { id: PasswordRuleId; label: string; passed: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.checklistLabel, passed: rule.test(password) }));
}

/** A new password: one issue, the first failing rule's message; "Password is required" when missing. */
export const passwordSchema = z
  .string({ error: (issue) => (issue.input == null ? requiredMessage('password') : undefined) })
  .superRefine((password, ctx) => {
    const message = validatePassword(password);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

// ---- Ids (spec §5): integers in payloads and route params

export const ID_MAX = 2_147_483_647; // PostgreSQL integer: a bigger id could only fail in SQL
export const INVALID_KINDRED_ID_MESSAGE = 'Invalid kindred ID';
export const INVALID_MEMORY_ID_MESSAGE = 'Invalid memory ID';

/** A positive integer id from a number or canonical decimal text ('7', not '07' or ' 7'), else null. */
export function parseId(value: unknown): number | null {
  // Empty text, 'undefined' (an unfilled route param) and null all fall out here.
  const isCanonicalText = typeof value === 'string' && /^[1-9]\d*$/.test(value);
  const id = typeof value === 'number' ? value : isCanonicalText ? Number(value) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= ID_MAX ? id : null;
}

/** The kindred id as a number; throws Error('Invalid kindred ID') when it is not a valid id. */
export function validateKindredId(id: unknown): number {
  const parsed = parseId(id);
  if (parsed === null) throw new Error(INVALID_KINDRED_ID_MESSAGE);
  return parsed;
}

/** The memory id as a number; throws Error('Invalid memory ID') when it is not a valid id. */
export function validateMemoryId(id: unknown): number {
  const parsed = parseId(id);
  if (parsed === null) throw new Error(INVALID_MEMORY_ID_MESSAGE);
  return parsed;
}

/** An id schema (number or decimal text in, number out) that reports one given message. */
export function idSchema(message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const id = parseId(value);
    if (id === null) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return id;
  });
}

/** An id inside a JSON body: a whole number a database id can be (bigger ones could only fail in SQL). */
export const bodyIdSchema = z.int().positive().max(ID_MAX, { error: 'No such id' });

export const kindredIdSchema = idSchema(INVALID_KINDRED_ID_MESSAGE);
export const memoryIdSchema = idSchema(INVALID_MEMORY_ID_MESSAGE);

// ---- Search

/** The trimmed search text, or null when there is nothing to search for (spec §5). */
export function normalizeSearchQuery(query: string | null | undefined): string | null {
  const text = query?.trim() ?? '';
  return text === '' ? null : text;
}

// ---- Add Kindred (spec §2.7; its messages are ours: the spec does not show them)

export const KINDRED_NAME_MAX_LENGTH = 100;
export const KINDRED_RELATIONSHIP_MAX_LENGTH = 50;

/** POST /kindreds body and the Add Kindred form: trimmed name and relationship, both required. */
export const kindredInputSchema = z.object({
  name: requiredTextSchema('name', KINDRED_NAME_MAX_LENGTH),
  relationship: requiredTextSchema('relationship', KINDRED_RELATIONSHIP_MAX_LENGTH),
});
export type KindredInput = z.infer<typeof kindredInputSchema>;
