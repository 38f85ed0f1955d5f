import { escapeRegExp } from './tokens';

// The words a memory uses for the person it is about: their name, and what a son or a niece calls
// them ("Mom", "Grandpa") when the relationship says so.

// What grandchildren call them in the languages of many families.
const GRANDMOTHERS = ['avó', 'abuela', 'abuelita', 'nonna', 'oma', 'babcia', 'bubbe', 'yiayia', 'lola', 'nani', 'dadi', 'ouma', 'mormor', 'farmor', 'mamie', 'grand-mère', 'grandmère', 'halmeoni', 'halmoni', 'nainai', 'gogo', 'bibi', 'teta', 'sitti', 'kuia', 'nene', 'babaanne', 'anneanne', 'cucu', 'ammamma', 'paati', 'obaachan', 'baachan', 'obaasan'];
const GRANDFATHERS = ['avô', 'abuelo', 'abuelito', 'nonno', 'opa', 'dziadek', 'zayde', 'papou', 'lolo', 'oupa', 'morfar', 'farfar', 'grand-père', 'grandpère', 'harabeoji', 'yeye', 'jiddo', 'koro', 'dede', 'guka', 'babu', 'thatha', 'dada', 'ojiichan', 'jiichan', 'ojiisan'];
// What children call their parents in the languages of many families.
const MOTHERS = ['mãe', 'mae', 'mamá', 'mami', 'maman', 'mutti', 'amma', 'ammi', 'eomma', 'umma', 'anne', 'mamma'];
const FATHERS = ['pai', 'papá', 'papi', 'baba', 'abba', 'appa', 'abbu', 'vati', 'tata', 'babbo'];

const GRANDMOTHER_WORDS = ['grandma', 'granny', 'nana', 'gran', 'grandmother', 'nan', ...GRANDMOTHERS];
const GRANDMA_WORDS = GRANDMOTHER_WORDS.filter((word) => word !== 'nan');
const GRANDFATHER_WORDS = ['grandpa', 'granddad', 'grandad', 'gramps', 'grandfather', ...GRANDFATHERS];
const KIN_WORDS: Readonly<Record<string, readonly string[]>> = {
  mother: ['mom', 'mum', 'mother', 'mama', 'mommy', 'mummy', 'ma', 'mam', 'mammy', ...MOTHERS],
  mom: ['mom', 'mum', 'mother', 'mama', 'mommy', 'mam', ...MOTHERS],
  mum: ['mom', 'mum', 'mother', 'mama', 'mummy', 'mam', 'mammy', ...MOTHERS],
  father: ['dad', 'father', 'papa', 'daddy', 'pop', 'pops', 'da', ...FATHERS],
  dad: ['dad', 'father', 'papa', 'daddy', 'da', ...FATHERS],
  grandmother: GRANDMOTHER_WORDS,
  grandma: GRANDMA_WORDS,
  gran: GRANDMOTHER_WORDS,
  nan: GRANDMOTHER_WORDS,
  grandfather: GRANDFATHER_WORDS,
  grandpa: GRANDFATHER_WORDS,
  grandad: GRANDFATHER_WORDS,
  granddad: GRANDFATHER_WORDS,
  grandparent: [...GRANDMA_WORDS, ...GRANDFATHER_WORDS],
  aunt: ['aunt', 'auntie'],
  uncle: ['uncle'],
  sister: ['sister', 'sis'],
  brother: ['brother', 'bro'],
  son: ['son'],
  daughter: ['daughter'],
  cousin: ['cousin'],
  niece: ['niece'],
  nephew: ['nephew'],
  wife: ['wife'],
  husband: ['husband'],
  partner: ['partner'],
  boyfriend: ['boyfriend'],
  girlfriend: ['girlfriend'],
  fiance: ['fiance', 'fiancé'],
  fiancee: ['fiancee', 'fiancée'],
};

// Titles that come before a name without naming the person on their own ("Aunt Carol", "Dr. Lee").
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'sir', 'aunt', 'auntie', 'uncle', 'cousin']);

export interface PersonWords {
  /** As the user wrote it. */
  name: string;
  /** Name and relationship: what a reading of a memory depends on besides its text. */
  key: string;
  /** Lower-case words that refer to the person. */
  words: ReadonlySet<string>;
  /** Lower-case name words -> as the user writes the name, to put capitals back. */
  spelling: ReadonlyMap<string, string>;
  /** Name words compromise should read as first names. */
  firstNames: readonly string[];
  /** Lower-case words of the name itself, with and without accents: not a title, kin word or nickname. */
  names: ReadonlySet<string>;
}

const YORUBA_LEAD = /^olu(?:wa)?(\p{L}+)$/u;

/**
 * What a first name is shortened to: "Bernie" for Bernadette, "Walt" for Walter, "Rafa" for Rafael,
 * "Thandi" for Thandiwe. Only shortenings of four letters or more, and three letters with -ie, -y or -i, so that no month or
 * common word ("Mar", "Pat") stands for the person by accident.
 */
function nicknamesOf(firstName: string): string[] {
  const plainName = withoutAccents(firstName);
  // Yoruba names are called by what follows "Oluwa" or "Olu": "Seun" for Oluwaseun, "Segun" for Olusegun.
  const yoruba = YORUBA_LEAD.exec(plainName)?.[1];
  if (yoruba && yoruba.length >= 4) return [yoruba, ...nicknamesOf(yoruba)];
  if (plainName.length < 5) return [];
  const stems = [3, 4, 5].filter((length) => length < plainName.length).map((length) => plainName.slice(0, length));
  return [...new Set(stems.flatMap((stem) => [...(stem.length >= 4 ? [stem] : []), `${stem}ie`, `${stem}y`, `${stem}i`]))];
}

const compiled = new WeakMap<PersonWords, Map<string, RegExp>>();

/**
 * `pattern` with `{person}` standing for the words that refer to the person (escaped), compiled
 * once per person: a portrait reads every memory with the same patterns.
 */
export function personRegExp(person: PersonWords, pattern: string, flags: string): RegExp {
  let byPattern = compiled.get(person);
  if (!byPattern) compiled.set(person, (byPattern = new Map()));
  const key = `${flags}/${pattern}`;
  let regexp = byPattern.get(key);
  if (!regexp) {
    const words = [...person.words].map(escapeRegExp).join('|');
    regexp = new RegExp(pattern.replaceAll('{person}', words), flags);
    byPattern.set(key, regexp);
  }
  return regexp;
}

/**
 * What the user calls someone of this relationship: "Stepdad" and "twin sister" by what a dad and a
 * sister are called; "Grandparent" by either grandparent's words. Not "Mum's carer", who is someone else's.
 */
function kinWordsOf(relationship: string): readonly string[] {
  const said = relationship.trim().toLowerCase();
  if (KIN_WORDS[said]) return KIN_WORDS[said];
  if (/['’]s\b/.test(said)) return [];
  const words = said.split(/[^\p{L}-]+/u).map((word) => word.replace(/^step-?/, ''));
  return [...new Set(words.flatMap((word) => KIN_WORDS[word] ?? (word === 'parent' ? [...KIN_WORDS.mum!, ...KIN_WORDS.dad!] : [])))];
}

const withoutAccents = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '');

/** The words that refer to the person called `name`, whose relationship to the user is `relationship`. */
export function personWords(name: string, relationship: string): PersonWords {
  const nameWords = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}'-]/gu, ''))
    .filter((word) => word !== '');
  const spelling = new Map(nameWords.map((word) => [word.toLowerCase(), word]));
  const naming = nameWords.map((word) => word.toLowerCase()).filter((word) => !TITLES.has(word.replace(/\.$/, '')));
  const kin = kinWordsOf(relationship);
  const kinInName = naming.flatMap((word) => KIN_WORDS[word] ?? []);
  const firstNames = naming.filter((word) => !KIN_WORDS[word] && /^\p{L}/u.test(word));
  const nicknames = firstNames.slice(0, 1).flatMap(nicknamesOf).filter((word) => !naming.includes(word));
  // compromise reads "Tomás" as "tomas": the name is known without its accents too.
  const plain = naming.map(withoutAccents).filter((word) => !naming.includes(word));
  for (const [index, word] of naming.entries()) if (plain.includes(withoutAccents(word))) spelling.set(withoutAccents(word), nameWords[index]!);
  for (const nickname of nicknames) spelling.set(nickname, nickname.charAt(0).toUpperCase() + nickname.slice(1));
  const names = new Set([...naming, ...plain].filter((word) => !KIN_WORDS[word]));
  return { name, key: `${name}\u0000${relationship}`, words: new Set([...naming, ...plain, ...kin, ...kinInName, ...nicknames]), spelling, firstNames: [...firstNames, ...nicknames], names };
}
