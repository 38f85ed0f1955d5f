import type { SummaryList } from '@kindred/core/ai';
import { cutAtWord } from '../llm/context-budget';
import type { Token } from './nlp';
import { withoutTimePhrases } from './time-phrases';
import { capitalise, fitTokens, is, isWritten, renderTokens } from './tokens';

/** The lists a memory's words fill; dates and key memories come from elsewhere. */
export type FactList = Exclude<SummaryList, 'important_dates' | 'key_memories'>;

/** Every fact list, in the order the list model counts them. */
export const FACT_LISTS: readonly FactList[] = ['personal_attributes', 'relationship_insights', 'interests', 'preferences', 'goals', 'challenges'];

export interface Fact {
  list: FactList;
  /** As the summary shows it: "Training for the Big Sur marathon in April". */
  text: string;
  /** What makes two facts the same: "photography" for "Film photography" and "Photography". */
  key: string;
  /** Said to the person ("you're training for..."), when it can be. */
  spoken: string | null;
  /** How a sentence names it ("film photography", "the Dodgers"), for an interest told with a noun. */
  mention: string | null;
}

export const ITEM_MAX_LENGTH = 70;

/** An item of the summary: whole words, no trailing "about it", no dangling words. */
export function itemOf(tokens: readonly Token[], dropTime: boolean): string {
  let kept = dropTime ? withoutTimePhrases(tokens) : [...tokens];
  if (kept.length >= 2 && is(kept.at(-1), 'Pronoun') && is(kept.at(-2), 'Preposition')) kept = kept.slice(0, -2);
  // "he'd love": the hidden "would" is part of what is said.
  const hidden = kept[0] && !isWritten(kept[0]) ? `${kept[0].word} ` : '';
  return capitalise(`${hidden}${renderTokens(fitTokens(kept, ITEM_MAX_LENGTH))}`);
}

/** A fact told by its bare name ("Music"), not by its own word for it ("Bass"). */
export const isBareName = (fact: { text: string; key: string }): boolean => fact.text.toLowerCase() === fact.key;

export const keyOf = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, '').trim();

/** A fact told by a clause; only interests are mentioned by name. */
export const factOf = (list: FactList, text: string, key: string, spoken: string | null = null): Fact => ({ list, text, key, spoken, mention: null });

/** A fact in the memory's own words, as a pattern found them: capitalised and cut at a word to fit its list. */
export function toldFact(list: FactList, said: string): Fact {
  const text = cutAtWord(capitalise(said), ITEM_MAX_LENGTH);
  return factOf(list, text, keyOf(text));
}
