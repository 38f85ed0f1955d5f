import type { CoachingPlanContent, MemoryDescription, SummaryAttributes } from '@kindred/core/ai';
import type { DateSuggestion } from '@kindred/core/date-suggestions';

/** One memory as the engines see it; the newest come first in a person's context. */
export interface MemoryFacts {
  id: number;
  rawText: string;
  title: string | null;
  fullSummary: string | null;
  category: string | null;
  createdAt: Date;
}

/** A saved key date of the person. */
export interface KeyDateFacts {
  date: string;
  eventTitle: string;
  annual: boolean;
}

/** Everything an engine may know about one person. Built by the server, scoped to the caller. */
export interface PersonContext {
  name: string;
  relationship: string;
  /** Newest first. An engine that sends them anywhere bounds them itself (token budget). */
  memories: MemoryFacts[];
  keyDates: KeyDateFacts[];
  /** The user's today (YYYY-MM-DD in their time zone), for "upcoming" occasions. */
  today: string;
}

export interface DescribeMemoryInput {
  rawText: string;
  kindredName: string;
  relationship: string;
}

export interface DetectDatesInput {
  text: string;
  now?: Date;
  timeZone?: string;
}

/** Which ask in a row this is (0 for the first): each ask gives another answer, never the one just shown. */
export interface AskOptions {
  ask?: number;
}

/**
 * The AI of Kindred, one method per task. `builtin` runs offline in milliseconds; `llm` calls the
 * configured model. Every method either answers with a value that passed the core zod schema or throws.
 */
export interface AiEngine {
  readonly name: 'builtin' | 'llm';
  describeMemory(input: DescribeMemoryInput): Promise<MemoryDescription>;
  /** At most MAX_KEY_DATE_SUGGESTIONS, normalised; the llm engine merges its findings into the deterministic ones. */
  detectDates(input: DetectDatesInput): Promise<DateSuggestion[]>;
  summarisePerson(person: PersonContext): Promise<SummaryAttributes>;
  /** Plain text; the freshest salient news first, then the other threads in turn. */
  iceBreaker(person: PersonContext, options?: AskOptions): Promise<string>;
  /** Markdown; other ideas on each ask. */
  giftIdeas(person: PersonContext, options?: AskOptions): Promise<string>;
  coachingPlan(person: PersonContext): Promise<CoachingPlanContent>;
  /** The /gemini-test call: a free prompt, a plain-text answer. */
  complete(prompt: string): Promise<string>;
}
