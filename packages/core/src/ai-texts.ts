/**
 * Every user-facing text of the AI features: the summary panel, the result dialogs of spec §2.10
 * and §2.11, the "Keep private from AI" switch, the coaching plan and /gemini-test, and the
 * client-side fallbacks of §7.2 as pure functions. Zod-free: the web loads it with its pages.
 */
import type { SummaryList } from './ai';
import { DAY_MS } from './calendar-days';
import { GIFT_CONTEXT_CUT, GIFT_CONTEXT_LIMIT, GIFT_FALLBACK_MEMORIES, ICE_BREAKER_FALLBACK_MEMORIES } from './constants';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const RELATIVE_DAYS = 7;

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago", then "on March 10, 2024" (local time) from a week on. */
export function timeAgo(timestamp: string, now: Date = new Date()): string {
  const at = new Date(timestamp);
  const elapsed = Math.max(0, now.getTime() - at.getTime());
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${plural(Math.floor(elapsed / MINUTE_MS), 'minute', 'minutes')} ago`;
  if (elapsed < DAY_MS) return `${plural(Math.floor(elapsed / HOUR_MS), 'hour', 'hours')} ago`;
  if (elapsed < RELATIVE_DAYS * DAY_MS) return `${plural(Math.floor(elapsed / DAY_MS), 'day', 'days')} ago`;
  return `on ${at.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}`;
}

/** The headings of the eight lists of a person summary (spec §3). */
export const SUMMARY_LIST_HEADINGS: Record<SummaryList, string> = {
  personal_attributes: 'Personal attributes',
  relationship_insights: 'Relationship insights',
  interests: 'Interests',
  important_dates: 'Important dates',
  preferences: 'Preferences',
  goals: 'Goals',
  challenges: 'Challenges',
  key_memories: 'Key memories',
};

/** The summary panel of the kindred page. */
export const SUMMARY_TEXTS = {
  heading: 'Summary',
  loading: 'Loading the summary',
  loadFailed: "We couldn't load the summary.",
  retry: 'Try again',
  regenerate: 'Regenerate',
  generate: 'Generate summary',
  generating: (name: string) => `Kindred is updating what it knows about ${name}...`,
  regenerateFailed: "We couldn't start a new summary. Please try again.",
  noneTitle: 'No summary yet',
  noneMessage: (name: string) =>
    `As you add memories, Kindred sums up what you know about ${name} here: interests, preferences, goals, important dates and more.`,
  emptyMessage: (name: string) => `Nothing to sum up about ${name} yet. Add a few memories and this fills in by itself.`,
  updated: (generatedAt: string, now?: Date) => `Updated ${timeAgo(generatedAt, now)}`,
} as const;

/** The buttons both result dialogs share (spec §2.10, §2.11). */
export const COPY_TEXTS = {
  copy: 'Copy to Clipboard',
  copied: 'Copied!',
} as const;

/** Ice breaker dialog (spec §2.11). */
export const ICE_BREAKER_TEXTS = {
  title: (name: string) => `Ice Breaker for ${name}`,
  heading: 'Perfect Conversation Starter',
  subtext: (name: string) => `Here's a personalized ice breaker for your next conversation with ${name}`,
  loading: 'Finding a conversation starter',
  failed: "We couldn't find a conversation starter right now.",
  close: 'Got it, thanks!',
} as const;

/** Gift ideas dialog (spec §2.10). */
export const GIFT_IDEA_TEXTS = {
  title: (name: string) => `Gift Ideas for ${name}`,
  heading: 'Thoughtful Gift Ideas',
  subtext: (name: string) => `Personalized gift suggestions based on what you know about ${name}`,
  loading: 'Finding gift ideas',
  failed: "We couldn't find gift ideas right now.",
  close: 'Perfect, thanks!',
} as const;

/** The per-person privacy switch of the kindred page. */
export const AI_PRIVACY_TEXTS = {
  label: 'Keep private from AI',
  helper: "This person's memories are then handled only by Kindred's built-in assistant and never sent to an outside AI provider.",
  saveFailed: "We couldn't change the AI privacy setting. Please try again.",
} as const;

/** The coaching plan page (/kindred/{id}/coaching-plan). */
export const COACHING_PLAN_TEXTS = {
  title: 'Coaching plan',
  intro: (name: string) => `Four weeks of small, concrete steps to grow closer to ${name}.`,
  introUnnamed: 'Four weeks of small, concrete steps to grow closer to this person.',
  back: (name: string) => `Back to ${name}`,
  backUnnamed: 'Back to the profile',
  loading: 'Loading the coaching plan',
  loadFailed: "We couldn't load the coaching plan.",
  retry: 'Try again',
  emptyTitle: 'No coaching plan yet',
  emptyMessage:
    'Kindred writes it from your memories: the areas to focus on, an action for each week, topics to talk about and the occasions coming up.',
  generate: 'Generate coaching plan',
  regenerate: 'Regenerate',
  generating: 'Writing your coaching plan... This can take a little while.',
  generateFailed: "We couldn't write the coaching plan. Please try again.",
  focusAreas: 'Focus areas',
  weeklyPlan: 'Week by week',
  week: (week: number, theme: string) => `Week ${week}: ${theme}`,
  checkFailed: "We couldn't save that tick. Please try again.",
  conversationTopics: 'Conversation topics',
  upcomingOccasions: 'Upcoming occasions',
  noOccasions: 'No occasions coming up.',
  generated: (generatedAt: string, now?: Date) => `Generated ${timeAgo(generatedAt, now)}`,
  engine: { builtin: "Written by Kindred's built-in assistant", llm: 'Written by the AI model' },
} as const;

/** How /gemini-test names the providers of AI_PROVIDER; another value is shown as it is. */
export const AI_PROVIDER_NAMES: Partial<Record<string, string>> = {
  openai: 'OpenAI',
  google: 'Google Gemini',
  anthropic: 'Anthropic',
  'openai-compatible': 'OpenAI-compatible server',
};

/** /gemini-test: which AI the server uses, and a test prompt. */
export const AI_TEST_TEXTS = {
  title: 'AI assistant test',
  intro: 'Which AI this server uses, and whether it answers.',
  loading: 'Checking the AI',
  statusFailed: "We couldn't reach the server.",
  retry: 'Try again',
  engine: 'Engine',
  builtin: 'Built-in offline assistant',
  llm: 'Language model',
  provider: 'Provider',
  model: 'Model',
  defaultModel: "The provider's default",
  prompt: 'Prompt',
  send: 'Send',
  answer: 'Answer',
  elapsed: (ms: number) => `Answered in ${ms} ms`,
  waiting: 'Waiting for the answer',
  failed: "The AI didn't answer.",
  rateLimited: 'Too many test prompts; try again in a minute.',
  signIn: 'Sign in to send a test prompt',
} as const;

// ---- Fallbacks of spec §7.2, used when the server's ice breaker or gift idea is unavailable

/** The name the fallbacks use when the person's own is not known. */
export const FALLBACK_NAME = 'your friend';

/** What a fallback reads of a memory. */
export type FallbackMemory = { title: string | null; fullSummary: string | null; createdAt: string };

/** A number in [0, 1), like Math.random; tests pass their own to pin the choice. */
export type RandomSource = () => number;

const pick = <T>(items: readonly T[], random: RandomSource): T => items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;

const nameOrFallback = (name: string | null | undefined) => name?.trim() || FALLBACK_NAME;

/** The `count` newest memories by createdAt, each as its full summary or else its title; memories with neither are skipped. */
function newestTexts(memories: readonly FallbackMemory[], count: number): string[] {
  return [...memories]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, count)
    .map((memory) => memory.fullSummary?.trim() || memory.title?.trim() || '')
    .filter((text) => text !== '');
}

/** The ice breaker fallback's template (around one memory) and its generic opener (spec §7.2). */
export const ICE_BREAKER_FALLBACK = {
  fromMemory: (name: string, memory: string) =>
    `Next time you talk with ${name}, bring this up: "${memory}" Ask how things have been since then and what stood out most.`,
  generic: (name: string) =>
    `Next time you talk with ${name}, try: "What's been the best part of your week so far?" It's an easy way in, and it often leads somewhere good.`,
} as const;

/** Spec §7.2: one of the 3 newest memories, picked at random, in a template; a generic opener when there are none. */
export function buildIceBreakerFallback(memories: readonly FallbackMemory[], name: string | null | undefined, random: RandomSource = Math.random): string {
  const who = nameOrFallback(name);
  const texts = newestTexts(memories, ICE_BREAKER_FALLBACK_MEMORIES);
  return texts.length === 0 ? ICE_BREAKER_FALLBACK.generic(who) : ICE_BREAKER_FALLBACK.fromMemory(who, pick(texts, random));
}

/** The 8 canned gift templates of spec §7.2, markdown, around what is known (`context`). */
export const GIFT_IDEA_TEMPLATES: readonly ((context: string, name: string) => string)[] = [
  (context, name) =>
    `**A keepsake of a shared moment**\n\nFrom what you know: _"${context}"_\n\nIdeas for ${name}:\n\n- A framed photo or print from that time\n- A handwritten card recalling the moment\n- A small memento that brings it back`,
  (context, name) =>
    `**An experience to share**\n\nYou remembered: _"${context}"_\n\nPlan something ${name} would enjoy doing with you:\n\n1. Pick an activity that connects to this memory\n2. Choose a day that suits you both\n3. Add a small surprise on the day`,
  (context, name) =>
    `**Something for what ${name} loves**\n\nBased on: _"${context}"_\n\n- A book, class or kit on the subject\n- A subscription that keeps the interest going\n- Good gear for the hobby`,
  (context, name) =>
    `**A personal touch**\n\nWith this in mind: _"${context}"_\n\nA personalised gift shows you listen: an engraved item, a custom illustration, or a playlist made for ${name}.`,
  (context, name) =>
    `**Make it about the two of you**\n\nYou wrote: _"${context}"_\n\n- A photo book of your time together\n- A letter saying what ${name} means to you\n- Tickets to something you can enjoy together`,
  (context, name) =>
    `**Comfort and care**\n\nThinking of: _"${context}"_\n\nSomething that makes everyday life a little better for ${name}: a cosy blanket, a favourite treat, or a self-care box chosen with this in mind.`,
  (context, name) =>
    `**Help with what's ahead**\n\nConsidering: _"${context}"_\n\n1. Think about what ${name} is working towards\n2. Find a gift that makes the next step easier\n3. Add a note of encouragement`,
  (context, name) =>
    `**A taste of something good**\n\nInspired by: _"${context}"_\n\n- A meal at a place ${name} would love\n- A cooking class or tasting for two\n- A hamper of favourite foods`,
];

/** The 8 generic gift suggestions of spec §7.2, for when nothing is known yet. */
export const GIFT_IDEA_GENERIC: readonly ((name: string) => string)[] = [
  (name) => `**A handwritten letter**\n\nTell ${name} what they mean to you and a memory you treasure. It costs little and is often kept for years.`,
  (name) => `**An experience together**\n\n- A concert, show or match\n- A day trip somewhere new\n- A class you take side by side with ${name}`,
  (name) => `**A photo book**\n\nGather the photos you have with ${name} into a printed book, with a line or two beside each.`,
  (name) => `**A cosy care package**\n\n- A good tea or coffee\n- Something warm to wear\n- A favourite snack\n\nSmall things that say you thought of ${name}.`,
  (name) => `**A plant to look after**\n\nAn easy houseplant with a note for ${name}: a gift that grows, and a reason to ask how it is doing.`,
  (name) => `**A book you loved**\n\nGive ${name} a book that stayed with you, with a note inside on why you chose it.`,
  (name) => `**A meal together**\n\n1. Pick a place ${name} has wanted to try, or cook at home\n2. Set a date\n3. Leave the phones aside`,
  (name) => `**A day planned for them**\n\nPlan a day around what ${name} enjoys, and take care of every detail so they can simply enjoy it.`,
];

// Memory text goes into markdown: its own asterisks, underscores or brackets must stay text.
const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]]/g, '\\$&');

/** The known context in at most 100 characters: over that, cut to 97 and followed by "..." (spec §7.2). */
export function giftContext(texts: readonly string[]): string {
  const characters = Array.from(texts.join(' '));
  return characters.length > GIFT_CONTEXT_LIMIT ? `${characters.slice(0, GIFT_CONTEXT_CUT).join('')}...` : characters.join('');
}

/** Spec §7.2: the 5 newest memories joined into a context in one of 8 templates; one of 8 generic suggestions when there is none. */
export function buildGiftIdeaFallback(memories: readonly FallbackMemory[], name: string | null | undefined, random: RandomSource = Math.random): string {
  const who = nameOrFallback(name);
  const context = giftContext(newestTexts(memories, GIFT_FALLBACK_MEMORIES));
  return context === '' ? pick(GIFT_IDEA_GENERIC, random)(who) : pick(GIFT_IDEA_TEMPLATES, random)(escapeMarkdown(context), who);
}
