import { onlyFrames, type Clause } from './clauses';
import type { Sentence } from './nlp';
import type { PersonWords } from './person-words';
import { tidySentence } from './tidy-sentences';
import { STATES } from './second-person';
import { withoutTimePhrases } from './time-phrases';
import { escapeRegExp, is } from './tokens';
import { firstNameOf } from './voice';

// A memory over this many characters is summarised in at most SHARE_OF_LONG of its length; a shorter
// one in at most SHARE_OF_SHORT, keeping at least its first clause.
const LONG_TEXT = 280;
const SHARE_OF_LONG = 0.4;
const SHARE_OF_SHORT = 0.75;
const VOICE_ROOM = 8;
const FRAME_MAX_WORDS = 8;

// Words that colour a sentence and add nothing to what happened.
const COLOURING = new Set(['finally', 'officially', 'just', 'really', 'actually', 'literally', 'totally', 'basically', 'honestly', 'lol', 'omg', 'haha']);

// Words that say why something matters: a sentence holding them is worth keeping.
const MATTERS =
  /\b(proud|happy|thrilled|excited|cried|worried|stressed|scared|nervous|sad|upset|relieved|grateful|finally|first|dream|always wanted|means|meant|because|so that|best|worst|hard|tough|love|loves|hates|never|promised|decided|wants|plans|hoping|struggling|diagnosed|engaged|married|born|passed|died|moved|job|promoted)\b/i;

// The writer's words said back to them: "I", "we" and "our" in a summary are the user's.
const WRITER: readonly [RegExp, string][] = [
  [/\bI'm\b/g, "you're"], [/\bI've\b/g, "you've"], [/\bI'd\b/g, "you'd"], [/\bI'll\b/g, "you'll"], [/\bI was\b/g, 'you were'],
  [/\bI am\b/g, 'you are'], [/\bI\b/g, 'you'], [/\b[Mm]e\b/g, 'you'], [/\b[Mm]yself\b/g, 'yourself'], [/\b[Mm]y\b/g, 'your'], [/\b[Mm]ine\b/g, 'yours'],
  [/\b[Ww]e're\b/g, "you're"], [/\b[Ww]e've\b/g, "you've"], [/\b[Ww]e'd\b/g, "you'd"], [/\b[Ww]e'll\b/g, "you'll"], [/\b[Ww]e were\b/g, 'you were'],
  [/\b[Ww]e\b/g, 'you'], [/\b[Oo]urselves\b/g, 'yourselves'], [/\b[Oo]urs\b/g, 'yours'], [/\b[Oo]ur\b/g, 'your'], [/\b[Uu]s\b/g, 'you'],
];

const capitalised = (text: string) => text.replace(/^(\W*)(\w)/, (_, lead: string, first: string) => `${lead}${first.toUpperCase()}`);

// A closing phrase of these says where, not what: "at the kitchen table", "in the park", "on the spot".
const SETTING_WORDS = new Set(['at', 'in', 'on', 'over', 'near', 'after', 'around', 'across']);
const MIN_WORDS_TO_TRIM = 8;

/** The sentence without a closing phrase of place that names nothing ("in the park"; not "in Berlin"). */
function withoutSetting(sentence: Sentence): Sentence {
  const words = sentence.filter((token) => token.text !== '');
  if (words.length < MIN_WORDS_TO_TRIM) return sentence;
  const at = sentence.findLastIndex((token) => SETTING_WORDS.has(token.word) && is(token, 'Preposition'));
  if (at <= 0) return sentence;
  const phrase = sentence.slice(at + 1);
  const isPlain = phrase.length > 0 && phrase.length <= 4 && phrase.every((token) => (is(token, 'Determiner') || is(token, 'Possessive') || is(token, 'Adjective') || is(token, 'Noun')) && !is(token, 'ProperNoun') && !is(token, 'Value') && !is(token, 'Pronoun'));
  return isPlain ? sentence.slice(0, at) : sentence;
}

/** A sentence's first clause has no subject when it opens on a verb: "Went hiking with Maya". */
function opensOnVerb(sentence: Sentence, clauses: readonly Clause[]): boolean {
  const first = clauses.find((clause) => clause.tokens[0] === sentence[0]);
  return first !== undefined && first.kind !== 'person' && first.subject.length === 0 && is(sentence[0], 'PastTense') && !is(sentence[0], 'Auxiliary');
}

/** The sentence up to the end of as many leading clauses as fit in `budget` characters (at least one). */
function leadingClauses(sentence: Sentence, clauses: readonly Clause[], budget: number, names: ReadonlyMap<string, string>): string {
  const ends = clauses
    .filter((clause) => sentence.includes(clause.tokens[0]!))
    .map((clause) => sentence.indexOf(clause.tokens.at(-1)!) + 1)
    .filter((end) => end > 0);
  let kept = tidySentence(sentence.slice(0, ends[0] ?? sentence.length), names);
  for (const end of ends.slice(1)) {
    const longer = tidySentence(sentence.slice(0, end), names);
    if (longer.length > budget) break;
    kept = longer;
  }
  return kept;
}

/**
 * The sentences without an opening clause that only frames the news ("Hugo texted at midnight: he's
 * been offered the job", "Zoe called from Boston. She's pregnant!"): the news comes first.
 */
function withoutFrame(sentences: readonly Sentence[], clauses: readonly Clause[]): readonly Sentence[] {
  const [first, ...rest] = sentences;
  const frame = clauses[0];
  if (!first || !frame || frame.tokens[0] !== first[0] || frame.tokens.length > FRAME_MAX_WORDS || !onlyFrames(frame)) return sentences;
  const after = first.slice(first.indexOf(frame.tokens.at(-1)!) + 1);
  if (after.some((token) => /\p{L}/u.test(token.text))) return [after, ...rest];
  return rest.length > 0 ? rest : sentences;
}

/**
 * What happened and why it matters, shorter than the memory: its first sentence (its first clauses
 * when that is long), then the sentences that say most about the person within the budget, in the
 * text's order. Third person about the person, named by first name; the user's "I" and "we" become
 * "you" ("Went hiking with Maya" -> "You went hiking with Maya").
 */
export function summariseMemory(text: string, sentences: readonly Sentence[], clauses: readonly Clause[], person: PersonWords): string {
  // "I" and "my" grow into "you" and "your": the budget leaves room for them.
  const budget = Math.max(1, Math.floor(text.length * (text.length > LONG_TEXT ? SHARE_OF_LONG : SHARE_OF_SHORT)) - VOICE_ROOM);
  const told = sentences.filter((sentence) => sentence.some((token) => /[\p{L}\p{N}]/u.test(token.text)));
  if (told.length === 0) return '';
  const written = withoutFrame(told, clauses);
  // A memory of one sentence says it more briefly without when, how much and where exactly ("finally",
  // "last weekend", "at the kitchen table").
  const lead = written.length === 1 ? withoutSetting(withoutTimePhrases(written[0]!).filter((token) => !COLOURING.has(token.word))) : written[0]!;
  const tidy = written.map((sentence, index) => tidySentence(index === 0 ? lead : sentence, person.spelling));
  // "Our 40th birthday dinner — he gave a speech...": a heading without a verb says nothing alone; a
  // short memory may then keep the clause that does, so long as the summary stays shorter.
  const opensOnHeading = text.length <= LONG_TEXT && clauses[0]?.tokens[0] === lead[0] && clauses[0]?.predicate.length === 0;
  const leadBudget = opensOnHeading ? Math.max(budget, text.length - 1 - VOICE_ROOM) : budget;
  const chosen = new Map<number, string>([[0, tidy[0]!.length <= leadBudget ? tidy[0]! : leadingClauses(lead, clauses, leadBudget, person.spelling)]]);
  let length = chosen.get(0)!.length;
  const mentions = (sentence: Sentence) => sentence.some((token) => person.words.has(token.word.replace(/'s?$/, '')) || ['he', 'she', 'they', 'his', 'her', 'their'].includes(token.word));
  const ranked = tidy
    .map((sentence, index) => ({ sentence, index, worth: (MATTERS.test(sentence) ? 2 : 0) + (mentions(written[index]!) ? 1 : 0) - index * 0.01 }))
    .slice(1)
    .filter((candidate) => candidate.worth > 0)
    .sort((a, b) => b.worth - a.worth);
  for (const { sentence, index } of ranked) {
    // A sentence too long for what is left may still lend its first clause.
    const fitting = length + 1 + sentence.length <= budget ? sentence : leadingClauses(written[index]!, clauses, budget - length - 1, person.spelling);
    if (length + 1 + fitting.length > budget) continue;
    chosen.set(index, fitting);
    length += 1 + fitting.length;
  }
  // "Went hiking with Maya" is what the writer did; "Obsessed with volcanoes" is how the person is.
  const subjectOf = (sentence: Sentence) => (STATES.has(sentence[0]!.word) ? `${firstNameOf(person.name)} is` : 'You');
  const kept = [...chosen.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, sentence]) => (opensOnVerb(written[index]!, clauses) ? `${subjectOf(written[index]!)} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence));
  return voiced(kept.join(' '), person);
}

const wordsOf = (text: string): string[] => (text.toLowerCase().match(/[\p{L}'-]+/gu) ?? []).map((word) => word.replace(/'s?$/, ''));

/** The first word that calls the person by what the user calls them ("your mum", "Grandpa's", "Thandi"), with its "'s". */
function calledBy(person: PersonWords): RegExp {
  const called = [...person.words].filter((word) => !person.names.has(word)).map(escapeRegExp);
  return called.length === 0 ? /$^/ : new RegExp(String.raw`(?<![\p{L}'-])(?:(?:your|my)\s+)?(?:${called.join('|')})(?![\p{L}-])('s)?`, 'iu');
}

/** The user's own words ("I", "my", "we") said back to them as "you". */
export function toTheWriter(text: string): string {
  let said = text;
  for (const [pattern, replacement] of WRITER) said = said.replace(pattern, replacement);
  return said.replace(/\byou was\b/g, 'you were');
}

/** The user's words turned to "you"; the person named by first name, at least once. */
function voiced(summary: string, person: PersonWords): string {
  const firstName = firstNameOf(person.name);
  const namesPerson = (text: string) => (text.toLowerCase().match(/[\p{L}'-]+/gu) ?? []).some((word) => person.words.has(word.replace(/'s?$/, '')));
  let said = summary;
  // "We met at university" -> "You and Maya met at university", when she is not named yet.
  if (!namesPerson(said)) said = said.replace(/\b([Ww])e\b(?!')/, (_, w: string) => `${w === 'W' ? 'Y' : 'y'}ou and ${firstName}`);
  said = toTheWriter(said);
  // "She's been stressed" -> "Sara's been stressed": the first sentence about the person names them.
  if (!namesPerson(said)) said = said.replace(/(^|[.!?] )(She|He|They)\b/, `$1${firstName}`);
  if (!namesPerson(said)) said = said.replace(/(^|[.!?] )(Her|His|Their)\b/, `$1${firstName}'s`);
  // "Your 40th birthday dinner – he gave a speech": after a heading, the first "he" or "she" names them.
  if (!namesPerson(said)) said = said.replace(/([:;–—] )(she|he)\b/, `$1${firstName}`);
  // "Mum had her hip replacement", "Thandi is left-handed": named as the user calls them, the person
  // is named once by the first name the app knows them by.
  if (!wordsOf(said).some((word) => person.names.has(word))) said = said.replace(calledBy(person), (_, possessive: string | undefined) => `${firstName}${possessive ?? ''}`);
  if (person.name !== firstName) said = said.split(person.name).map((part, index) => (index === 0 ? part : `${index === 1 ? person.name : firstName}${part}`)).join('');
  return capitalised(said.replace(/(^|[.!?] )you\b/g, (_, lead: string) => `${lead}You`));
}
