import { z } from 'zod';
import { AI_TEST_PROMPT_MAX_LENGTH, MAX_KEY_DATE_SUGGESTIONS } from './constants';
import { dateSuggestionSchema } from './date-suggestions';
import { ymdSchema } from './dates';

const timestamp = z.iso.datetime({ offset: true });

/** The fixed categories a memory is filed under; General only when nothing else fits. */
export const MEMORY_CATEGORIES = [
  'General',
  'Milestone',
  'Celebration',
  'Travel',
  'Work',
  'Health',
  'Family',
  'Hobby',
  'Food & Drink',
  'Conversation',
  'Gift',
] as const;
export type MemoryCategory = (typeof MEMORY_CATEGORIES)[number];

/** Generated memory titles are short and never cut mid-word. */
export const GENERATED_TITLE_MAX_LENGTH = 60;

/** What the AI writes for one memory: the model's structured answer, validated before it is stored. */
export const memoryDescriptionSchema = z.object({
  title: z.string().trim().min(1).max(GENERATED_TITLE_MAX_LENGTH),
  fullSummary: z.string().trim().min(1),
  category: z.enum(MEMORY_CATEGORIES),
});
export type MemoryDescription = z.infer<typeof memoryDescriptionSchema>;

/** The eight lists of a person summary (spec §3 "Kindred summary"), in the order the panel shows them. */
export const SUMMARY_LISTS = [
  'personal_attributes',
  'relationship_insights',
  'interests',
  'important_dates',
  'preferences',
  'goals',
  'challenges',
  'key_memories',
] as const;
export type SummaryList = (typeof SUMMARY_LISTS)[number];

const summaryItems = z.array(z.string().trim().min(1)).default([]);

/** Each list defaults to empty (spec §3). */
export const summaryAttributesSchema = z.object({
  personal_attributes: summaryItems,
  relationship_insights: summaryItems,
  interests: summaryItems,
  important_dates: summaryItems,
  preferences: summaryItems,
  goals: summaryItems,
  challenges: summaryItems,
  key_memories: summaryItems,
});
export type SummaryAttributes = z.infer<typeof summaryAttributesSchema>;

/** GET /api/kindreds/{id}/summary; 404 while there is none. */
export const kindredSummarySchema = z.object({
  id: z.int().positive(),
  kindredId: z.int().positive(),
  generatedAt: timestamp,
  hasPendingGeneration: z.boolean(),
  attributes: summaryAttributesSchema,
});
export type KindredSummary = z.infer<typeof kindredSummarySchema>;

/** GET /api/kindreds/{id}/summary/status and the answer of POST .../summary/regenerate. */
export const summaryStatusSchema = z.object({
  kindredId: z.int().positive(),
  hasSummary: z.boolean(),
  hasPendingGeneration: z.boolean(),
  generatedAt: timestamp.nullable(),
});
export type SummaryStatus = z.infer<typeof summaryStatusSchema>;

/** How many times the user has asked in a row; answers differ from one ask to the next. */
export const AI_ASK_MAX = 10_000;

/**
 * The query of GET /api/kindreds/{id}/ice-breaker and /gift-idea: `ask` counts the user's asks for
 * this person (0 for the first). The same memories and ask give the same answer; the next ask gives
 * another one, never the one just shown. The client keeps the count.
 */
export const aiAskQuerySchema = z.object({
  ask: z.coerce.number().int().min(0).max(AI_ASK_MAX).optional(),
});

/** GET /api/kindreds/{id}/ice-breaker (spec §3 "Ice breaker result"). */
export const iceBreakerResultSchema = z.object({
  iceBreaker: z.string(),
  kindredId: z.int().positive(),
  kindredName: z.string(),
});
export type IceBreakerResult = z.infer<typeof iceBreakerResultSchema>;

/** GET /api/kindreds/{id}/gift-idea (spec §3 "Gift idea result"); `giftIdea` is markdown. */
export const giftIdeaResultSchema = z.object({
  giftIdea: z.string(),
  kindredId: z.int().positive(),
  kindredName: z.string(),
});
export type GiftIdeaResult = z.infer<typeof giftIdeaResultSchema>;

/** The structured answer a model gives for an ice breaker: the line, and the thread of the memories it picks up. */
export const iceBreakerAnswerSchema = z.object({
  iceBreaker: z.string().trim().min(1).max(600),
  topic: z.string().trim().max(120),
});
export type IceBreakerAnswer = z.infer<typeof iceBreakerAnswerSchema>;

/** The structured answer a model gives for gift ideas; the server writes it as the markdown of `giftIdea`. */
export const giftIdeasAnswerSchema = z.object({
  intro: z.string().trim().min(1).max(300),
  ideas: z
    .array(z.object({ name: z.string().trim().min(1).max(120), why: z.string().trim().min(1).max(400) }))
    .min(1)
    .max(5),
  /** What to keep in mind (a dislike, an allergy), or ''. */
  note: z.string().trim().max(300),
});
export type GiftIdeasAnswer = z.infer<typeof giftIdeasAnswerSchema>;

export const COACHING_PLAN_WEEKS = 4;

/** The structured plan a model (or the builtin engine) writes for one person. */
export const coachingPlanContentSchema = z.object({
  focusAreas: z
    .array(z.object({ title: z.string().trim().min(1), description: z.string().trim().min(1) }))
    .min(1)
    .max(5),
  weeklyPlan: z
    .array(
      z.object({
        week: z.int().min(1).max(COACHING_PLAN_WEEKS),
        theme: z.string().trim().min(1),
        actions: z.array(z.string().trim().min(1)).min(1).max(5),
      }),
    )
    .length(COACHING_PLAN_WEEKS),
  conversationTopics: z.array(z.string().trim().min(1)).min(1).max(8),
  upcomingOccasions: z
    .array(z.object({ date: ymdSchema, title: z.string().trim().min(1), gesture: z.string().trim().min(1) }))
    .max(8),
});
export type CoachingPlanContent = z.infer<typeof coachingPlanContentSchema>;

/** Which brain wrote a result: the offline engine, or the configured model. */
export const AI_ENGINE_NAMES = ['builtin', 'llm'] as const;
export type AiEngineName = (typeof AI_ENGINE_NAMES)[number];

/** GET/POST /api/kindreds/{id}/coaching-plan. */
export const coachingPlanSchema = z.object({
  id: z.int().positive(),
  kindredId: z.int().positive(),
  kindredName: z.string(),
  generatedAt: timestamp,
  engine: z.enum(AI_ENGINE_NAMES),
  plan: coachingPlanContentSchema,
  /** The weekly actions the person has ticked, as `planActionKey`s; a new plan starts with none. */
  checkedActions: z.array(z.string()),
});
export type CoachingPlan = z.infer<typeof coachingPlanSchema>;

/** Names one weekly action of a plan: its week and its place in that week's list. */
export const planActionKey = (week: number, actionIndex: number) => `${week}.${actionIndex}`;

/** PUT /api/kindreds/{id}/coaching-plan/actions: ticks or unticks one action of the plan generated at `generatedAt`. */
export const coachingPlanCheckSchema = z.object({
  generatedAt: timestamp,
  week: z.int().min(1).max(COACHING_PLAN_WEEKS),
  actionIndex: z.int().min(0),
  done: z.boolean(),
});
export type CoachingPlanCheck = z.infer<typeof coachingPlanCheckSchema>;

/** GET /api/kindreds/{id}/coaching-plan/exists. */
export const coachingPlanExistsSchema = z.object({ exists: z.boolean() });

/** The test prompt of /gemini-test. */
export const aiTestRequestSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'Prompt is required')
    .max(AI_TEST_PROMPT_MAX_LENGTH, `Prompt must be at most ${AI_TEST_PROMPT_MAX_LENGTH} characters`),
});
export type AiTestRequest = z.infer<typeof aiTestRequestSchema>;

/** GET /api/gemini: which brain the server uses (never the key). */
export const aiStatusSchema = z.object({
  engine: z.enum(AI_ENGINE_NAMES),
  provider: z.string(),
  model: z.string().nullable(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

/** POST /api/gemini: the model's answer and how long it took. */
export const aiTestResultSchema = aiStatusSchema.extend({
  text: z.string(),
  elapsedMs: z.int().min(0),
});
export type AiTestResult = z.infer<typeof aiTestResultSchema>;

/** POST /api/kindreds/{id}/detect-important-dates: per memory, the dates not saved as key dates yet. */
export const importantDatesResultSchema = z.object({
  memories: z.array(z.object({ memoryId: z.int().positive(), suggestions: z.array(dateSuggestionSchema).max(MAX_KEY_DATE_SUGGESTIONS) })),
});
export type ImportantDatesResult = z.infer<typeof importantDatesResultSchema>;
