import { keyOf, type Fact } from './fact-item';
import { capitalise } from './tokens';

// Passions told as a turn of phrase, which the clause reader takes for a state or misses: "Chidi is
// Arsenal to the bone", "Shamrock Rovers mad", "lives and breathes hockey", "a huge climbing nerd",
// "collects old synths". Each is an interest, named as the memory names it.

const MAX_WORDS = 4;
// A team or a band written with capitals, then a word of devotion: "Arsenal to the bone", "Rovers mad,".
const DEVOTED = /\b((?:[A-Z][\p{L}'.&-]*\s+){0,2}[A-Z][\p{L}'.&-]*)\s+(?:mad|daft|crazy|obsessed|to the bone|through and through|till (?:I|he|she|they) die)(?=\s*(?:[,.;:!?)\n—–-]|$))/gu;
const LIVES_AND_BREATHES = /\blives\s+and\s+breathes\s+([^,.;:!?()\n—–]+)/giu;
const FAN = /\b(?:huge|massive|big|total|proper|real|die-?hard|lifelong|mad)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+(?:fan|nerd|buff|geek|fanatic|junkie|freak)\b/giu;
const COLLECTS = /\bcollects\s+([^,.;:!?()\n—–]+)/giu;
// Words that end what is loved: "hockey, missed two labs", "vinyl and plays in a band".
const ENDS = /\s+(?:and|but|so|which|because|since|though|when|while|with|at|on|in|for|from|like)\b.*$/iu;
// Capitalised words that are no team: who the memory is about, or a word opening a sentence.
const NOT_A_NAME = /^(?:I|He|She|They|We|You|It|Mum|Mom|Dad|Nan|Gran|Grandma|Grandpa|Still|Always|Totally|Absolutely|Properly|Completely|Just|Also)$/;

const interest = (said: string): Fact | null => {
  const thing = said.replace(ENDS, '').trim().split(/\s+/).slice(0, MAX_WORDS).join(' ');
  if (!/\p{L}{2}/u.test(thing)) return null;
  return { list: 'interests', text: capitalise(thing), key: keyOf(thing), spoken: null, mention: thing };
};

/** The passions one memory tells of the person. */
export function fandomsOf(text: string): Fact[] {
  const found: (Fact | null)[] = [];
  for (const match of text.matchAll(DEVOTED)) {
    const words = match[1]!.split(/\s+/);
    // "Chidi is Arsenal to the bone": the team is the last capitalised words, not the person before "is".
    const name = words.filter((word, index) => !(index === 0 && NOT_A_NAME.test(word))).join(' ');
    if (name) found.push(interest(name));
  }
  for (const match of text.matchAll(LIVES_AND_BREATHES)) found.push(interest(match[1]!));
  for (const match of text.matchAll(FAN)) found.push(interest(match[1]!));
  for (const match of text.matchAll(COLLECTS)) found.push(interest(match[1]!));
  return found.filter((fact): fact is Fact => fact !== null);
}
