import { refersToPerson } from './clauses';
import type { Reader } from './nlp';
import type { PersonWords } from './person-words';
import { is } from './tokens';

const TO_YOU = new Map([['was', 'were'], ['has', 'have'], ['is', 'are']]);
const OWNERS = new Map([['her', 'your'], ['his', 'your'], ['herself', 'yourself'], ['himself', 'yourself']]);
// After "Tara's", these make the "'s" an "is" or a "has", which a title does not tell apart.
const AFTER_CONTRACTION = new Set(['been', 'got', 'gotten', 'going', 'getting', 'not', 'so', 'very', 'really']);

// Words a title may open with that keep their capital although compromise does not call them names.
const HOLIDAYS = new Set(['christmas', 'thanksgiving', 'easter', 'halloween', 'hanukkah', 'diwali', 'eid', 'new', 'passover', 'ramadan']);
const OWN_ARTICLE = /^(?:our|my|the|a|an|this|that|these|those)\b/;
const NAME_TAGS = ['ProperNoun', 'Person', 'Place', 'Organization', 'Month', 'WeekDay'];

/** Whether a phrase opens with a name that keeps its capital ("Christmas at...", "Zoe's..."). */
export function opensWithName(phrase: string, reader: Reader): boolean {
  const [first] = reader.sentences(phrase, [])[0] ?? [];
  return first !== undefined && (HOLIDAYS.has(first.word) || NAME_TAGS.some((tag) => is(first, tag)));
}

/**
 * Whether a title can be said to the person: a name for the event ("Sam's promotion to team
 * lead") or the person doing something in the past ("Priya defended her PhD thesis"); not a
 * sentence about someone else ("Our flight to Tokyo got delayed").
 */
function canBeSaid(title: string, person: PersonWords, reader: Reader): boolean {
  const tokens = reader.sentences(title, person.firstNames).flat();
  const verb = tokens.findIndex((token, index) => is(token, 'Verb') && !(index === 0 && is(token, 'Gerund')));
  if (verb < 0) return true;
  const doers = tokens.slice(0, verb).filter((token) => !['and', 'i'].includes(token.word));
  return doers.length > 0 && doers.every((token) => refersToPerson(token, person) && !is(token, 'Possessive')) && is(tokens[verb], 'PastTense');
}

interface Run {
  words: string[];
  isPerson: boolean;
}

/**
 * A memory's title as the user would say it to the person: "Hiking trip to Yosemite with Maya" ->
 * "the hiking trip to Yosemite", "Sam's promotion to team lead" -> "your promotion to team lead",
 * "Priya defended her PhD thesis" -> "the day you defended your PhD thesis". Null when the title
 * cannot be turned around safely.
 */
export function spokenTitle(title: string, person: PersonWords, reader: Reader): string | null {
  // "Graduated from nursing school", "Engaged to Tom": the person's own news, told without a subject.
  const [first] = reader.sentences(title, person.firstNames)[0] ?? [];
  if (first && (is(first, 'PastTense') || /^[A-Z][a-z]+ed$/.test(first.text)) && !is(first, 'Gerund')) {
    const rest = title.split(' ').slice(1).map((word) => OWNERS.get(word.toLowerCase()) ?? word).join(' ');
    const verb = first.text.toLowerCase();
    return `the day you ${['engaged', 'married'].includes(verb) ? `got ${verb}` : verb}${rest ? ` ${rest}` : ''}`;
  }
  if (!canBeSaid(title, person, reader)) return null;
  const bare = (word: string) => word.toLowerCase().replace(/'s?$/, '');
  const names = (word: string) => person.words.has(bare(word)) || person.spelling.has(bare(word));
  const runs: Run[] = [];
  for (const word of title.split(' ')) {
    const last = runs.at(-1);
    if (last && last.isPerson && names(word) && !last.words.at(-1)!.endsWith("'s")) last.words.push(word);
    else runs.push({ words: [word], isPerson: names(word) });
  }
  // "with Maya" says who was there; said to Maya it goes without saying.
  const kept = runs.filter((run, index) => !(run.isPerson && runs[index - 1]?.words.join(' ').toLowerCase() === 'with') && !(run.words[0]!.toLowerCase() === 'with' && runs[index + 1]?.isPerson));
  const opensWithPerson = kept[0]?.isPerson === true && !kept[0].words.at(-1)!.endsWith("'s");
  const said: string[] = [];
  for (const [index, run] of kept.entries()) {
    const word = run.words.join(' ');
    if (run.isPerson && word.endsWith("'s")) {
      if (AFTER_CONTRACTION.has(kept[index + 1]?.words[0]?.toLowerCase() ?? '')) return null;
      said.push(index === kept.length - 1 ? 'yours' : 'your');
    } else if (run.isPerson) said.push('you');
    else if (opensWithPerson && index === 1) said.push(TO_YOU.get(word.toLowerCase()) ?? word);
    else said.push(OWNERS.get(word.toLowerCase()) ?? word);
  }
  const text = said.join(' ');
  if (opensWithPerson) {
    // "Tomasz back from Poland": "the day you got back from Poland"; a title with no verb after the name says no day.
    const [, next] = text.split(' ');
    if (next === 'back' || next === 'home') return `the day ${text.replace(/^you /, 'you got ')}`;
    const [, verb] = reader.sentences(title, person.firstNames)[0] ?? [];
    return verb && is(verb, 'Verb') ? `the day ${text}` : null;
  }
  if (text.startsWith('your ')) return text;
  // "Having tea in her office": "having tea in your office", not "the having tea".
  if (first && is(first, 'Gerund')) return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  // "Our fifth anniversary" is "our fifth anniversary", not "the our fifth anniversary".
  const lowered = `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  if (OWN_ARTICLE.test(lowered)) return lowered;
  return opensWithName(title, reader) ? text : `the ${lowered}`;
}
