import type { Token } from './nlp';

export const is = (token: Token | undefined, tag: string): boolean => token?.tags.has(tag) ?? false;

/** Whether the token is written out (the hidden half of "she's" is not). */
export const isWritten = (token: Token): boolean => token.text !== '';

/** Whether the word, its dictionary form or its expansion is one of `words`. */
export const isOneOf = (token: Token | undefined, words: ReadonlySet<string>): boolean =>
  token !== undefined && (words.has(token.word) || words.has(token.root));

const EDGE_PUNCTUATION = /^[\s,;:.\u2013\u2014-]+|[\s,;:\u2013\u2014-]+$/g;

/** The words as written, with the punctuation between them but none at either end. */
export function renderTokens(tokens: readonly Token[], replace?: (token: Token) => string): string {
  const first = tokens.findIndex(isWritten);
  const last = tokens.findLastIndex(isWritten);
  if (first < 0) return '';
  // A hidden word ("she's" -> is) keeps its spacing: "doesn't drink", not "doesn'tdrink".
  const text = tokens
    .slice(first, last + 1)
    .map((token, index, kept) => `${index > 0 ? token.pre : ''}${isWritten(token) ? (replace ? replace(token) : token.text) : ''}${index < kept.length - 1 ? token.post : ''}`)
    .join('');
  return text.replace(/\s+/g, ' ').replace(EDGE_PUNCTUATION, '').replace(/[.!?]+$/, '');
}

/** The text matched as written inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

// Words a short phrase should not end on: it would read as cut off.
const DANGLING = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'so', 'to', 'of', 'in', 'on', 'at', 'for', 'with', 'from', 'by', 'about',
  'into', 'up', 'over', 'after', 'before', 'her', 'his', 'my', 'our', 'their', 'your', 'its', 'that', 'which',
  'who', 'as', 'than', 'very', 'really', 'is', 'was', 'be', 'been', 'has', 'have', 'had', 'will', 'would',
  'when', 'where', 'how', 'why', 'if', 'whether', 'because', 'while', 'i', 'we', 'he', 'she', 'they', 'you',
]);

/** Whether a phrase may end on this token without reading as cut off. */
export function canEndOn(token: Token): boolean {
  // "broke up", "gave up": the particle ends its verb.
  if (is(token, 'Particle')) return true;
  if (DANGLING.has(token.word)) return false;
  return !is(token, 'Determiner') && !is(token, 'Preposition') && !is(token, 'Conjunction') && !is(token, 'Auxiliary');
}

/** Whether a phrase may stop after `end` tokens: not inside a hyphenated word ("long-hyphenated"). */
const isWordEnd = (tokens: readonly Token[], end: number): boolean =>
  end === tokens.length || !isWritten(tokens[end]!) || /\s/.test(tokens[end - 1]!.post) || /\s/.test(tokens[end]!.pre);

/**
 * The longest run of whole words from the start that fits in `maxLength` characters and does not
 * end on a dangling word; empty when not even the first word fits.
 */
export function fitTokens(tokens: readonly Token[], maxLength: number, replace?: (token: Token) => string): Token[] {
  let end = Math.min(tokens.length, maxLength);
  while (end > 0 && (!isWordEnd(tokens, end) || renderTokens(tokens.slice(0, end), replace).length > maxLength)) end -= 1;
  if (end < tokens.length) {
    // Cut short: drop a trailing adjective or number too, so "the quarterly" does not end the phrase.
    while (end > 1 && (!canEndOn(tokens[end - 1]!) || is(tokens[end - 1], 'Adjective') || !isWordEnd(tokens, end - 1))) end -= 1;
  }
  while (end > 0 && (!canEndOn(tokens[end - 1]!) || !isWordEnd(tokens, end))) end -= 1;
  return tokens.slice(0, end);
}

/**
 * The words of `text` that say something, lower case: four letters or more, not one of `skip`, nor a
 * contraction ("he'd", "Bernie's").
 */
export const contentWords = (text: string, skip: ReadonlySet<string>): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}'’-]{4,}/gu) ?? []).filter((word) => !skip.has(word) && !/['’]/u.test(word));
