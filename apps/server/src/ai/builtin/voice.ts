import { escapeRegExp } from './tokens';

// How the answers name the person: by the first name after the first mention, and with the
// pronouns the user's memories use for them (or the name again when the memories use none).

export type Pronoun = 'she' | 'he' | 'they';

export interface Voice {
  /** As the user wrote it: "Maya Patel". */
  fullName: string;
  /** What a friend calls them: "Maya", "Aunt Carol", "Grandpa Joe", "Mom". */
  firstName: string;
  pronoun: Pronoun | null;
  /** "she", "he", "they", or the first name. */
  subject: string;
  /** "her", "him", "them", or the first name. */
  object: string;
  /** "her", "his", "their", or "Maya's". */
  possessive: string;
}

/** Pronouns that stand for someone else where the memories call the person by `pronoun`: her and she, for him. */
export const othersPronoun = (pronoun: Pronoun | null): RegExp =>
  pronoun === 'he' ? /\b(?:she|her|hers|herself)\b/i : pronoun === 'she' ? /\b(?:he|him|his|himself)\b/i : /$^/;

// Words that come before a name and belong with it when a friend says it ("Aunt Carol", "Dr. Lee").
const NAME_TITLES = new Set(['aunt', 'auntie', 'uncle', 'grandma', 'grandpa', 'granny', 'nana', 'gran', 'cousin', 'mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'sir']);
const FORMS: Readonly<Record<Pronoun, { object: string; possessive: string }>> = {
  she: { object: 'her', possessive: 'her' },
  he: { object: 'him', possessive: 'his' },
  they: { object: 'them', possessive: 'their' },
};
// A pronoun is the person's when the memories use it clearly more than the others.
const CLEAR_MAJORITY = 2;

export function firstNameOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => word !== '');
  if (words.length <= 1) return words[0] ?? name;
  return NAME_TITLES.has(words[0]!.toLowerCase().replace(/\.$/, '')) ? `${words[0]} ${words[1]}` : words[0]!;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * The pronoun the memories use for the person: memories are about their person, so the third-person
 * pronoun they use most is theirs, when it clearly leads ("his vet visit" of a dog does not outvote her).
 */
export function pronounOf(texts: readonly string[]): Pronoun | null {
  const text = texts.join('\n').toLowerCase();
  const tally: [Pronoun, number][] = [
    ['she', count(text, /\b(she|she's|she'd|she'll|her|hers|herself)\b/g)],
    ['he', count(text, /\b(he|he's|he'd|he'll|him|his|himself)\b/g)],
    ['they', count(text, /\b(they|they're|they've|they'd|them|their|theirs|themself|themselves)\b/g)],
  ];
  tally.sort((a, b) => b[1] - a[1]);
  const [[pronoun, most], [, next]] = tally as [[Pronoun, number], [Pronoun, number], [Pronoun, number]];
  if (most === 0) return null;
  // "they" is often other people ("her parents, they..."): it needs a clear lead, she and he a simple one.
  if (pronoun === 'they') return most >= next * CLEAR_MAJORITY + 1 ? 'they' : null;
  return most > next ? pronoun : null;
}

/**
 * "Mei Ling" of Mei Ling Chen, "Billy Ray" of Billy Ray Tucker: a given name of two words, where the
 * memories say both words together more often than the first alone.
 */
function givenNameIn(name: string, texts: readonly string[]): string {
  const firstName = firstNameOf(name);
  const words = name.trim().split(/\s+/);
  if (firstName !== words[0] || words.length < 2) return firstName;
  const pair = `${words[0]} ${words[1]}`;
  const text = texts.join('\n');
  const together = count(text, new RegExp(`(?<![\\p{L}])${escapeRegExp(pair)}(?![\\p{L}])`, 'gu'));
  const alone = count(text, new RegExp(`(?<![\\p{L}])${escapeRegExp(words[0]!)}(?![\\p{L}]|\\s+${escapeRegExp(words[1]!)})`, 'gu'));
  return together > alone ? pair : firstName;
}

export function voiceOf(name: string, texts: readonly string[]): Voice {
  const firstName = givenNameIn(name, texts);
  const pronoun = pronounOf(texts);
  const forms = pronoun ? FORMS[pronoun] : null;
  return {
    fullName: name,
    firstName,
    pronoun,
    subject: pronoun ?? firstName,
    object: forms?.object ?? firstName,
    possessive: forms?.possessive ?? `${firstName}'s`,
  };
}
