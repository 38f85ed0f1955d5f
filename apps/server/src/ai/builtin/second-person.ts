import type { Reader, Token } from './nlp';
import { is, isWritten, renderTokens } from './tokens';

const OWN = new Map([['her', 'your'], ['his', 'your'], ['hers', 'yours']]);
const OBJECT = new Map([['her', 'you'], ['him', 'you'], ['herself', 'yourself'], ['himself', 'yourself'], ['he', 'you'], ['she', 'you']]);
const NEGATIVE_FORMS = new Map([["doesn't", "don't"], ['does', 'do'], ["isn't", "aren't"], ["wasn't", "weren't"], ["hasn't", "haven't"], ['has', 'have']]);
const PASSIVES = new Set(['laid', 'fired', 'admitted', 'diagnosed', 'hospitalised', 'hospitalized', 'injured', 'let']);
/** Words that tell how someone is, though compromise may read them as verbs: "obsessed", "gutted". */
export const STATES: ReadonlySet<string> = new Set([
  'into', 'allergic', 'obsessed', 'addicted', 'hooked', 'fascinated', 'passionate', 'keen', 'crazy', 'worried', 'anxious', 'stressed', 'nervous', 'scared', 'afraid',
  // Feelings compromise may read as a past verb: "gutted" is how they are, not what they did.
  'terrified', 'petrified', 'frightened', 'gutted', 'devastated', 'heartbroken', 'shattered', 'exhausted', 'knackered', 'overwhelmed', 'thrilled', 'chuffed', 'delighted', 'relieved', 'upset',
]);
const THIRD_PERSON = new Set(['she', 'he']);
/** A verb told of her or him, as it agrees with "you". */
export const YOU_AGREES: ReadonlyMap<string, string> = new Map([['is', 'are'], ['was', 'were'], ['has', 'have'], ['does', 'do'], ["doesn't", "don't"], ["isn't", "aren't"], ["wasn't", "weren't"], ["hasn't", "haven't"]]);
// "she's 70", "he's been": the pronoun's hidden verb, said to them.
const YOU_CONTRACTED = new Map([['is', "you're"], ['are', "you're"], ['has', "you've"], ['have', "you've"], ['will', "you'll"], ['would', "you'd"], ['had', "you'd"]]);

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
  // "before she's 70" -> "before you're 70": a contracted pronoun keeps its verb.
  const contracted = (token: Token, index: number) => {
    const hidden = tokens[index + 1];
    return OBJECT.has(token.word) && /['’]/.test(token.text) && hidden && !isWritten(hidden) ? YOU_CONTRACTED.get(hidden.word) : undefined;
  };
  // "don't book her before 10am": compromise may read an object "her" as an owner.
  const objectHer = (token: Token, index: number) => {
    const next = tokens[index + 1];
    return token.word === 'her' && (!next || /[,.;:!?]/.test(token.post) || is(next, 'Preposition') || is(next, 'Adverb') || is(next, 'Conjunction') || is(next, 'Determiner')) ? 'you' : undefined;
  };
  // "keeps saying she wants" -> "you keep saying you want": a verb after a "she" said to them agrees with "you".
  const agreeing = (token: Token, index: number) => {
    const before = tokens[index - 1];
    if (!before || !THIRD_PERSON.has(before.word) || /['’]/.test(before.text) || !is(token, 'Verb')) return undefined;
    return YOU_AGREES.get(token.word) ?? (is(token, 'PresentTense') && /^[a-z]{3,}s$/.test(token.word) ? reader.conjugate(token.root).Infinitive || undefined : undefined);
  };
  const saidToThem = (token: Token) => {
    const index = tokens.indexOf(token);
    return contracted(token, index) ?? objectHer(token, index) ?? agreeing(token, index) ?? swapPronoun(token);
  };
  const rest = (from: number) => renderTokens(tokens.slice(from), saidToThem);
  if (!isWritten(first)) return first.word === 'would' ? `you'd ${rest(1)}` : null;
  if (PASSIVES.has(first.word)) return `you were ${rest(0)}`;
  // "Mild asthma" is something they have, not something they are: "you're mild asthma" says nothing.
  if (is(first, 'Adjective') && !STATES.has(first.word) && is(tokens[1], 'Noun') && !is(tokens[1], 'Pronoun')) return null;
  if (is(first, 'Gerund') || STATES.has(first.word) || is(first, 'Adjective')) return `you're ${rest(0)}`;
  const negative = NEGATIVE_FORMS.get(first.text.toLowerCase());
  if (negative && (tokens[1]?.word === 'not' || first.text.includes("'"))) return `you ${negative} ${rest(1)}`.replace(/\s+/g, ' ').trim();
  if (is(first, 'Modal') || tokens[1]?.word === 'not') return `you ${rest(0)}`;
  const forms = first.word.endsWith('s') ? reader.conjugate(first.root) : null;
  // "parents split" is no "you parent split": only a verb is said to them.
  if (forms && forms.PresentTense === first.word && is(first, 'Verb')) return `you ${forms.Infinitive || first.root} ${rest(1)}`.trim();
  if (is(first, 'Verb') && is(first, 'PastTense')) return opensSubjectless(first) ? subjectless(rest(0)) : `you ${rest(0)}`;
  return null;
}

/** Whether a verb opens a note's sentence with no subject, as its capital shows: "Took 20 minutes to find the camera button". */
export const opensSubjectless = (verb: Token | undefined): boolean => verb !== undefined && /^\p{Lu}\p{Ll}/u.test(verb.text);

/**
 * A subjectless sentence said to the person: theirs when it tells nothing else of them ("you took 20
 * minutes"); the writer's when it does ("Suggested he talk to someone", "Offered to help him build a stand"), so nothing.
 */
function subjectless(said: string): string | null {
  return /\b(?:you|yourself)\b/i.test(said) ? null : `you ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
}
