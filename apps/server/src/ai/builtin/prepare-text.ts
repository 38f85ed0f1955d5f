import type { PersonWords } from './person-words';
import { escapeRegExp } from './tokens';

// Spacing and punctuation as typed on a phone ("great , so proud!!!"), put right before the text is
// parsed, so that compromise sees ordinary sentences and the summary reads as clean prose.

const TYPOGRAPHIC: readonly [RegExp, string][] = [
  [/[\u2018\u2019\u02bc]/g, "'"],
  [/[\u201c\u201d]/g, '"'],
  [/\u2026/g, '...'],
  [/[\u00a0\u2000-\u200b]/g, ' '],
];

const SPACING: readonly [RegExp, string][] = [
  [/\bw\/o(?=\s)/gi, 'without'],
  [/\bw\/(?=\s)/gi, 'with'],
  // "obsessed w sci-fi", "lunch w him": a lone lower-case "w" between words is typed for "with".
  [/(?<=\s)w(?=\s+[a-z0-9])/g, 'with'],
  [/\bb\/c\b/gi, 'because'],
  // Contractions typed without their apostrophe, where the bare word is no other word.
  [/\b([Hh]e|[Ss]he)s\b/g, "$1's"],
  [/\b([Tt]hey|[Yy]ou)(re|ve|ll)\b/g, "$1'$2"],
  [/\b([Ww]e)ve\b/g, "$1've"],
  [/\b(do|does|did|is|was|are|were|has|have|had|wo|ca|could|would|should)nt\b/gi, "$1n't"],
  [/([!?])[!?]+/g, '$1'],
  [/,{2,}/g, ','],
  [/\.{4,}/g, '...'],
  [/\s+([,.;:!?])/g, '$1'],
  [/([,;!?])(?=[A-Za-z])/g, '$1 '],
  [/\s+[-\u2013\u2014]+\s+/g, ' \u2013 '],
  [/[ \t]+/g, ' '],
];

// "Liam's moving", "Imran's just become": a name's 's before a verb is "is" or "has", not a possessive.
const HAS_AFTER = /\b([A-Za-z]+)'s (?=(?:just |finally |now |already )?(?:been|got|gone|become|had|started|moved|booked|finished|passed|landed|decided|bought|sold|lost|won|left|quit|joined|signed|made)\b)/g;
// "Sarah's wedding", "Grandpa's hearing aids", "Mo's running club": an -ing noun, or an -ing word
// before what it names, is owned.
const ING_NOUN = String.raw`(?:wedding|evening|morning|building|painting|christening|housewarming|pudding|outing|gathering|booking|clothing|feeling|meeting|savings|setting|thing|ring|wing|spring|string|swing|ceiling|sibling|darling|earring|stuffing)\b|\w+ing\s+(?:aids?|glasses|tests?|lessons?|sticks?|frames?|boots|shoes|club|class|gear|kit|costume|gala|licen[cs]e|instructor|machine|rod|dress|list|group|partner|buddy|days?)\b`;
const IS_AFTER = new RegExp(String.raw`\b([A-Za-z]+)'s (?=(?:just |finally |now |already )?(?!${ING_NOUN})(?:\w+ing|back|off|away|pregnant|engaged|expecting|retiring|retired)\b)`, 'g');
const PRONOUN_CONTRACTIONS = new Set(['it', 'that', 'there', 'here', 'he', 'she', 'what', 'who', 'where', 'let', 'everyone', 'everything', 'nothing', 'something']);

const ENDS_A_SENTENCE = /[.!?:;,\u2013-]$/;

// Shouting ("FATIMA PASSED HER DRIVING TEST!!!", "she HATES coriander") reads to the tagger as a row
// of acronyms, and would be quoted so: two or more capitalised words in a row, one of four letters
// or more, or one word of emphasis, are written in lower case (the first word of a sentence keeps
// its capital). Acronyms ("NHS", "the ICU at UCH") stay.
const SHOUTED_RUN = /\b\p{Lu}{2,}(?:'\p{Lu}+)?(?:[ \t]+\p{Lu}{2,}(?:'\p{Lu}+)?)+\b/gu;
const EMPHASIS = /\b(?:HATES?|LOVES?|NOT|NEVER|ALWAYS|NO|REALLY|SO|VERY|SUCH|ALL|EVERY|ONLY|FINALLY|ENGAGED|PREGNANT|OBSESSED)\b/g;
const SENTENCE_START = /(?:^|[.!?]\s+)$/;

function unshout(text: string): string {
  const lower = (words: string, at: number, whole: string) => {
    const quiet = words.toLowerCase();
    return SENTENCE_START.test(whole.slice(0, at)) ? quiet.charAt(0).toUpperCase() + quiet.slice(1) : quiet;
  };
  return text
    .replace(SHOUTED_RUN, (run, at: number, whole: string) => (/\p{Lu}{4,}/u.test(run) ? lower(run, at, whole) : run))
    .replace(EMPHASIS, (word, at: number, whole: string) => lower(word, at, whole));
}

/** One line per sentence at most: a line without a closing mark ends as a sentence. */
function joinLines(text: string): string {
  return text
    .split(/\n+/)
    .map((line) => line.trim().replace(/^[-*\u2022]\s+/, ''))
    .filter((line) => line !== '')
    .map((line, index, lines) => (index < lines.length - 1 && !ENDS_A_SENTENCE.test(line) ? `${line}.` : line))
    .join(' ');
}

/**
 * "B is a civil engineer", "J got the call", "T. low mood": a note that opens a sentence on the
 * initial of the person's first name means them, and says it by name. A and I are words of their own.
 */
function withInitialNamed(text: string, person: PersonWords): string {
  const firstName = person.spelling.get(person.firstNames[0] ?? '');
  const initial = firstName?.charAt(0).toUpperCase() ?? '';
  if (!/^[B-HJ-Z]$/.test(initial)) return text;
  return text.replace(new RegExp(String.raw`(^|[.!?]\s+)${initial}\.?(?=\s+[a-z]|'s\b)`, 'g'), `$1${firstName}`);
}

// "Mar", "Sat": the shortenings of months and weekdays are words of their own.
const CALENDAR_WORD = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)$/i;
const SHORTEST_NAME = 3;

const TITLED = /^(Mr|Mrs|Ms|Miss|Dr)\.?\s+(\p{Lu}[\p{L}'-]*)$/u;

/**
 * "Yas got into the Masters", "Mat's booked the flights", "MK's signed up", "J-L pulled me aside",
 * "Mrs B. – site visit": a note that opens a sentence on the first letters of the person's first
 * name, on the initials of their first two names or on their title and initial means them, and says
 * it by name.
 */
function withShortNameNamed(text: string, person: PersonWords): string {
  const titled = TITLED.exec(person.name.trim());
  if (titled) {
    const [, title, surname] = titled;
    return text.replace(new RegExp(String.raw`(^|[.!?]\s+)${title}\.?\s+${surname!.charAt(0)}\.(?=\s|$)`, 'gu'), `$1${title} ${surname}`);
  }
  const firstName = person.spelling.get(person.firstNames[0] ?? '');
  if (!firstName || !/^\p{Lu}/u.test(firstName)) return text;
  const prefixes = Array.from({ length: Math.max(0, firstName.length - SHORTEST_NAME) }, (_, index) => firstName.slice(0, index + SHORTEST_NAME));
  const named = person.name.split(/\s+/).filter((word) => person.names.has(word.toLowerCase()));
  // "Jean-Luc" is J-L; "Mary Kate Brennan" is MK.
  const parts = named[0]?.includes('-') ? named[0].split('-') : named;
  const initials = parts.length >= 2 ? [`${parts[0]![0]}${parts[1]![0]}`, `${parts[0]![0]}-${parts[1]![0]}`].map((initial) => initial.toUpperCase()) : [];
  const short = [...prefixes.filter((prefix) => !CALENDAR_WORD.test(prefix) && !prefix.includes(' ')), ...initials].map(escapeRegExp);
  if (short.length === 0) return text;
  return text.replace(new RegExp(String.raw`(^|[.!?]\s+)(?:${short.join('|')})(?=\s|'s\b)`, 'gu'), `$1${firstName}`);
}

/** The text with typographic quotes, line breaks, repeated marks and stray spaces put right, and the person's initial named. */
export function prepareText(raw: string, person?: PersonWords): string {
  let text = raw.replace(/\r\n?/g, '\n');
  for (const [pattern, replacement] of TYPOGRAPHIC) text = text.replace(pattern, replacement);
  text = unshout(joinLines(text));
  for (const [pattern, replacement] of SPACING) text = text.replace(pattern, replacement);
  text = text
    .replace(HAS_AFTER, (whole, name: string) => (PRONOUN_CONTRACTIONS.has(name.toLowerCase()) ? whole : `${name} has `))
    .replace(IS_AFTER, (whole, name: string) => (PRONOUN_CONTRACTIONS.has(name.toLowerCase()) ? whole : `${name} is `));
  return (person ? withShortNameNamed(withInitialNamed(text, person), person) : text).trim();
}
