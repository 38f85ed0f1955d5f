import type { Sentence, Token } from './nlp';
import type { PersonWords } from './person-words';
import { is, isWritten } from './tokens';

/**
 * Who a clause is about: the person, something of theirs ("her knee"), the user and the person
 * together ("we", "Sam and I"), the user alone, or someone else.
 */
export type SubjectKind = 'person' | 'possessed' | 'together' | 'me' | 'other';

export interface Clause {
  tokens: readonly Token[];
  /** The words before the first verb. */
  subject: readonly Token[];
  /** The first verb and what follows it. */
  predicate: readonly Token[];
  kind: SubjectKind;
  /** Whether any word of the clause refers to the person. */
  mentionsPerson: boolean;
}

const BREAKING_CONJUNCTIONS = new Set(['but', 'so', 'because', 'although', 'though', 'while', 'whereas', 'yet', 'cause']);
const BREAKING_MARKS = /[,;:()\u2013\u2014]|\s-\s/;
const THIRD_PERSON = new Set(['he', 'she']);
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'he', 'she', 'they', 'you']);
// After a name, compromise may read these as plural nouns ("Zoe dreams of..."); there they are verbs.
const S_VERBS = new Set([
  'dreams', 'loves', 'hates', 'plays', 'quilts', 'knits', 'paints', 'volunteers', 'wants', 'plans', 'hopes', 'works', 'runs',
  'cooks', 'bakes', 'sings', 'dances', 'swims', 'reads', 'writes', 'likes', 'adores', 'enjoys', 'collects', 'practises',
  'practices', 'struggles', 'worries', 'needs', 'misses', 'texts', 'calls', 'visits', 'sends', 'gardens', 'hikes', 'climbs',
]);
const OWNERS = new Set(['his', 'her']);
// "Won't touch coconut", "Can't stand coriander": a note that opens on a refusal tells how the person is.
const REFUSALS = new Set(["won't", "can't", 'cannot', "doesn't", 'never', 'refuses', 'will']);

const baseWord = (token: Token): string => token.word.replace(/'s?$/, '');

export const refersToPerson = (token: Token, person: PersonWords): boolean =>
  person.words.has(baseWord(token)) || person.words.has(token.root);

const isVerb = (token: Token | undefined): boolean => is(token, 'Verb');

// A clause that opens on "Loves a proper Sunday roast" has left out its subject: the verb leads.
const actsAt = (tokens: readonly Token[], index: number): boolean =>
  isVerb(tokens[index]) || (S_VERBS.has(tokens[index]!.word) && (index === 0 || is(tokens[index - 1], 'Person') || is(tokens[index - 1], 'Pronoun') || is(tokens[index - 1], 'Adverb')));

/** Whether a clause starts at `index` ("and we still text", "and always brings"): a new verb after "and". */
function startsAfterAnd(tokens: Sentence, index: number, current: readonly Token[]): boolean {
  if (tokens[index]?.word !== 'and' || !current.some((_, at) => actsAt(current, at))) return false;
  let next = index + 1;
  while (is(tokens[next], 'Adverb')) next += 1;
  // "loves fish and chips.": a last word that reads as a present verb is the list's last thing.
  const endsTheSentence = tokens.slice(next + 1).every((token) => !isWritten(token));
  if (isVerb(tokens[next])) return !(endsTheSentence && is(tokens[next], 'PresentTense'));
  return SUBJECT_PRONOUNS.has(tokens[next]?.word ?? '');
}

function splitSentence(tokens: Sentence): Token[][] {
  const clauses: Token[][] = [];
  let current: Token[] = [];
  tokens.forEach((token, index) => {
    const isJoint = (BREAKING_CONJUNCTIONS.has(token.word) && is(token, 'Conjunction')) || startsAfterAnd(tokens, index, current);
    // The joining word belongs to neither clause.
    if (isJoint) {
      if (current.length > 0) clauses.push(current);
      current = [];
      return;
    }
    current.push(token);
    if (BREAKING_MARKS.test(token.post)) {
      clauses.push(current);
      current = [];
    }
  });
  if (current.length > 0) clauses.push(current);
  return clauses.filter((clause) => clause.some((token) => token.text !== ''));
}

// "..., and he loves hot sauce": a conjunction before the subject joins the clause, it names no one.
const JOINING = new Set(['and', 'but', 'so', 'then', 'plus', 'also', 'though']);

function kindOf(given: readonly Token[], person: PersonWords, theyIsPerson = false): SubjectKind | null {
  const subject = given.length > 1 && JOINING.has(given[0]!.word) ? given.slice(1) : given;
  if (subject.length === 0) return null;
  const words = subject.map((token) => token.word);
  if (words.includes('we') || words.includes('us')) return 'together';
  const personTokens = subject.filter((token) => refersToPerson(token, person));
  if (words.includes('i') || words.includes('me')) return personTokens.length > 0 ? 'together' : 'me';
  // "Rosa María's PhD viva": the last word of a name owns what follows it.
  const owner = personTokens.find((token) => is(token, 'Possessive'));
  if (personTokens.length > 0) return owner && owner !== subject.at(-1) ? 'possessed' : 'person';
  if (THIRD_PERSON.has(words[0]!) || (theyIsPerson && words[0] === 'they' && subject.length === 1)) return 'person';
  if (OWNERS.has(words[0]!) && subject.length > 1) return 'possessed';
  return 'other';
}

// "Drove a black cab for 38 years", "Retired after 31 years": a past told in years is a life, not a diary entry.
const YEARS_LONG = /\b(?:for|after|over)\s+(?:\d+|[a-z]+(?:-[a-z]+)?)\s+years\b/;

function opensOnThePerson(sentence: Sentence): boolean {
  // "Still swims in the sea every day": past words of how, what the note tells.
  const first = sentence.find((token) => token.text !== '' && !(is(token, 'Adverb') && ['still', 'also', 'always', 'never', 'now'].includes(token.word)));
  if (first && (first.word === 'was' || (is(first, 'PastTense') && (YEARS_LONG.test(sentence.map((token) => token.word).join(' ')) || ['me', 'us'].includes(sentence[sentence.indexOf(first) + 1]?.word ?? ''))))) return true;
  if (!first || is(first, 'Pronoun') || is(first, 'Person') || is(first, 'ProperNoun') || is(first, 'Determiner')) return false;
  const tellsHow = (is(first, 'PresentTense') && is(first, 'Verb') && first.word.endsWith('s') && !is(first, 'Copula')) || S_VERBS.has(first.word) || REFUSALS.has(first.word);
  const describes = (is(first, 'Adjective') || is(first, 'Noun')) && !sentence.some((token) => is(token, 'Verb'));
  return tellsHow || describes;
}

/**
 * "Chase him Monday", "Call after 3pm", "Ask her about the loan": a sentence that opens on a verb's
 * bare form is the writer's note to self, not something the person does.
 */
export const isInstruction = (clause: Pick<Clause, 'subject' | 'predicate'>): boolean => {
  const [first] = clause.predicate;
  // "Coach Ramirez thinks": a title before a name, read as a verb.
  return clause.subject.length === 0 && first !== undefined && is(first, 'Infinitive') && first.word === first.root && !NOT_INSTRUCTIONS.has(first.word) && !is(clause.predicate[1], 'Person') &&
    !is(first, 'Auxiliary') && !is(first, 'Modal') && !is(first, 'Copula');
};
// "think he's lonely" leaves out its "I"; "Quit smoking in October" is a past of the same form.
const NOT_INSTRUCTIONS = new Set(['think', 'reckon', 'guess', 'bet', 'hope', 'wish', 'feel', 'suppose', 'wonder', 'quit', 'put', 'cut', 'set', 'let', 'hit', 'hurt', 'shut', 'read', 'beat', 'spread', 'cost']);

/** "such a generous man", "bit shy in groups": a note that names no one goes on about whoever came before. */
const namesNoOne = (tokens: readonly Token[]): boolean =>
  !tokens.some((token) => is(token, 'Person') || is(token, 'ProperNoun') || is(token, 'Pronoun') || is(token, 'Possessive'));

/** Whether the memory names the person in its first sentence, or opens on "they". */
const refersToFirst = (sentences: readonly Sentence[], person: PersonWords): boolean =>
  sentences[0]?.[0]?.word === 'they' || (sentences[0] ?? []).some((token) => refersToPerson(token, person));

/**
 * The clauses of a memory with who each is about. A clause without a subject ("went hiking",
 * "running five mornings a week") continues the one before, and opens a memory in the writer's voice.
 */
export function readClauses(sentences: readonly Sentence[], person: PersonWords): Clause[] {
  const clauses: Clause[] = [];
  // A note that opens without a subject is the writer's diary ("Went hiking with Maya") when its
  // verb is past, and about the person when it tells how they are ("wants to run a marathon", "big Arsenal fan").
  let previous: SubjectKind = opensOnThePerson(sentences[0] ?? []) ? 'person' : 'me';
  // A memory that calls nobody "she" or "he" and opens on the person may call them "they".
  const words = sentences.flat().map((token) => token.word);
  const theyIsPerson = !words.some((word) => word === 'she' || word === 'he') && words.includes('they') && refersToFirst(sentences, person);
  for (const sentence of sentences) {
    for (const [index, tokens] of splitSentence(sentence).entries()) {
      let firstVerb = tokens.findIndex((_, index) => actsAt(tokens, index));
      // "Dad officially retired": the adverb belongs with the verb, not with who did it.
      while (firstVerb > 0 && (is(tokens[firstVerb - 1], 'Adverb') || is(tokens[firstVerb - 1], 'Negative'))) firstVerb -= 1;
      const subject = firstVerb < 0 ? tokens : tokens.slice(0, firstVerb);
      const predicate = firstVerb < 0 ? [] : tokens.slice(firstVerb);
      let kind: SubjectKind = kindOf(subject, person, theyIsPerson) ?? (index === 0 && isInstruction({ subject, predicate }) ? 'me' : previous);
      // "big Arsenal fan, season ticket holder": verbless notes go on about the person they opened on.
      if (kind === 'other' && predicate.length === 0 && previous === 'person' && (opensOnThePerson(tokens) || namesNoOne(tokens))) kind = 'person';
      // "Growing up we shared a room": a "we" soon after an opening verb is who the clause is about.
      if (kind === 'me' && tokens.slice(0, 4).some((token) => token.word === 'we')) kind = 'together';
      clauses.push({ tokens, subject, predicate, kind, mentionsPerson: tokens.some((token) => refersToPerson(token, person)) });
      previous = kind;
    }
  }
  return clauses;
}

const REPORTING = new Set(['call', 'ring', 'phone', 'text', 'message', 'email', 'facetime', 'say', 'tell', 'announce', 'write']);

/** "Maya called me screaming", "Zoe called from Boston", "Sandy said:": a clause that only frames the news that follows. */
export function onlyFrames(clause: Clause): boolean {
  const verb = clause.predicate.findIndex((token) => is(token, 'Verb') && !is(token, 'Auxiliary'));
  if (verb < 0 || !REPORTING.has(clause.predicate[verb]!.root)) return false;
  const told = clause.predicate.slice(verb + 1).filter((token) => isWritten(token) && !['me', 'us', 'that'].includes(token.word));
  return told.length <= 2;
}
