import { z } from 'zod';
import { ymdSchema, pickerDateSchema } from './dates';
import { KINDRED_NAME_MAX_LENGTH, KINDRED_RELATIONSHIP_MAX_LENGTH, kindredInputSchema, maxLengthMessage, requiredTextSchema } from './validation';
import { MEMORY_TEXT_MAX_LENGTH, memorySchema, memoryTextSchema } from './memory';
import { keyDateSchema } from './key-date';
import { KEEP_IN_TOUCH_CADENCES } from './calendar';

const timestamp = z.iso.datetime({ offset: true });

/** A person the user keeps a profile of (spec §3). `photoUrl` is null until a photo is uploaded. */
export const kindredSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  relationship: z.string(),
  photoUrl: z.string().nullable(),
  /** "Keep private from AI": the person's text never leaves the server for an AI provider. */
  privateFromAi: z.boolean(),
  /** How often the user wants to write about this person (suggestions, issue #13). */
  keepInTouch: z.enum(KEEP_IN_TOUCH_CADENCES),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Kindred = z.infer<typeof kindredSchema>;

/** The next occurrence of a key date: `date` is the day it falls on next (annual dates roll forward). */
export const upcomingKeyDateSchema = z.object({
  id: z.int().positive(),
  date: ymdSchema,
  eventTitle: z.string(),
  annual: z.boolean(),
});
export type UpcomingKeyDate = z.infer<typeof upcomingKeyDateSchema>;

/** One card of the dashboard (GET /api/kindreds/summary). */
export const kindredListItemSchema = kindredSchema.extend({
  memoryCount: z.int().min(0),
  lastMemoryAt: timestamp.nullable(),
  nextKeyDate: upcomingKeyDateSchema.nullable(),
});
export type KindredListItem = z.infer<typeof kindredListItemSchema>;

export { kindredInputSchema, type KindredInput } from './validation';

/** PATCH /api/kindreds/{id}: any of the fields, same rules as creation. */
export const kindredUpdateSchema = kindredInputSchema
  .partial()
  .extend({ privateFromAi: z.boolean().optional(), keepInTouch: z.enum(KEEP_IN_TOUCH_CADENCES).optional() })
  .refine(
    (body) => body.name !== undefined || body.relationship !== undefined || body.privateFromAi !== undefined || body.keepInTouch !== undefined,
    { error: 'Nothing to update: send a name, a relationship, privateFromAi or keepInTouch' },
  );
export type KindredUpdate = z.infer<typeof kindredUpdateSchema>;

/** POST /api/kindreds/onboarding: a first-time user's first person, with an optional birthday and first memory. */
export const onboardingRequestSchema = z.object({
  name: requiredTextSchema('name', KINDRED_NAME_MAX_LENGTH),
  relationship: requiredTextSchema('relationship', KINDRED_RELATIONSHIP_MAX_LENGTH),
  birthday: pickerDateSchema.optional(),
  firstMemory: z
    .string()
    .trim()
    .refine((text) => Array.from(text).length <= MEMORY_TEXT_MAX_LENGTH, { error: maxLengthMessage('memory', MEMORY_TEXT_MAX_LENGTH) })
    .optional(),
});
export type OnboardingRequest = z.infer<typeof onboardingRequestSchema>;

/** A replayed or second onboarding request: the first one already made the person. */
export const ONBOARDING_DONE_MESSAGE = 'Onboarding is already done: add more people from the dashboard.';

export const onboardingResponseSchema = z.object({
  kindred: kindredSchema,
  birthday: keyDateSchema.nullable(),
  memory: memorySchema.nullable(),
});
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;

// ---- Photos (the spec does not show formats or limits: these are ours, in the README)

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Stored photos fit a square of this many pixels. */
export const PHOTO_SIZE_PX = 512;
/** Width x height an upload may claim; refused from its header, before any decoding. */
export const PHOTO_MAX_PIXELS = 25_000_000;
export const PHOTO_MESSAGES = {
  missing: 'Choose a photo to upload.',
  tooLarge: 'Photos can be at most 5 MB.',
  tooManyPixels: 'Photos can be at most 25 megapixels (for example 5000 x 5000 pixels).',
  busy: 'Many photos are being processed right now. Please try again in a moment.',
  notImage: 'This file is not a JPEG, PNG, WebP or GIF image.',
  uploadFailed: 'Failed to upload photo',
  deleteFailed: 'Failed to delete photo',
} as const;

export { memoryTextSchema };
