import { factOf, keyOf, type Fact } from './fact-item';
import { personRegExp, type PersonWords } from './person-words';
import { capitalise } from './tokens';

// The people and animals in someone's life, named with what they are to them: "his wife Olena",
// "Priya's cat Samosa", "Zoë and Tom's wedding anniversary". A portrait lists them as who they are
// to the person, so that Milo's vet visit stays the dog's.

const ROLES = [
  'wife', 'husband', 'partner', 'boyfriend', 'girlfriend', 'fiance', 'fiancé', 'fiancee', 'fiancée', 'ex-wife', 'ex-husband', 'ex',
  'son', 'daughter', 'stepson', 'stepdaughter', 'baby', 'twin', 'grandson', 'granddaughter', 'niece', 'nephew',
  'mum', 'mom', 'mother', 'dad', 'father', 'stepmum', 'stepmom', 'stepdad', 'brother', 'sister', 'cousin', 'grandma', 'grandpa',
  'nan', 'gran', 'grandad', 'granddad', 'grandmother', 'grandfather', 'avó', 'avô', 'abuela', 'abuelo', 'nonna', 'nonno', 'oma', 'opa',
  'aunt', 'auntie', 'uncle', 'boss', 'colleague', 'friend', 'best friend', 'flatmate',
  'roommate', 'housemate', 'carer', 'neighbour', 'neighbor', 'mentor', 'therapist', 'best mate', 'buddy', 'mate', 'pal', 'bestie',
  'mother-in-law', 'father-in-law', 'sister-in-law', 'brother-in-law', 'son-in-law', 'daughter-in-law', 'stepbrother', 'stepsister', 'godson', 'goddaughter',
  'dog', 'cat', 'puppy', 'pup', 'kitten', 'horse', 'pony', 'rabbit', 'bunny', 'parrot', 'tortoise', 'hamster', 'guinea pig', 'lurcher',
  'labrador', 'spaniel', 'terrier', 'greyhound', 'collie', 'retriever', 'poodle', 'dachshund', 'beagle', 'husky', 'kelpie',
];
const ROLE = ROLES.sort((a, b) => b.length - a.length).join('|');
const AGE_OR_KIND = String.raw`(?:(?:new|little|baby|big|younger|older|eldest|youngest|oldest|late|rescue|old|twin|\d{1,2}[- ]?(?:yo|year[- ]old))\s+)?`;
// A name: a word that is not a sentence's first word of some other kind; `add` checks its capital.
const NAME = String.raw`(\p{Lu}[\p{L}'-]+)`;
// After a role, a second word with a capital goes with the first: "Daughter Mei Ling drives her".
const FULL_NAME = String.raw`(\p{Lu}[\p{L}'-]+(?:\s+(?!(?:I|and|or|but|the|an?|to|is|was|has|had|are|were|in|on|at|for|with|from|of|who|got|said|says|came|went|will|just)\b)\p{Lu}[\p{L}'-]+)?)`;
const NOT_NAMES = new Set(['The', 'And', 'But', 'She', 'He', 'They', 'His', 'Her', 'Their', 'Who', 'Is', 'Was', 'Has', 'Had', 'I', 'We', 'It', 'So', 'Just', 'Now', 'Then', 'Still']);
// "she and marta broke up": the partner is now an ex.
const PARTED = /\b(?:divorced|divorcing|split up|broke up|(?:have|has|'ve|officially)\s+split)\b/i;
const PARTNERED = /\b(?:(?:son|daughter|kids|children|baby|twins|boys|girls)\b(?!\s+(?:and|&))|wedding|anniversary|married|marry|engaged|expecting|honeymoon|had (?:the|a|their|another)\s+(?:(?:first|second|third|\d(?:st|nd|rd|th))\s+)?baby|lost the baby|lost their baby|pregnant|ivf|separated|divorced|divorcing|split up|broke up|(?:have|has|'ve|officially)\s+split|moved in together|booked the|bought a house|bought their first)\b/i;
const CHILDREN = String.raw`(?:kids|children|sons|daughters|twins|girls|boys|grandkids|grandchildren)`;

const OWNER = String.raw`(?:\b(?:her|his|their)|\b(?:{person})'s)`;
// Patterns that do not depend on the person, compiled once.
const NOTE_OPENING = new RegExp(String.raw`(?:^|[.!?\n]\s*|[-–•]\s+)(${ROLE})\s*:?\s+${FULL_NAME}(?=[\s.,;!]|$)`, 'giu');
const CALLED = new RegExp(String.raw`\b(${ROLE})\s+(?:called|named)\s+${FULL_NAME}`, 'giu');
const NAME_THE_ROLE = new RegExp(String.raw`${NAME}\s+the\s+(${ROLE})\b`, 'gu');
const CHILDREN_NAMED = new RegExp(String.raw`\b${CHILDREN},?\s+${NAME}(?:,\s+${NAME})?(?:,?\s+(?:and|&|\+)\s+${NAME})?`, 'giu');
// Family named without an owner ("even cousin Marco came"): theirs, unless the writer's ("my cousin Marco").
const FAMILY = ROLES.filter((role) => !/friend|colleague|boss|mate|carer|neighbo|mentor|buddy|pal|bestie/.test(role)).join('|');
// The role may open its name with a capital too ("him and Uncle Errol").
const FAMILY_CAPITALISED = FAMILY.split('|').map((role) => `[${role[0]!.toUpperCase()}${role[0]}]${role.slice(1)}`).join('|');
const FAMILY_NAMED = new RegExp(String.raw`(?<!\b(?:[Mm]y|[Oo]ur|[Yy]our|me|I)\s+(?:[\p{L}-]+\s+)?)\b(${FAMILY_CAPITALISED})\s+${FULL_NAME}(?=[\s.,;!?)]|$)`, 'gu');
// "She and Gunnar are painting the nursery", "him and Jan moving into a unit": someone close, by what they do together.
// "him n Keisha doing great", "she and Doña Luz beat the men again".
const TOGETHER_WITH = new RegExp(String.raw`\b(?:[Ss]he|[Hh]e|[Hh]im|[Hh]er|[Tt]hey)\s+(?:and|&|\+|n)\s+(?:(?:Doña|Don|Dona|Mrs|Mr|Ms|Miss|Auntie|Aunty|Tía|Tia|Tío|Tio)\.?\s+)?${NAME}(?=\s+(?:are|were|have|had|will|'ll|still|both|moving|went|spent|did|do|doing|got|get|go|live|lived|bought|booked|argue|argued|met|beat|won|lost|took|adopted|celebrated)\b)`, 'gu');
// A partner or an ex by what happened between them: "Tom proposed", "engaged to Sipho", "broke up w/ Jess".
// After these words a name may be typed in lower case ("proposed to priya"); `add` gives it its capital.
const ANY_CASE_NAME = String.raw`(?!(?:her|him|them|his|their|me|my|us|our|you|your|a|an|the|someone|somebody|family|friends|work|it)\b)(\p{L}[\p{L}'-]+)`;
const FIANCE = new RegExp(String.raw`\b${NAME}\s+proposed\b(?!\s+to\b)|\b(?:proposed|engaged)\s+to\s+${ANY_CASE_NAME}`, 'gu');
const MARRIED_TO = new RegExp(String.raw`\b(?:married|wed)\s+to\s+${ANY_CASE_NAME}`, 'giu');
// "moving to toronto to be with sam": the one they move for.
const TO_BE_WITH = new RegExp(String.raw`\bto\s+be\s+(?:closer\s+to|near|with)\s+${ANY_CASE_NAME}(?=\s+(?:in|at|on|for|by|after|next|this)\b|[.,;!?)]|$)`, 'giu');
// "long-distance with Noémie in Montréal".
const LONG_DISTANCE = new RegExp(String.raw`\blong[- ]distance\s+(?:with|w/)\s+${NAME}`, 'giu');
// "Her family in Sydney call every Sunday", "his folks back in Lagos".
const FAMILY_IN = String.raw`${OWNER}\s+(?:whole\s+)?(family|parents|folks)\s+(?:(?:is|are|live|lives|still)\s+)*(?:back\s+)?in\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)`;
// "His twin boys (12) have season tickets", "her two girls".
const CHILDREN_COUNTED = String.raw`${OWNER}\s+(twin|two|three|four)\s+(boys|girls|sons|daughters|kids)\b`;
const EX = new RegExp(String.raw`\bsince\s+${NAME}\s+(?:left|walked\s+out|moved\s+out)\b|\b(?:broke up|broken up|breaking up|split up|splitting up|break-?up|split)\s+(?:with|w/|from)\s+${NAME}|\bdivorc(?:ed|ing)\s+${NAME}|\bdivorce\s+from\s+${ANY_CASE_NAME}`, 'giu');
// "Already have Ayo (4)", "His two are Mele (8) and Tevita (5)": a child by their age.
const AGED = new RegExp(String.raw`(?<![\p{L}'-])(\p{Lu}[\p{L}'-]+)\s+\((?:age\s+)?\d{1,2}\)`, 'gu');
// "Zayn is four months and not a fan of nights": a baby by their age.
const MONTHS_OLD = new RegExp(String.raw`(?<![\p{L}'-])(\p{Lu}[\p{L}'-]+)\s+(?:is|'s)\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:weeks?|months?)\b(?!\s+(?:late|away|behind|sober|clean))`, 'gu');
// "Still grieving Hiro, it's been 2 yrs": someone they lost.
const GRIEVING = new RegExp(String.raw`\b(?:grieving|mourning)\s+(?:(?:her|his|their)\s+(?:[\p{L}-]+\s+)?)?${NAME}`, 'gu');
// "had their 2nd baby, a little boy, Filip".
const BABY_NAMED = new RegExp(String.raw`\b(?:baby|little)\s+(?:boy|girl),?\s+${NAME}`, 'giu');
// "Aisha's mum (Shazia)", "Moose (his husky)", "Pickle (the cat)", "best mate is Omar".
const ROLE_THEN_NAMED = String.raw`${OWNER}\s+(${ROLE})\s+\(${NAME}\)`;
const NAME_THEN_ROLE = new RegExp(String.raw`${NAME}\s+\((?:her|his|their|the)\s+(${ROLE})\)`, 'gu');
const ROLE_IS_NAME = new RegExp(String.raw`\b(best mate|best friend|bff)\s+(?:is|was)\s+${NAME}`, 'giu');
// "I'm chief bridesmaid", "I am his chief groomsman", "i'm godmother!!": the writer's part in their life.
const WRITERS_PART = /\b(?:I'm|I am|im)\s+(?:(his|her|their|the)\s+)?(?:(chief|head|main)\s+)?(godmother|godfather|godparent|bridesmaid|maid of honou?r|matron of honou?r|best man|groomsman|usher|witness|guardian|emergency contact|executor)\b/giu;
const MONTHS_AND_DAYS = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;

function fact(role: string, name: string): Fact {
  const text = `${capitalise(role.toLowerCase())} ${name}`;
  return factOf('relationship_insights', text, keyOf(text));
}

/** Who is around the person in one memory, each once. */
export function peopleAround(text: string, person: PersonWords): Fact[] {
  const facts: Fact[] = [];
  // One role per name, the first found: the patterns run from the plainest ("her boyfriend Jari") to the guessed ("Jari proposed").
  const named = new Set<string>();
  // A name is written with a capital; the patterns match roles in any case, so the name is checked here.
  const add = (role: string, written: string) => {
    // The patterns match in any case: a second word is part of the name only when written with a capital.
    const [first, second] = written.replace(/'s$/, '').split(/\s+/);
    const name = second && /^\p{Lu}/u.test(second) && !NOT_NAMES.has(second) && !MONTHS_AND_DAYS.test(second) ? `${first} ${second}` : first!;
    if (!/^\p{Lu}/u.test(name) || NOT_NAMES.has(name) || MONTHS_AND_DAYS.test(name) || person.words.has(name.toLowerCase()) || person.words.has(role.toLowerCase())) return;
    if (named.has(name)) return;
    named.add(name);
    facts.push(fact(role, name));
  };
  const told = (said: string) => facts.push(factOf('relationship_insights', said, keyOf(said)));
  // "his wife Olena", "Priya's cat Samosa", "her rescue dog, Biscuit", "Tom's new partner is called Gemma".
  for (const match of text.matchAll(personRegExp(person, String.raw`${OWNER}\s+${AGE_OR_KIND}(${ROLE})\s*,?\s+(?:(?:is|'s)\s+(?:called|named)\s+)?${FULL_NAME}`, 'giu'))) add(match[1]!, match[2]!);
  // "Wife Hannah." opening a note.
  for (const match of text.matchAll(NOTE_OPENING)) add(match[1]!, match[2]!);
  // "a rescue cat called Pickle", "Mimi the cat".
  for (const match of text.matchAll(CALLED)) add(match[1]!, match[2]!);
  for (const match of text.matchAll(NAME_THE_ROLE)) add(match[2]!, match[1]!);
  // "two kids, Lidya and Sami".
  for (const match of text.matchAll(CHILDREN_NAMED)) {
    for (const name of match.slice(1)) if (name) add('child', name);
  }
  for (const match of text.matchAll(personRegExp(person, ROLE_THEN_NAMED, 'giu'))) add(match[1]!, match[2]!);
  for (const match of text.matchAll(NAME_THEN_ROLE)) add(match[2]!, match[1]!);
  for (const match of text.matchAll(ROLE_IS_NAME)) add(match[1]!, match[2]!);
  for (const match of text.matchAll(FAMILY_NAMED)) add(match[1]!, match[2]!);
  for (const match of text.matchAll(TOGETHER_WITH)) add('close to', match[1]!);
  // A baby, not a son: "his son Nikolai has a new baby boy, Stefan".
  for (const match of text.matchAll(BABY_NAMED)) add('baby', match[1]!);
  for (const match of text.matchAll(AGED)) add('child', match[1]!);
  for (const match of text.matchAll(MONTHS_OLD)) add('baby', match[1]!);
  for (const match of text.matchAll(GRIEVING)) add('late', match[1]!);
  for (const match of text.matchAll(FIANCE)) add('fiancé', capitalise((match[1] ?? match[2])!));
  for (const match of text.matchAll(MARRIED_TO)) add('married to', capitalise(match[1]!));
  for (const match of text.matchAll(TO_BE_WITH)) add('close to', capitalise(match[1]!));
  for (const match of text.matchAll(EX)) add('ex', capitalise((match[1] ?? match[2] ?? match[3] ?? match[4])!));
  for (const match of text.matchAll(LONG_DISTANCE)) add('long-distance partner', match[1]!);
  for (const match of text.matchAll(personRegExp(person, FAMILY_IN, 'giu'))) {
    // The pattern matches in any case: the place is its words written with a capital.
    const place = match[2]!.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
    if (place.length > 0 && /^\p{Lu}/u.test(match[2]!)) told(`${capitalise(match[1]!.toLowerCase())} in ${place.join(' ')}`);
  }
  for (const match of text.matchAll(personRegExp(person, CHILDREN_COUNTED, 'giu'))) told(`${capitalise(match[1]!.toLowerCase())} ${match[2]!.toLowerCase()}`);
  // "Olena, his wife": the name before the role.
  const nameBeforeRole = String.raw`${NAME},\s+${OWNER}\s+(?:[\p{L}-]+\s+)?(${ROLE})(?=\s*[,.;:)!?]|\s+(?:to|at|in|on)\b|$)`;
  for (const match of text.matchAll(personRegExp(person, nameBeforeRole, 'gu'))) add(match[2]!, match[1]!);
  // "Zoë and Tom's wedding anniversary", "jose + marisol are expecting": a partner by what they share.
  for (const sentence of text.split(/(?<=[.!?\n])\s+/)) {
    if (!PARTNERED.test(sentence)) continue;
    const pair = personRegExp(person, String.raw`\b(?:{person}|she|he|her|him)\s+(?:and|&|\+|n)\s+(?:(?:mom|mum|dad)\s+\()?([\p{L}][\p{L}'-]+?)(?:'s)?\b`, 'iu').exec(sentence);
    const name = pair?.[1];
    // Texting in lower case ("jose + marisol are expecting") writes the partner's name that way too.
    if (name && !/^(?:i|me|my|we|her|his|their|the|a|an|mom|mum|dad|mother|father|sister|brother|friends?)$/i.test(name)) add(PARTED.test(sentence) ? 'ex' : 'partner', capitalise(name));
  }
  for (const match of text.matchAll(WRITERS_PART)) told(`You're ${[match[1], match[2], match[3]].filter(Boolean).join(' ').toLowerCase()}`);
  return facts;
}
