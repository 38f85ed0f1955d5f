import { toldFact, type Fact } from './fact-item';
import { isTaste } from './loved-things';
import { isSomeoneElses, isWritersOwn } from './writers-own';

// Tastes told as habits or verdicts rather than with "loves" or "hates": "espresso every morning",
// "makes cardamom chai every afternoon", "would eat Kaiserschmarrn for every meal", "puts za'atar on
// literally everything", "Rakı with white cheese = heaven", "truffle oil is 'a crime'". The
// labelled sets' writers filed each with the preferences.

const THING = String.raw`([\p{L}][\p{L}\d'’ &-]{1,38}?)`;
const OPENING = String.raw`(?:^|[.!?;|\n]\s*|\b(?:just|only)\s+)`;
const HABIT = String.raw`(every\s+(?:single\s+)?(?:morning|afternoon|evening|night|day)|all\s+day|first\s+thing|first,\s+always|,\s+always)`;
const DAILY = new RegExp(String.raw`${OPENING}${THING}(?:\s+(?:out\s+of|from|with)\s+[^.!?;|\n]{2,30}?)?\s+${HABIT}`, 'giu');
const MAKES_DAILY = new RegExp(String.raw`\b(?:makes|has|drinks|eats|takes)\s+(?:an?\s+|her\s+|his\s+|their\s+)?${THING}\s+${HABIT}`, 'giu');
const TASTE_VERB = /^(?:drinks|eats)\b/iu;
// "Espresso first, always": a word capitalised only because it opens the sentence is still a taste.
const isTasteSaid = (thing: string) => isTaste(thing.replace(/^\p{Lu}(?=\p{Ll}*(?:\s|$))/u, (letter) => letter.toLowerCase()));
const WOULD_EAT = new RegExp(String.raw`\b(?:would|could|'d|’d)\s+(?:happily\s+)?eat\s+${THING}\s+(?:for\s+every\s+meal|every\s+(?:single\s+)?day|forever|all\s+day)`, 'giu');
const EATS_FOREVER = new RegExp(String.raw`${OPENING}${THING}\s+(?:he|she|they)\s+could\s+eat\s+(?:forever|every\s+day|all\s+day)`, 'giu');
const ON_EVERYTHING = new RegExp(String.raw`\bputs\s+${THING}\s+on\s+(?:literally\s+)?everything|\banything\s+with\s+${THING}\s+on\s+it\b`, 'giu');
const IN_EVERYTHING = new RegExp(String.raw`${OPENING}${THING}\s+in\s+everything\b`, 'giu');
const BLISS = new RegExp(String.raw`${OPENING}${THING}(?:\s+(?:with|from)\s+[^.!?;=|\n]{2,30}?)?\s*(?:=|\bis\b|\bare\b)\s*['"‘“]?(?:heaven|bliss|instant happiness|(?:her|his|their) love language)\b`, 'giu');
const CRIME = new RegExp(String.raw`${OPENING}${THING}\s+(?:is|are|=)?\s*(?:also\s+)?['"‘“]?a\s+crime\b|${OPENING}${THING}\s+also\s+a\s+crime\b`, 'giu');
// "Every morning", "Something": a time or a pronoun before the habit, not a taste.
const NOT_A_TASTE = /^(?:it|this|that|he|she|they|we|i|you|something|anything|everything|work|school|gym|every|each|and|but|so|then|still|also)\b/iu;

// A taste is named in a few words; more is a sentence ("Meera makes cardamom chai").
const MAX_WORDS = 3;
// "Sam reckons pineapple on pizza is a crime": the verdict is on what follows the saying.
const SAYING = /^.*\b(?:reckons|says|said|thinks|insists|swears)\s+/iu;

/** The thing a pattern names, without the "just" or "only" before it or who said it. */
function thingOf(match: RegExpMatchArray): string {
  const said = match.slice(1).find((group) => group !== undefined) ?? '';
  return said.replace(SAYING, '').replace(/^(?:just|only)\s+/iu, '').trim();
}

/** What one memory tells of the person's tastes as a habit or a verdict. */
export function dailyTastesOf(text: string): Fact[] {
  const facts: Fact[] = [];
  const told = (match: RegExpMatchArray, thing: string) =>
    thing.length > 1 && thing.split(/\s+/).length <= MAX_WORDS && !NOT_A_TASTE.test(thing) && !isWritersOwn(text, match.index!) && !isSomeoneElses(text, match.index!);
  // Each pattern's thing, when it is the person's, as the fact `factOf` makes of it (null for none).
  const read = (pattern: RegExp, factOf: (thing: string, match: RegExpMatchArray) => Fact | null) => {
    for (const match of text.matchAll(pattern)) {
      const thing = thingOf(match);
      const fact = told(match, thing) ? factOf(thing, match) : null;
      if (fact) facts.push(fact);
    }
  };
  const taste = (said: string) => toldFact('preferences', said);
  // A habit is a taste when it is something to eat or drink ("Espresso first, always"), else a
  // pastime ("FIFA every night", "doing duolingo japanese every morning").
  read(DAILY, (thing, match) =>
    isTasteSaid(thing) ? taste(`${thing} every day`) : toldFact('interests', `${thing} ${match[2]!.replace(/^.*always$/u, 'always').replace(/\s+/gu, ' ')}`),
  );
  read(MAKES_DAILY, (thing, match) => (isTasteSaid(thing) || TASTE_VERB.test(match[0].trim()) ? taste(`${thing} every day`) : null));
  read(WOULD_EAT, (thing) => taste(`Loves ${thing}`));
  read(EATS_FOREVER, (thing) => taste(`Loves ${thing}`));
  read(ON_EVERYTHING, (thing) => taste(`${thing} on everything`));
  read(IN_EVERYTHING, (thing) => taste(`${thing} in everything`));
  // "Salty liquorice = instant happiness": a phrase opening a sentence is capitalised for it alone ("Rakı" stays a name).
  read(BLISS, (thing) => taste(`Loves ${/^\p{Lu}\p{Ll}+\s/u.test(thing) ? thing[0]!.toLowerCase() + thing.slice(1) : thing}`));
  read(CRIME, (thing) => taste(`Can't stand ${thing.toLowerCase()}`));
  return facts;
}
