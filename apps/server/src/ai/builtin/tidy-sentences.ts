import type { Sentence, Token } from './nlp';
import { capitalise, is, isWritten } from './tokens';

// Chat shorthand written out, so the summary reads as prose.
const SHORTHAND = new Map([
  ['u', 'you'], ['ur', 'your'], ['bc', 'because'], ['cuz', 'because'], ['coz', 'because'], ['tho', 'though'],
  ['thru', 'through'], ['tmrw', 'tomorrow'], ['tmr', 'tomorrow'], ['tonite', 'tonight'], ['pls', 'please'],
  ['plz', 'please'], ['thx', 'thanks'], ['ppl', 'people'], ['bday', 'birthday'], ['b-day', 'birthday'],
  ['gf', 'girlfriend'], ['bf', 'boyfriend'], ['hrs', 'hours'], ['yrs', 'years'], ['gonna', 'going to'],
  ['wanna', 'want to'], ['im', "I'm"], ['ive', "I've"], ['dont', "don't"], ['didnt', "didn't"], ['cant', "can't"],
  ['isnt', "isn't"], ['wasnt', "wasn't"], ['doesnt', "doesn't"], ['couldnt', "couldn't"], ['wouldnt', "wouldn't"],
  ['shouldnt', "shouldn't"], ['havent', "haven't"], ['hasnt', "hasn't"], ['arent', "aren't"], ['werent', "weren't"],
  ['thats', "that's"], ['whats', "what's"], ['theyre', "they're"], ['youre', "you're"], ['shes', "she's"],
]);

// Laughter and filler a summary leaves out.
const FILLER = new Set(['lol', 'lmao', 'lmfao', 'rofl', 'haha', 'hahaha', 'hahahaha', 'hehe', 'xd']);

const CLOSING_MARK = /[.!?]["')\]]*$/;

/** The token as it should be written in clean prose. */
export function cleanWord(token: Token, names: ReadonlyMap<string, string>): string {
  const lower = token.text.toLowerCase();
  const shorthand = SHORTHAND.get(lower);
  if (shorthand) return shorthand;
  if (lower === 'i' || /^i'(m|ve|d|ll)$/.test(lower)) return capitalise(lower);
  const possessive = lower.endsWith("'s");
  const name = names.get(possessive ? lower.slice(0, -2) : lower);
  if (name) return possessive ? `${name}${token.text.slice(-2)}` : name;
  if ((is(token, 'Month') || is(token, 'WeekDay')) && token.text === lower) return capitalise(token.text);
  return token.text;
}

const isFiller = (token: Token): boolean => FILLER.has(token.word) || is(token, 'Emoticon') || is(token, 'Emoji');

/** One sentence as clean prose: shorthand written out, capitals where they belong, a closing mark. */
export function tidySentence(sentence: Sentence, names: ReadonlyMap<string, string>): string {
  const kept = sentence.filter((token) => !isFiller(token));
  if (!kept.some(isWritten)) return '';
  const text = kept
    .map((token, index) => `${index > 0 ? token.pre : token.pre.replace(/\s+/g, '')}${isWritten(token) ? cleanWord(token, names) : ''}${token.post}`)
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,;:\u2013\u2014-]+$/, '');
  const opening = text.search(/[A-Za-z]/);
  const capitalised = opening < 0 ? text : text.slice(0, opening) + text.charAt(opening).toUpperCase() + text.slice(opening + 1);
  return CLOSING_MARK.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** The memory as clean sentences: what happened, in the writer's words, tidied. */
export function tidySentences(sentences: readonly Sentence[], names: ReadonlyMap<string, string>): string {
  return sentences
    .map((sentence) => tidySentence(sentence, names))
    .filter((text) => /[A-Za-z0-9]/.test(text))
    .join(' ');
}
