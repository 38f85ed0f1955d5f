import type { Token } from './nlp';
import { is } from './tokens';

const RELATIVE = new Set(['today', 'yesterday', 'tonight', 'tomorrow', 'now', 'lately', 'recently', 'earlier', 'later']);
// compromise does not tag these as dates; after "this", "last" or "every" they only say when.
const PARTS_OF_TIME = new Set(['morning', 'afternoon', 'evening', 'night', 'summer', 'winter', 'spring', 'autumn', 'fall', 'weekend']);
// Words that measure a time ("last summer", "a long weekend", "early morning").
const MEASURES = new Set(['last', 'next', 'this', 'every', 'early', 'late', 'long', 'whole', 'entire', 'past', 'coming']);
const LEADS_IN = new Set(['on', 'in', 'at', 'for', 'after', 'during', 'last', 'this', 'next', 'every', 'since', 'until', 'by', 'over', 'all']);

const isTime = (token: Token | undefined): boolean =>
  token !== undefined && (is(token, 'Date') || is(token, 'Time') || is(token, 'Duration') || RELATIVE.has(token.word) || PARTS_OF_TIME.has(token.word));

const COPULAS = new Set(['is', 'was', 'are', 'were', "'s"]);

/**
 * The tokens without phrases that only say when ("last weekend", "today", "for five days", "at
 * 3:12am"): a title or a list item says what. A day that names the thing stays ("Sunday lunch").
 */
export function withoutTimePhrases(tokens: readonly Token[]): Token[] {
  const drop = new Set<number>();
  let index = 0;
  while (index < tokens.length) {
    if (!isTime(tokens[index])) {
      index += 1;
      continue;
    }
    let start = index;
    let end = index;
    while (isTime(tokens[end + 1]) || (is(tokens[end + 1], 'Value') && isTime(tokens[end + 2]))) end += 1;
    while (start > 0 && (is(tokens[start - 1], 'Value') || is(tokens[start - 1], 'Determiner') || MEASURES.has(tokens[start - 1]!.word))) start -= 1;
    const leadIn = start > 0 && LEADS_IN.has(tokens[start - 1]!.word);
    const allRelative = tokens.slice(index, end + 1).every((token) => RELATIVE.has(token.word));
    // "Sunday lunch", "months of rehab": the time words name or measure a thing.
    const namesAThing = (is(tokens[end + 1], 'Noun') && !is(tokens[end + 1], 'Pronoun')) || tokens[end + 1]?.word === 'of';
    // "Her 70th is next week": the time is what the sentence says; without it, "is" says nothing.
    const isTheNews = start > 0 && COPULAS.has(tokens[start - 1]!.word);
    if ((leadIn || allRelative || LEADS_IN.has(tokens[start]!.word)) && !namesAThing && !isTheNews) {
      for (let at = leadIn ? start - 1 : start; at <= end; at += 1) drop.add(at);
    }
    index = end + 1;
  }
  // "Christmas at ours last year: they..." keeps its colon on the word before the dropped phrase.
  const kept = [...tokens];
  for (let at = 1; at < tokens.length; at += 1) {
    if (!drop.has(at) || drop.has(at - 1)) continue;
    let last = at;
    while (drop.has(last + 1)) last += 1;
    const mark = /[:;,!?]/.exec(tokens[last]!.post)?.[0];
    if (mark && !/[:;,!?.]/.test(kept[at - 1]!.post)) kept[at - 1] = { ...kept[at - 1]!, post: `${mark}${kept[at - 1]!.post}` };
  }
  return kept.filter((_, at) => !drop.has(at));
}
