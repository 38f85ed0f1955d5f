import { z } from 'zod';
import { DEFAULT_CATEGORY, MEMORY_ACTIVITY_DEFAULT_DAYS, RAW_TEXT_PREVIEW_LENGTH, TITLE_FALLBACK_LENGTH } from './constants';
import { pickerDateSchema, ymdSchema } from './dates';
import { dateSuggestionSchema } from './date-suggestions';
import { timeZoneQuerySchema } from './time-zone';
import { bodyIdSchema, countCharacters, maxLengthMessage, requiredMessage } from './validation';

const timestamp = z.iso.datetime({ offset: true });

export const MEMORY_TEXT_MAX_LENGTH = 10_000;
export const MEMORY_TITLE_MAX_LENGTH = 200;
export const MEMORY_SUMMARY_MAX_LENGTH = 20_000;
export const MEMORY_CATEGORY_MAX_LENGTH = 50;
export const MEMORY_PAGE_SIZE = 50;
export const MEMORY_PAGE_MAX = 100;
export const MEMORY_ACTIVITY_MAX_DAYS = 3660;

export const PROCESSING_STATUSES = ['processing', 'completed', 'error'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/** A memory as the server sends it (spec §3). `hasKeyDates` drives the row's "Key Dates" badge. */
export const memorySchema = z.object({
  id: z.int().positive(),
  kindredId: z.int().positive(),
  rawText: z.string(),
  title: z.string().nullable(),
  fullSummary: z.string().nullable(),
  category: z.string(),
  keyDate: ymdSchema.nullable(),
  processingStatus: z.enum(PROCESSING_STATUSES),
  hasKeyDates: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Memory = z.infer<typeof memorySchema>;

/** The memory's text: trimmed, non-empty, at most 10,000 characters (spec §5 "Quick memory"). */
export const memoryTextSchema = z
  .string({ error: (issue) => (issue.input == null ? requiredMessage('memory') : undefined) })
  .trim()
  .min(1, { error: requiredMessage('memory'), abort: true })
  .refine((text) => countCharacters(text) <= MEMORY_TEXT_MAX_LENGTH, { error: maxLengthMessage('memory', MEMORY_TEXT_MAX_LENGTH) });

/** POST /api/kindreds/{id}/memories */
export const createMemoryRequestSchema = z.object({ rawText: memoryTextSchema });
export type CreateMemoryRequest = z.infer<typeof createMemoryRequestSchema>;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const IDEMPOTENCY_KEY_MESSAGE = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters`;
/** POST /api/kindreds/{id}/memories headers (Node lower-cases header names; see IDEMPOTENCY_KEY_HEADER). */
export const createMemoryHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`), { error: IDEMPOTENCY_KEY_MESSAGE })
    .optional(),
});

/** The 201 answer: the stored memory (still processing) and the dates found in it at once. */
export const createMemoryResponseSchema = z.object({ memory: memorySchema, dateSuggestions: z.array(dateSuggestionSchema) });
export type CreateMemoryResponse = z.infer<typeof createMemoryResponseSchema>;

export const EDIT_MEMORY_REQUIRED_MESSAGE = 'Title and Full Summary are required.';
/** "Key date {n} must have both a date and event title." (n is 1-based, spec §5). */
export function keyDateRowMessage(n: number): string {
  return `Key date ${n} must have both a date and event title.`;
}

/** The Edit Memory dialog's own check (spec §5): the first problem, or null. */
export function validateMemoryEdit(
  fields: { title: string; fullSummary: string },
  keyDates: readonly { date: string | null | undefined; eventTitle: string | null | undefined }[] = [],
): string | null {
  if (fields.title.trim() === '' || fields.fullSummary.trim() === '') return EDIT_MEMORY_REQUIRED_MESSAGE;
  const incomplete = keyDates.findIndex((row) => !row.date || !row.eventTitle || row.eventTitle.trim() === '');
  return incomplete === -1 ? null : keyDateRowMessage(incomplete + 1);
}

/**
 * The Edit Memory dialog (spec §5): its one message is form-wide (under `root`), the first problem
 * of validateMemoryEdit; the server's length limits still apply on save.
 */
export const editMemoryFormSchema = z
  .object({
    title: z.string(),
    fullSummary: z.string(),
    category: z.string(),
    keyDate: z.string(),
    // The memory's key dates as edited; null while they load, so none are checked yet.
    keyDates: z.array(z.looseObject({ date: z.string().nullable(), eventTitle: z.string().nullable() })).nullable(),
  })
  .superRefine((fields, ctx) => {
    const problem = validateMemoryEdit(fields, fields.keyDates ?? []);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['root'] });
  });

const editText = (max: number) =>
  z
    .string({ error: EDIT_MEMORY_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: EDIT_MEMORY_REQUIRED_MESSAGE, abort: true })
    .refine((text) => countCharacters(text) <= max, { error: `Must be no more than ${max} characters long` });

/** PUT /api/memories/{id}: what the Edit Memory dialog sends (spec §7.3). */
export const updateMemoryRequestSchema = z.object({
  title: editText(MEMORY_TITLE_MAX_LENGTH),
  fullSummary: editText(MEMORY_SUMMARY_MAX_LENGTH),
  category: z
    .string()
    .trim()
    .refine((text) => countCharacters(text) <= MEMORY_CATEGORY_MAX_LENGTH, { error: maxLengthMessage('category', MEMORY_CATEGORY_MAX_LENGTH) })
    .optional(),
  // The same years the date pickers and key dates allow.
  keyDate: pickerDateSchema.nullable().optional(),
  rawText: memoryTextSchema.optional(),
  kindredId: bodyIdSchema.optional(),
});
export type UpdateMemoryRequest = z.infer<typeof updateMemoryRequestSchema>;

/** GET /api/kindreds/{id}/memories: newest first; pass `nextCursor` back as `cursor` for the next page. */
export const memoryPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MEMORY_PAGE_MAX).default(MEMORY_PAGE_SIZE),
});
export const memoryPageSchema = z.object({ items: z.array(memorySchema), nextCursor: z.string().nullable() });
export type MemoryPage = z.infer<typeof memoryPageSchema>;

/** GET /api/memories/activity */
export const memoryActivityQuerySchema = timeZoneQuerySchema.extend({
  days: z.coerce.number().int().min(1).max(MEMORY_ACTIVITY_MAX_DAYS).default(MEMORY_ACTIVITY_DEFAULT_DAYS),
});
export const memoryActivityItemSchema = z.object({ date: ymdSchema, count: z.int().positive() });
export type MemoryActivityItem = z.infer<typeof memoryActivityItemSchema>;

// ---- How a memory reads in a list row (spec §2.4, §4.4)

export const UNTITLED_MEMORY = 'Untitled Memory';
export const MEMORY_CONTENT_UNAVAILABLE = 'Memory content unavailable';
export const MEMORY_ERROR_TEXT = 'Error processing memory.';

type MemoryText = Pick<Memory, 'title' | 'rawText'> & Partial<Pick<Memory, 'fullSummary'>>;

/** The title, else the first 30 characters of the raw text and "...", else "Untitled Memory". */
export function memoryDisplayTitle(memory: MemoryText): string {
  if (memory.title?.trim()) return memory.title;
  if (memory.rawText?.trim()) return `${Array.from(memory.rawText).slice(0, TITLE_FALLBACK_LENGTH).join('')}...`;
  return UNTITLED_MEMORY;
}

/** The full summary, else the raw text cut at 150 characters, else "Memory content unavailable". */
export function memoryDisplayBody(memory: MemoryText): string {
  if (memory.fullSummary?.trim()) return memory.fullSummary;
  if (memory.rawText?.trim()) return Array.from(memory.rawText).slice(0, RAW_TEXT_PREVIEW_LENGTH).join('');
  return MEMORY_CONTENT_UNAVAILABLE;
}

/** The category chip's text: "General" when none is set. */
export function memoryCategory(memory: { category?: string | null }): string {
  return memory.category?.trim() ? memory.category : DEFAULT_CATEGORY;
}

/** The status a client shows (spec §4.4): a title and summary mean done; nothing at all with no flag means done too. */
export function effectiveProcessingStatus(memory: Partial<Pick<Memory, 'title' | 'fullSummary' | 'processingStatus'>>): ProcessingStatus {
  if (memory.processingStatus === 'error') return 'error';
  if (memory.title && memory.fullSummary) return 'completed';
  if (!memory.processingStatus && !memory.title && !memory.fullSummary) return 'completed';
  return memory.processingStatus ?? 'processing';
}
