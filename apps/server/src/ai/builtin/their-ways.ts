import { toldFact, type Fact } from './fact-item';
import { personRegExp, type PersonWords } from './person-words';
import { isTheirs } from './writers-own';

// The ways a friend knows to respect, told as habits and house rules rather than as likes: "never
// books meetings before 9:30", "Do NOT put chorizo in paella in front of Tomás", "Never mention Spurs
// around him", "takes her tea without milk, Darjeeling ideally", "switched to audiobooks", "I'll send a
// card, not flowers".

const NEVER_HABIT = String.raw`\b(?:{person}|she|he|they)\s+never\s+((?!(?:says|said|tells|told|stops|knows|seems|gets|has|is|was)\b)[a-z]+s\s+[^.;,!?()\n—–]{3,40})`;
const NEVER_DO = /\b(?:never|don't|do not|dont)\s+((?:put|serve|cook|make|mention|play|suggest|order)\s+[^.;:!?()\n—–,]{2,40})/giu;
// Where a rule goes on to where or to whom it holds: "in front of Tomás", "around him".
const WHERE_IT_HOLDS = /\s+(?:in\s+front\s+of|around|near|to|at|with|when|if|or)\b.*$/iu;
// "takes her tea without milk, Darjeeling ideally, and dislikes being fussed over": the next clause is another fact.
const GOES_ON = /(?:,\s+and|\s+and\s+(?:gets|is|has|was|says|dislikes|hates|loves|likes|refuses|won't|can't|never|always))\b.*$/iu;
const TAKES = /\btakes\s+(?:her|his|their)\s+(tea|coffee|chai|brew|cuppa)\s+([^.;!?()\n—–]{3,40})/giu;
const SWITCHED = /\b(?:switched|switching|swapped|swapping)\s+to\s+([^.;,!?()\n—–]{3,30}?)(?=\s+(?:and|but|so|because|now|since|after)\b|[.;,!?()\n—–]|$)/giu;
const NOT_THAT = /\b(?:send|get|buy|bring|give|take)\s+(?:her|him|them\s+)?((?:an?\s+|some\s+)?[\p{L}][\p{L} '-]{1,20}),\s+not\s+([\p{L}][\p{L} '-]{1,20}?)(?=\s*[.;,!?()\n—–]|$)/giu;

/** The habits and house rules one memory tells of the person, with the preferences. */
export function theirWaysOf(text: string, person: PersonWords): Fact[] {
  const facts: Fact[] = [];
  for (const match of text.matchAll(personRegExp(person, NEVER_HABIT, 'giu'))) if (isTheirs(text, match.index)) facts.push(toldFact('preferences', `Never ${match[1]!.replace(GOES_ON, '').trim()}`));
  for (const match of text.matchAll(NEVER_DO)) {
    const rule = match[1]!.replace(WHERE_IT_HOLDS, '').trim();
    if (rule.includes(' ')) facts.push(toldFact('preferences', `Never ${rule}`));
  }
  for (const match of text.matchAll(TAKES)) if (isTheirs(text, match.index)) facts.push(toldFact('preferences', `${match[1]} ${match[2]!.replace(GOES_ON, '').trim()}`));
  for (const match of text.matchAll(SWITCHED)) if (isTheirs(text, match.index)) facts.push(toldFact('preferences', `Switched to ${match[1]}`));
  for (const match of text.matchAll(NOT_THAT)) facts.push(toldFact('preferences', `${match[1]!.trim()}, not ${match[2]!.trim()}`));
  return facts;
}
