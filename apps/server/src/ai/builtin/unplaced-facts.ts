import type { Clause } from './clauses';
import { TROUBLES } from './fact-cues';
import { factOf, itemOf, ITEM_MAX_LENGTH, keyOf, type Fact, type FactList } from './fact-item';
import type { Token } from './nlp';
import { capitalise, fitTokens, is, isWritten, renderTokens } from './tokens';

// When no cue of fact-cues places a clause about the person, the sense of its words does: a clause
// that tells of trouble is a challenge, one that looks ahead a goal, one that involves the writer
// part of the relationship, one that describes them an attribute. These are general words of
// English (states of body and mind, time ahead), not the words of any one memory.

/** States of body and mind that make a clause a challenge ("hearing is getting worse", "knee is sore"). */
const TROUBLE_STATES = new Set([
  'worse', 'worsening', 'sore', 'aching', 'painful', 'hurts', 'hurting', 'stressful', 'stressed', 'stress', 'worried', 'worry',
  'anxious', 'angry', 'furious', 'sad', 'lonely', 'upset', 'upsets', 'hard', 'difficult', 'tough', 'tired', 'exhausted', 'sick',
  'ill', 'unwell', 'failing', 'grieving', 'misses', 'miss', 'missing', 'scared', 'nervous', 'afraid', 'frustrated',
  'overwhelmed', 'struggling', 'injured', 'diagnosed', 'cast', 'doctor', 'cardiologist', 'specialist', 'medication',
  'clinic', 'scan', 'degeneration', 'disease', 'condition', 'deaf', 'stent', 'allergy', 'died', 'funeral',
  'widowed', 'broke', 'broken', 'fell', 'debt', 'loan', 'loans', 'bills', 'redundant', 'fired', 'stuck', 'burnout',
  'excluded', 'suspended', 'expelled', 'bullied', 'bullying', 'stammer', 'stutter',
]);
// Medical words by their endings: arthritis, psoriasis, appendectomy, neuropathy, anaemia.
const MEDICAL = /(?:itis|osis|ectomy|opathy|pathy|emia|aemia|oma)$/;
// Words that put a clause ahead of the day it was written.
const AHEAD = new Set(['will', 'next', 'upcoming', 'someday', 'soon', 'eventually', 'planning', 'hoping', 'wants', 'want', 'dreams', 'goal']);
const WRITER_AS_OBJECT = new Map([['me', 'you'], ['my', 'your'], ['our', 'your'], ['us', 'you'], ['myself', 'yourself'], ['ours', 'yours']]);
// A verbless note that only rates what came before ("super stressful", "so proud").
const RATINGS = new Set(['so', 'super', 'very', 'really', 'bit', 'a', 'such', 'totally', 'quite', 'pretty', 'absolutely']);

// The words after "passed" that make it a death: "passed away", "passed in May", "passed peacefully".
const LOSS_AFTER = new Set(['away', 'on', 'in', 'last', 'peacefully', 'recently', 'suddenly', 'yesterday', 'today', 'this', 'at', 'after', 'before', 'overnight', 'just']);

const wordsOf = (tokens: readonly Token[]) => tokens.flatMap((token) => [token.word, token.root]);

function tellsTrouble(tokens: readonly Token[]): boolean {
  // "can't read the newspaper anymore", "won't admit he needs a hearing aid": what they cannot do.
  const cannot = tokens.some((token, index) => ['can', 'could', 'will'].includes(token.word) && tokens[index + 1]?.word === 'not');
  // "Dad passed in May" is a loss; "passed her driving test" and "passed SBL" are exams.
  const lost = tokens.some((token, index) => token.word === 'passed' && (tokens[index + 1] === undefined || LOSS_AFTER.has(tokens[index + 1]!.word)));
  return cannot || lost || wordsOf(tokens).some((word) => TROUBLE_STATES.has(word) || TROUBLES.has(word) || (word.length > 6 && MEDICAL.test(word)));
}

// "every Friday", "daily": each time; a goal ahead is never one of these.
const EVERY_TIME = new Set(['every', 'each', 'daily', 'weekly', 'nightly']);
const FREQUENCY = new Set([...EVERY_TIME, 'most', 'always', 'usually', 'often', 'regularly', 'years', 'decades']);

/** Whether a clause tells of something done again and again: "every day", "on Sundays", "for 30 years". */
export const keptUp = (tokens: readonly Token[]): boolean =>
  tokens.some((token) => FREQUENCY.has(token.word) || (is(token, 'Date') && is(token, 'Plural') && /days$/.test(token.word)));

// "will still eat ice cream", "will happily talk for hours": what they do, not what they will do.
const HABITUAL = new Set(['still', 'always', 'happily', 'never', 'usually', 'just']);

// "he will sulk", "she'll love it": how they would take something, not a plan.
const REACTIONS = new Set(['sulk', 'love', 'hate', 'like', 'cry', 'laugh', 'notice', 'know', 'complain', 'moan', 'mind', 'enjoy', 'appreciate', 'understand', 'tell', 'panic', 'worry', 'freak', 'kill', 'ruin', 'sneeze', 'respect', 'thank', 'forgive', 'react']);

function looksAhead(tokens: readonly Token[]): boolean {
  if (tokens.some((token) => is(token, 'PastTense') && is(token, 'Verb') && !is(token, 'Auxiliary'))) return false;
  if (tokens.some((token, index) => token.word === 'will' && HABITUAL.has(tokens[index + 1]?.word ?? ''))) return false;
  if (tokens.some((token, index) => token.word === 'will' && REACTIONS.has(tokens[index + 1]?.root ?? ''))) return false;
  // "hasn't touched alcohol since the heart scare in 2019": kept up since a day gone by.
  if (tokens.some((token) => token.word === 'since')) return false;
  if (wordsOf(tokens).some((word) => AHEAD.has(word))) return true;
  // "comes out in the spring", "starts in January": something done on a date still to come.
  // "goes every Friday", "sneezes through the day", "every day at 6am": habits, not a day ahead.
  // "brings homemade dhokla on Fridays": a weekday said in the plural is a habit too.
  const isHabit = tokens.some((token) => EVERY_TIME.has(token.word) || (is(token, 'Date') && is(token, 'Plural') && /(?:days|mornings|evenings|nights|weekends)$/.test(token.word)));
  const onADate = !isHabit && tokens.some((token) => is(token, 'Date') && !['day', 'days'].includes(token.word));
  // "is moving to Lisbon in March": the progressive with a date is an arrangement.
  const acts = (token: Token, index: number) => is(token, 'PresentTense') && is(token, 'Verb') && !is(token, 'Copula') && (!is(token, 'Gerund') || is(tokens[index - 1], 'Copula'));
  return onADate && tokens.some(acts);
}

/**
 * "does not want jewelry this Christmas", "want it low key": a want refused, or of how something
 * is done, is a taste; a want to do or to have something ("wants a puppy") is a goal.
 */
function wantsAThing(tokens: readonly Token[]): boolean {
  const at = tokens.findIndex((token) => token.root === 'want' || token.word === 'want' || token.word === 'wants');
  if (at < 0) return false;
  const refused = tokens.slice(Math.max(0, at - 3), at).some((token) => token.word === 'not' || token.word === 'never');
  return refused || ['it', 'them', 'things'].includes(tokens[at + 1]?.word ?? '');
}

const involvesWriter = (tokens: readonly Token[]) => tokens.some((token) => WRITER_AS_OBJECT.has(token.word));

// "Rough week", "Long day": a note that rates a stretch of time describes the time, not the person.
const STRETCHES = new Set(['day', 'days', 'week', 'weeks', 'weekend', 'month', 'months', 'year', 'night', 'morning', 'evening', 'time']);

// How someone is for a moment, not who they are: "Happy tears", "too wired to sleep", "well enough
// to enjoy it", "pretending she's fine".
const PASSING = /^(?:(?:happy|sad|proud|angry)\s+tears|too\s+\w+\s+to\b|well\s+enough\b|pretending\b|(?:so|very|really)\s+(?:tired|wired|relieved|happy|excited)\b)/i;

// A feeling of the moment ("he's raging", "she was weirdly moved", "mortified"), not who they are.
const MOODS = new Set([
  'raging', 'fuming', 'livid', 'furious', 'mortified', 'embarrassed', 'moved', 'touched', 'pleased', 'chuffed', 'thrilled',
  'delighted', 'ecstatic', 'relieved', 'gross', 'done', 'ok', 'okay', 'fine', 'normal', 'noted', 'calm', 'happy', 'sad',
  'excited', 'emotional', 'teary', 'tearful', 'speechless', 'gobsmacked', 'shocked', 'surprised', 'amazed', 'annoyed',
  'irritated', 'cross', 'buzzing', 'glowing', 'giddy', 'smitten', 'confused', 'baffled', 'bemused', 'amused', 'unimpressed',
  'impressed', 'grateful', 'thankful', 'overjoyed', 'elated', 'horrified', 'disgusted', 'sheepish', 'starving', 'hungover',
]);

function describes(clause: Clause, rest: readonly Token[], isCopula: boolean): boolean {
  const told = clause.predicate.length === 0 ? clause.tokens : isCopula ? rest : [];
  if (clause.predicate.length === 0 && STRETCHES.has(clause.tokens.filter(isWritten).at(-1)?.word ?? '')) return false;
  if (PASSING.test(renderTokens(told))) return false;
  if (MOODS.has(told.find((token) => !is(token, 'Adverb') && !RATINGS.has(token.word))?.word ?? '')) return false;
  // "is endlessly disciplined": a past participle after "is" describes as an adjective does.
  const participle = (token: Token, index: number) => isCopula && is(token, 'PastTense') && told.slice(0, index).every((before) => is(before, 'Adverb'));
  return told.slice(0, 4).some((token, index) => is(token, 'Adjective') || is(token, 'Comparable') || is(token, 'Superlative') || participle(token, index));
}

/** "taught me to bake scones" -> "Taught you to bake scones": the writer, said to as "you". */
const toYou = (tokens: readonly Token[]) => {
  const swap = (token: Token) => WRITER_AS_OBJECT.get(token.word) ?? token.text;
  return capitalise(renderTokens(fitTokens(tokens, ITEM_MAX_LENGTH, swap), swap));
};

/** What the person did for or with the writer, said to the writer: "Taught you to bake scones". */
export function insightOf(predicate: readonly Token[]): Fact[] {
  const text = toYou(predicate.filter((token, index) => index > 0 || isWritten(token)));
  return text === '' ? [] : [factOf('relationship_insights', text, keyOf(text))];
}

/** The person as the object of what someone does: "threw him a party", "cooking for her". */
export const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(['him', 'her', 'them']);

/** Whether a clause is about someone else named ("Kayla", "Uncle Ray"), not the person. */
export function isSomeoneNamed(clause: Clause): boolean {
  const named = clause.subject.filter(isWritten);
  return clause.kind === 'other' && named.length > 0 && named.length <= 2 && named.every((token) => /^\p{Lu}/u.test(token.text) && !is(token, 'Pronoun') && !is(token, 'Determiner'));
}

/**
 * "Kayla threw him a little party", "Gethin's been cooking for her every night": someone named who
 * does something for or with the person is part of their relationships.
 */
export function doneForThem(clause: Clause): Fact[] {
  if (!isSomeoneNamed(clause) || !clause.predicate.slice(1).some((token) => OBJECT_PRONOUNS.has(token.word))) return [];
  const text = itemOf(clause.tokens, false);
  return text === '' ? [] : [factOf('relationship_insights', text, keyOf(text))];
}

/** Whether a verbless clause only rates the one before it ("super stressful", "so proud"). */
export const onlyRates = (clause: Clause): boolean =>
  clause.predicate.length === 0 && clause.tokens.length <= 3 && (RATINGS.has(clause.tokens[0]?.word ?? '') || clause.tokens.length === 1) && !clause.tokens.some((token) => is(token, 'Noun') && !is(token, 'Pronoun'));

// Who tells of someone's health: "The doctor mentioned early Alzheimer's" is about the person's (a vet is a pet's).
const CARERS = new Set(['doctor', 'doctors', 'gp', 'consultant', 'nurse', 'surgeon', 'specialist', 'cardiologist', 'dentist', 'physio', 'hospital', 'scan', 'tests', 'results']);

/** A clause about someone who tends the person's health: a challenge unless it brings good news. */
export function healthTold(clause: Clause): Fact[] {
  if (clause.predicate.length === 0 || !clause.subject.some((token) => CARERS.has(token.word))) return [];
  const text = itemOf(is(clause.tokens[0], 'Determiner') ? clause.tokens.slice(1) : clause.tokens, true);
  return text === '' ? [] : [factOf('challenges', text, keyOf(text))];
}

/**
 * What a clause about the person tells when no cue placed it: `rest` is its predicate past "is" and
 * its like, `before` the clause it follows (a rating such as "super stressful" is about that one).
 */
export function unplacedFacts(clause: Clause, rest: readonly Token[], isCopula: boolean, before: Clause | undefined): Fact[] {
  // "Her eyesight is getting worse" -> "Eyesight is getting worse": what of theirs, then what of it.
  const owned = clause.subject.filter((token) => !is(token, 'Possessive') && !is(token, 'Determiner'));
  const isOwned = clause.kind === 'possessed';
  const said = clause.predicate.length === 0 ? clause.tokens : isOwned ? [...owned, ...clause.predicate] : rest;
  if (!said.some((token) => isWritten(token) && (is(token, 'Noun') || is(token, 'Verb') || is(token, 'Adjective')))) return [];
  const item = (list: FactList, tokens: readonly Token[] = said) => {
    const text = itemOf(tokens, list !== 'goals');
    return text === '' ? [] : [factOf(list, text, keyOf(text))];
  };
  if (tellsTrouble(clause.tokens)) {
    // "leading the migration project, super stressful": the trouble is the project.
    if (before && onlyRates(clause)) {
      const text = `${itemOf(before.predicate.length > 0 ? before.predicate : before.tokens, true)}, ${renderTokens(clause.tokens).toLowerCase()}`;
      return [factOf('challenges', text, keyOf(text))];
    }
    return item('challenges');
  }
  if (wantsAThing(clause.tokens)) return item('preferences');
  if (looksAhead(clause.tokens)) return item('goals');
  // "his roses are the best on the road" describes the roses, not him.
  if (isOwned) return [];
  if (clause.predicate.length > 0 && involvesWriter(clause.predicate)) return insightOf(clause.predicate);
  if (describes(clause, rest, isCopula)) return item('personal_attributes');
  return [];
}
