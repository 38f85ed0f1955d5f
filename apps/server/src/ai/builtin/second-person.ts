import type { Reader, Token } from './nlp';
import { is, isWritten, renderTokens } from './tokens';

const OWN = new Map([['her', 'your'], ['his', 'your'], ['hers', 'yours']]);
const OBJECT = new Map([['her', 'you'], ['him', 'you'], ['herself', 'yourself'], ['himself', 'yourself'], ['he', 'you'], ['she', 'you']]);
const NEGATIVE_FORMS = new Map([["doesn't", "don't"], ['does', 'do'], ["isn't", "aren't"], ["wasn't", "weren't"], ["hasn't", "haven't"], ['has', 'have']]);
const PASSIVES = new Set(['laid', 'fired', 'admitted', 'diagnosed', 'hospitalised', 'hospitalized', 'injured', 'let']);
const STATES = new Set(['into', 'allergic', 'obsessed', 'passionate', 'keen', 'crazy', 'worried', 'anxious', 'stressed', 'nervous', 'scared', 'afraid']);

/** Her, his, him -> your, you: what was said about the person, said to them. */
export function swapPronoun(token: Token): string {
  const swap = is(token, 'Possessive') ? OWN.get(token.word) : OBJECT.get(token.word);
  return swap ?? token.text;
}

/**
 * What the user wrote about the person ("training for the marathon", "plays bass in a band"),
 * said to them ("you're training for the marathon", "you play bass in a band"); null when the
 * words do not start with something the person does or is.
 */
export function inSecondPerson(tokens: readonly Token[], reader: Reader): string | null {
  const [first] = tokens;
  if (!first) return null;
  const rest = (from: number) => renderTokens(tokens.slice(from), swapPronoun);
  if (!isWritten(first)) return first.word === 'would' ? `you'd ${rest(1)}` : null;
  if (PASSIVES.has(first.word)) return `you were ${rest(0)}`;
  if (is(first, 'Gerund') || STATES.has(first.word) || is(first, 'Adjective')) return `you're ${rest(0)}`;
  const negative = NEGATIVE_FORMS.get(first.text.toLowerCase());
  if (negative && (tokens[1]?.word === 'not' || first.text.includes("'"))) return `you ${negative} ${rest(1)}`.replace(/\s+/g, ' ').trim();
  if (is(first, 'Modal') || tokens[1]?.word === 'not') return `you ${rest(0)}`;
  const forms = first.word.endsWith('s') ? reader.conjugate(first.root) : null;
  if (forms && forms.PresentTense === first.word) return `you ${forms.Infinitive || first.root} ${rest(1)}`.trim();
  if (is(first, 'Verb') && is(first, 'PastTense')) return `you ${rest(0)}`;
  return null;
}
