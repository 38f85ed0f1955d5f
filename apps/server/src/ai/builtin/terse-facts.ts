import { tenseOfSpans } from '../../date-detection/tense';
import { TRAITS } from './fact-cues';
import { factOf, keyOf, type Fact, type FactList } from './fact-item';
import type { PersonWords } from './person-words';
import { capitalise } from './tokens';
import { isSomeoneElses, isWritersOwn } from './writers-own';

// Facts notes tell in a word or two, often without a subject: "Coeliac. No gluten.", "Big into
// cycling", "huge cubs fan", "diabetic now", "she's vegan". The clause reader needs a subject and a
// verb; these patterns do not.

const CONDITIONS = [
  'diabetic', 'coeliac', 'celiac', 'asthmatic', 'epileptic', 'dyslexic', 'dyspraxic', 'autistic', 'deaf', 'hard of hearing',
  'partially sighted', 'colourblind', 'colorblind', 'sober', 'in recovery', 'pregnant', 'adhd', 'type 1 diabetes', 'type 2 diabetes',
  'diabetes', 'asthma', 'dyslexia', 'dyspraxia', 'epilepsy', 'autism', 'hypertension', 'high blood pressure',
  'left-handed', 'right-handed', 'only child', 'widowed', 'widower', 'widow', 'non-binary', 'nonbinary',
  // Faith, said of them in a word: "he's Muslim and takes Ramadan seriously".
  'muslim', 'jewish', 'catholic', 'hindu', 'sikh', 'buddhist', 'jain', 'parsi', 'zoroastrian', 'quaker', 'mormon', 'methodist', 'baptist', 'anglican', 'pagan', 'atheist', 'orthodox',
];
const FAITHS = new Set(['muslim', 'jewish', 'catholic', 'hindu', 'sikh', 'buddhist', 'jain', 'parsi', 'zoroastrian', 'quaker', 'mormon', 'methodist', 'baptist', 'anglican', 'pagan', 'orthodox']);
const DIETS = ['vegetarian', 'vegan', 'pescatarian', 'gluten-free', 'dairy-free', 'halal', 'kosher', 'teetotal', 'teetotaller', 'teetotaler', 'plant-based', 'keto'];
const FAN = String.raw`(?:huge|big|massive|die-?hard|avid|keen|mad|lifelong|proper|total|real)\s+`;
const DEGREE = new RegExp(String.raw`^(?:${FAN})+`, 'iu');
const MAX_THING_WORDS = 4;
/**
 * Capitalised words opening a sentence that name no team: a pronoun, an owner, a family word or a
 * word of degree ("Still Arsenal mad", "His team lost").
 */
export const NOT_A_TEAM = /^(?:I|He|She|They|We|You|It|Mum|Mom|Dad|Nan|Gran|Grandma|Grandpa|Still|Always|Totally|Absolutely|Properly|Completely|Just|Also|Everyone|Nobody|The|Our|My|His|Her|Their)$/u;

// "the Sunday match", "the World Cup game", "the FA Cup fixture": a day or a tournament, not a team.
const NOT_A_TEAM_GAME = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Boxing Day|Christmas|New Year|Easter|World Cup|Cup|FA Cup|Final|Grand Final|Super Bowl|Six Nations|Euros?|Olympics?|Test|League|Premier League|Champions League|Big|First|Last|Next|Home|Away)$/u;
const wholeWord = (word: string) => new RegExp(String.raw`(?<![\p{L}-])${word}(?![\p{L}-])`, 'u');
const CONDITION_WORDS = CONDITIONS.map((condition) => [condition, wholeWord(condition)] as const);
// "owns 3 vegan bakeries", "the vegan place on Mill Rd": a diet word naming a business or a dish is no diet of theirs.
const NOT_THEIR_DIET = String.raw`(?!\s+(?:bakery|bakeries|restaurants?|caf[eé]s?|places?|shops?|business|brand|company|cookbooks?|recipes?|options?|menu|food\s+(?:truck|stall|business)|stalls?|brownies?|cakes?|cheese|burgers?|sausages?))`;
const DIET_WORDS = DIETS.map((diet) => [diet, new RegExp(String.raw`(?<![\p{L}-])${diet}(?![\p{L}-])${NOT_THEIR_DIET}`, 'u')] as const);
// A diet that is a way of life says who they are as well as what to cook for them: "Sam's vegan now".
const WAYS_OF_LIFE = new Set(['vegetarian', 'vegan', 'pescatarian', 'teetotal', 'teetotaller', 'teetotaler']);
// "No news yet.", "No idea!": nothing ruled out.
const NOT_RULED_OUT = /^(?:news|idea|clue|word|reply|answer|sign|luck|change|update|plans|time|way|chance|problem|worries|rush|pressure|comment)\b/u;
const item = (list: FactList, text: string) => factOf(list, capitalise(text), keyOf(text));
// What they react to is a fact about them, among who they are, and what a meal or a gift must respect.
const allergyItems = (what: string) => [item('preferences', `Allergic to ${what}`), item('personal_attributes', `Allergic to ${what}`)];

function thingAfter(text: string): string | null {
  // "film photography — found an old Pentax": the thing ends at a dash.
  const words = text.split(/[—–]|\s-\s/)[0]!.trim().split(/\s+/).slice(0, MAX_THING_WORDS);
  const cut = words.findIndex((word) => /^(?:and|but|so|because|at|on|in|with|since|every|,)$/i.test(word));
  const kept = (cut > 0 ? words.slice(0, cut) : words).join(' ').replace(/[^\p{L}\p{N}'’ -]+$/u, '');
  return kept === '' ? null : kept;
}

// "Patient, clear, never makes anyone feel stupid", "super patient with my dumb questions": a way of being
// that a verbless note opens on, or lists after a comma, is who they are.
const TRAIT_NOTED = new RegExp(
  String.raw`(?:^|[.!?\n]\s*|,\s*)(?:(?:super|so|very|really|incredibly|endlessly|always)\s+)?(${[...TRAITS].join('|')})(?=\s*[,.!;]|\s+(?:with|in|about|and|teacher|person|soul)\b)`,
  'giu',
);
const AGE_TOLD = /\b(\d{1,3})\s+years?\s+old(?=\s*[,.;!?)]|\s+(?:now|today|and|but|this|next|last|in|on)\b|$)|(?:^|[.!?\n]\s*)at\s+(\d{2,3}),?\s+(?:he|she|they)\b|\bat\s+(\d{2,3})(?=\s*[.!;]|\s*$)/giu;

// "oscar (19)", "Joan - 81,", "Gran, 88, ": a name and an age, in brackets or between commas and dashes.
const NAMED_AGE = /(?<![\p{L}'’-])(\p{L}[\p{L}'’-]+)\s*(?:\(\s*(\d{1,3})\s*\)|[,–—-]\s*(\d{1,3})\s*[,.;)–—-])/gu;

/** The terse facts of one memory. */
export function terseFacts(text: string, person?: PersonWords): Fact[] {
  const facts: Fact[] = [];
  const lower = text.toLowerCase();
  const notWriters = (at: number) => !isWritersOwn(text, at);
  for (const [condition, word] of CONDITION_WORDS) {
    const at = lower.search(word);
    // "Their cat Tofu is diabetic", "his dad's diabetes": someone else's.
    if (at >= 0 && notWriters(at) && !isSomeoneElses(text, at)) facts.push(item('personal_attributes', condition === 'adhd' ? 'ADHD' : FAITHS.has(condition) ? capitalise(condition) : condition));
  }
  for (const [diet, word] of DIET_WORDS) {
    const at = lower.search(word);
    if (at < 0 || !notWriters(at)) continue;
    facts.push(item('preferences', `${capitalise(diet)} diet`));
    if (WAYS_OF_LIFE.has(diet)) facts.push(item('personal_attributes', diet));
  }
  // "v strict veg, no eggs", "pure veg": vegetarian, as said in Indian English.
  for (const match of lower.matchAll(/\b(?:strict|strictly|pure|fully|is|'s|’s)\s+veg\b(?!\w)/gu)) {
    if (notWriters(match.index)) facts.push(item('preferences', 'Vegetarian diet'), item('personal_attributes', 'vegetarian'));
  }
  // "No gluten", "no alcohol", "so no sweets", "no more perfume please": what they do not eat, drink or want.
  for (const match of lower.matchAll(/(?<![\p{L}])(?:no|zero|never any)\s+(?:more\s+)?(gluten|dairy|alcohol|meat|pork|beef|fish|shellfish|nuts|peanuts|sugar|caffeine|coffee|booze|sweets|cake|chocolate|salt|onions?|garlic|perfume|spicy food|red meat)\b/gu)) {
    if (notWriters(match.index)) facts.push(item('preferences', `No ${match[1]}`));
  }
  // "NO CORIANDER EVER.", "No mushrooms!": a note that is only the thing ruled out.
  for (const match of lower.matchAll(/(?:^|[.!?\n]\s*)no\s+([\p{L}-]{3,}(?:\s+(?!ever\b)[\p{L}-]{3,})?)(?:,?\s+ever)?\s*(?:[.!?\n]|$)/gu)) {
    const ruledOut = item('preferences', `No ${match[1]}`);
    if (!NOT_RULED_OUT.test(match[1]!) && !facts.some((fact) => fact.key === ruledOut.key)) facts.push(ruledOut);
  }
  // "Bao (they/them)", "Kez's pronouns are they/them": the pronouns they go by.
  for (const match of lower.matchAll(/(?:\bpronouns?\s+(?:are|is|:)\s*|\()((?:she|he|they|xe|ze)\/(?:her|him|them|they|she|he|xem|zir))\b/gu)) {
    if (notWriters(match.index)) facts.push(item('personal_attributes', `Pronouns: ${match[1]}`));
  }
  // "now volunteers at the Oxfam bookshop Tues & Thurs", "volunteers with the hedgehog rescue".
  for (const match of text.matchAll(/\bvolunteer(?:s|ing)?\s+(?:at|with|for)\s+((?:the\s+)?[\p{L}'&-]+(?:\s+[\p{L}'&-]+){0,3}?)(?=\s+(?:on|every|each|at|in|twice|once|since|and)\b|\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|[.,;!?()\n]|$)/giu)) {
    if (notWriters(match.index) && !isSomeoneElses(text, match.index)) facts.push(item('personal_attributes', `Volunteers at ${match[1]!.replace(/^the\s+/i, 'the ')}`));
  }
  // "turned 70 in May", "turns 40 next year", "is 84 now": their age.
  for (const match of text.matchAll(/\b(turned|turns|turning|(?:he|she)(?:'s|’s|\s+is))\s+(\d{1,3})(?=\s+(?:now|today|this|next|last|in|on|and|but|not)\b|\s*[,.;!?]|$)/giu)) {
    const age = Number(match[2]);
    const told = /^turn/i.test(match[1]!) ? `${capitalise(match[1]!.toLowerCase())} ${age}` : `Age ${age}`;
    if (age >= 2 && age <= 110 && notWriters(match.index) && !isSomeoneElses(text, match.index)) facts.push(item('personal_attributes', told));
  }
  for (const match of text.matchAll(TRAIT_NOTED)) {
    if (notWriters(match.index) && !isSomeoneElses(text, match.index)) facts.push(item('personal_attributes', capitalise(match[1]!.toLowerCase())));
  }
  // "88 years old. Legend.", "At 67 he's just done his 250th Munro", "still sharp as a tack at 84.": their
  // age, where no clock time can be (a time is under 25; "at 36 Elm Road" goes on).
  for (const match of text.matchAll(AGE_TOLD)) {
    const age = Number(match[1] ?? match[2] ?? match[3]);
    if (age >= 2 && age <= 110 && (match[1] !== undefined || age >= 25) && notWriters(match.index) && !isSomeoneElses(text, match.index)) {
      facts.push(item('personal_attributes', `Age ${age}`));
    }
  }
  // "oscar (19) saved for the gap yr", "joan - 81, ex-ballet teacher": an age written beside the name.
  if (person) {
    for (const match of text.matchAll(NAMED_AGE)) {
      const age = Number(match[2] ?? match[3]);
      if (person.names.has(match[1]!.toLowerCase()) && age >= 2 && age <= 110) facts.push(item('personal_attributes', `Age ${age}`));
    }
  }
  // "Rang him for his 40th (3 Oct)", "her 17th is on Saturday": a birthday that counts their years,
  // past or ahead by the words around it, as a date in it is read.
  const tenseOf = tenseOfSpans(text);
  for (const match of text.matchAll(/\b(his|her|their)\s+(\d{1,3})(?:st|nd|rd|th)\b(?!\s+(?:time|attempt|go|try|day|week|month|year|anniversary|wedding|floor|place|century)\b)/giu)) {
    const age = Number(match[2]);
    const done = tenseOf({ start: match.index, end: match.index + match[0].length }) === 'past';
    if (age >= 2 && age <= 110 && match[1]!.toLowerCase() !== 'their' && !isSomeoneElses(text, match.index)) facts.push(item('personal_attributes', `${done ? 'Turned' : 'Turns'} ${age}`));
  }
  // "completely off dairy", "gave up meat".
  for (const match of lower.matchAll(/\b(?:off|cut out|gave up|given up|quit)\s+(dairy|gluten|meat|sugar|alcohol|booze|caffeine|carbs|red meat)\b/gu)) {
    if (notWriters(match.index)) facts.push(item('preferences', `No ${match[1]}`));
  }
  // "lactose intolerant": what a meal or a treat must respect (an allergy is read below).
  for (const match of lower.matchAll(/\b(lactose|gluten|wheat|dairy|fructose)[- ](intolerant|intolerance)\b/gu)) {
    if (notWriters(match.index) && !isSomeoneElses(text, match.index)) facts.push(item('preferences', `${capitalise(match[1]!)} ${match[2]}`));
  }
  // A coeliac eats gluten-free: a condition, and what a gift or a meal must respect, unless said already.
  const coeliac = /\b(coeliac|celiac)\b/u.exec(lower);
  if (coeliac && notWriters(coeliac.index) && !facts.some((fact) => fact.key.includes('gluten'))) facts.push(item('preferences', `${capitalise(coeliac[1]!)}: gluten-free`));
  // "allergic to penicillin".
  for (const match of lower.matchAll(/\b(?:allergic|intolerant)\s+to\s+([\p{L} -]{3,30}?)(?=[.,;:!?(—–-]|\s+(?:so|and|but|which|,)\b|$)/gu)) {
    if (notWriters(match.index)) facts.push(...allergyItems(match[1]!.trim()));
  }
  // "Severe shellfish allergy", "a nut allergy".
  for (const match of lower.matchAll(/\b(shellfish|nut|peanut|tree nut|gluten|dairy|egg|soy|sesame|fish|wheat|lactose|penicillin|latex|bee sting|wasp)\s+(?:allergy|intolerance)\b/gu)) {
    if (notWriters(match.index)) facts.push(...allergyItems(match[1]!));
  }
  // "always order her hibiscus tea", "oat cortado, no sugar": how they take their order.
  for (const match of lower.matchAll(/\b(?:always|only ever|only)\s+(?:order|get|buy|bring|make)\s+(?:her|him|them)\s+(?:an?\s+|the\s+|some\s+)?([^.;,(!?\n]{3,40})/gu)) {
    facts.push(item('preferences', `Likes ${match[1]!.trim()}`));
  }
  for (const match of text.matchAll(/(?:^|[:.;—–\n]\s*)([\p{L}][\p{L} -]{2,30}),\s+no\s+(sugar|milk|ice|foam|cream)\b/gu)) {
    if (notWriters(match.index)) facts.push(item('preferences', `${match[1]!.trim()}, no ${match[2]}`));
  }
  for (const match of lower.matchAll(/(?:doesn't|does not|don't|do not|won't|will not|never)\s+drinks?\b(?!\s+(?:coffee|tea|milk|water))/gu)) {
    if (notWriters(match.index)) facts.push(item('preferences', 'Does not drink alcohol'));
  }
  // Where they come from: "grew up in Lübeck", "Bristol born and bred".
  for (const match of text.matchAll(/\b(?:[Gg]rew up|[Ww]as born|[Bb]orn and raised|[Rr]aised)\s+in\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)/gu)) {
    if (notWriters(match.index)) facts.push(item('personal_attributes', `From ${match[1]}`));
  }
  for (const match of text.matchAll(/\b(\p{Lu}[\p{L}-]+)\s+born\s+and\s+(?:bred|raised)\b/gu)) facts.push(item('personal_attributes', `From ${match[1]}`));
  // "in Lübeck, where she grew up".
  for (const match of text.matchAll(/\b(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?),?\s+where\s+(?:she|he|they)\s+grew\s+up\b/gu)) facts.push(item('personal_attributes', `From ${match[1]}`));
  // "told me about growing up in Nyeri", "Mrs A is from Ibadan", "back home in Kerala for Diwali".
  for (const match of text.matchAll(/\b(?:growing up in|(?:is|was|are|'s|’s) (?:originally )?from|[Oo]riginally from|back home in|(?:moved|came) (?:here|over) from)\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)/gu)) {
    if (notWriters(match.index)) facts.push(item('personal_attributes', `From ${match[1]}`));
  }
  // "huge cubs fan", "big Arsenal supporter", "big into cycling", "really into birdwatching".
  for (const match of text.matchAll(new RegExp(String.raw`\b${FAN}((?:[\p{L}'-]+\s+){0,2}[\p{L}'-]+)\s+(?:fan|supporter|nerd|geek|buff|fanatic|junkie|freak)\b`, 'giu'))) {
    // "a real big fan of jazz": words of degree say how much, not of what.
    const thing = `${match[1]!} `.replace(DEGREE, '').trim();
    if (thing && notWriters(match.index)) facts.push({ ...item('interests', thing), mention: thing });
  }
  // "Arsenal season ticket holder for fifteen years".
  // A team is named as written, for the gifts and questions that mention it.
  // A note may open on the team in lower case: "chelsea season ticket holder".
  for (const match of text.matchAll(/(?:\b(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)|(?:^|[.!?\n]\s*)([\p{L}-]+))\s+season[- ]ticket/gu)) {
    const team = capitalise((match[1] ?? match[2])!);
    if (notWriters(match.index)) facts.push({ ...item('interests', team), mention: team });
  }
  for (const match of text.matchAll(/\b(?:big|really|very|super|totally|seriously|well)\s+into\s+([^.;!?\n]+)/giu)) {
    const thing = thingAfter(match[1]!);
    if (thing && notWriters(match.index)) facts.push(item('interests', thing));
  }
  // "still supports Arsenal with his full chest", "follows the Leafs": a team.
  for (const match of text.matchAll(/\b(?:supports|follows)\s+((?:the\s+)?\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)/gu)) {
    if (notWriters(match.index)) facts.push({ ...item('interests', match[1]!), mention: match[1]! });
  }
  // "Big on Afrobeat", "only reads thrillers", "reads loads of sci-fi".
  for (const match of text.matchAll(/\b(?:big on|only reads|only ever reads|reads (?:a lot of|lots of|loads of|tons of))\s+([^.,;!?\n(]+)/giu)) {
    const thing = thingAfter(match[1]!);
    if (thing && notWriters(match.index)) facts.push(item('interests', thing));
  }
  // "after 32 yrs of nursing", "forty years in teaching": a trade followed for years.
  for (const match of lower.matchAll(/\b(\d{1,2}|twenty|thirty|forty|fifty)\s+(?:yrs?|years)\s+(?:of|in)\s+(nursing|teaching|banking|farming|policing|accounting|engineering|medicine|law|dentistry|midwifery|journalism|plumbing|carpentry|social work)\b/gu)) {
    if (notWriters(match.index)) facts.push(item('personal_attributes', `${capitalise(match[2]!)} for ${match[1]} years`));
  }
  // "he's taken up beekeeping on the roof", "got into bouldering": a new pastime.
  for (const match of text.matchAll(/\b(?:taken up|took up|taking up|takes up|picked up|got into|getting into|gotten into)\s+((?:the\s+)?[\p{L}'-]+(?:\s+[\p{L}'-]+)?)/giu)) {
    const thing = thingAfter(match[1]!);
    if (thing && !/^(?:it|that|this|them|the\s+\p{L}+\s+\p{L}+|trouble|a fight|an argument)$/iu.test(thing) && notWriters(match.index)) facts.push(item('interests', thing.replace(/^the\s+/i, '')));
  }
  // "loves anything stationery, especially fountain pens", "loves her garden, dahlias especially": the favourite named.
  for (const match of text.matchAll(/\b(?:loves?|adores?|likes?|into)\b[^.!?\n]*?,\s*(?:(?:especially|particularly|esp\.?)\s+([\p{L}][\p{L} '-]{2,30}?)|([\p{L}][\p{L} '-]{2,30}?)\s+(?:especially|in particular))(?=[.,;!?)\n]|$)/giu)) {
    const thing = thingAfter((match[1] ?? match[2])!);
    if (thing && notWriters(match.index)) facts.push(item('interests', thing));
  }
  // "Leo is dinosaur mad", "she's football crazy" (not "so mad", "going mad").
  for (const match of text.matchAll(/\b(?:is|'s|’s|s)\s+(?!(?:so|really|very|super|totally|absolutely|hopping|fuming|a bit|bit|quite|pretty|proper|still|getting|going)\b)([\p{L}-]{3,})\s+(?:mad|crazy|obsessed|nuts)\b(?!\s+(?:at|with)\b(?!\s+the\s+moment))/giu)) {
    if (!/ing$/i.test(match[1]!) && notWriters(match.index)) facts.push(item('interests', match[1]!));
  }
  // "Chidi is Arsenal to the bone", "Shamrock Rovers mad, season ticket", "Kaizer Chiefs till he
  // dies": a team devoted to, named as written.
  for (const match of text.matchAll(/\b(\p{Lu}(?:[\p{L}'&-]|\.(?=\p{L}))*(?:\s+\p{Lu}(?:[\p{L}'&-]|\.(?=\p{L}))*){0,2})\s+(?:mad|daft|crazy|obsessed|to the bone|through and through|(?:till|until|til)\s+(?:he|she|they)\s+dies?)(?=\s*(?:[,.;:!?)\n—–-]|$))/gu)) {
    const team = match[1]!.split(/\s+/).filter((word, index) => !(index === 0 && NOT_A_TEAM.test(word))).join(' ');
    if (team && !person?.words.has(team.toLowerCase()) && notWriters(match.index) && !isSomeoneElses(text, match.index)) facts.push({ ...item('interests', team), mention: team });
  }
  // "watched the Leeds match with him", "took me to my first Lions game": a team followed, named as written.
  for (const match of text.matchAll(/\b(?:the|first|a|every)\s+((?:\p{Lu}[\p{L}'.&-]*\s+){0,2}\p{Lu}[\p{L}'.&-]*)\s+(?:match|game|fixture|derby)\b/gu)) {
    const team = match[1]!;
    if (!NOT_A_TEAM_GAME.test(team) && !person?.words.has(team.toLowerCase()) && !isSomeoneElses(text, match.index)) facts.push({ ...item('interests', team), mention: team });
  }
  // "Lions watch party at his place", "Red Sox home opener tickets again", "watched Valencia lose at
  // home", "The Tigers made the playoffs": a team followed, by what its fans do.
  for (const match of text.matchAll(/(?:^|[.!?\n]\s*|\b(?:the|a|every)\s+)((?:\p{Lu}[\p{L}'.&-]*\s+){0,2}\p{Lu}[\p{L}'.&-]*)\s+(?:watch\s+party|home\s+opener|season\s+opener|opening\s+day)\b|\b[Ww]atch(?:ed|ing)?\s+(?:the\s+)?((?:\p{Lu}[\p{L}'.&-]*\s+){0,2}\p{Lu}[\p{L}'.&-]*)\s+(?:lose|win|beat|draw|play|get\s+(?:thrashed|hammered|battered|beaten))\b|\b[Tt]he\s+((?:\p{Lu}[\p{L}'.&-]*\s+)?\p{Lu}[\p{L}'.&-]*s)\s+(?:made|won|clinched|reached|are\s+in|got\s+into)\s+the\s+(?:playoffs|play-offs|post-?season|world\s+series|pennant|final|title|league)\b/gu)) {
    const team = (match[1] ?? match[2] ?? match[3])!;
    if (!NOT_A_TEAM.test(team) && !NOT_A_TEAM_GAME.test(team) && !person?.words.has(team.toLowerCase()) && !isSomeoneElses(text, match.index)) facts.push({ ...item('interests', team), mention: team });
  }
  // "lives and breathes hockey", "collects old synths".
  for (const match of text.matchAll(/\b(?:lives\s+and\s+breathes|collects)\s+([^,.;:!?()\n—–]+)/giu)) {
    const thing = thingAfter(match[1]!);
    if (thing && notWriters(match.index) && !isSomeoneElses(text, match.index)) facts.push({ ...item('interests', thing), mention: thing });
  }
  // "teaching herself Figma and Framer at night", "teaching himself to code".
  for (const match of text.matchAll(/\bteach(?:ing|es)?\s+(?:herself|himself|themselves|themself)\s+(?:to\s+)?([^.,;!?\n]{2,40}?)(?=\s+(?:at|in|on|every|each|this|since|after|before|during|while|because|from|with)\b|[.,;!?()\n]|$)/giu)) {
    if (notWriters(match.index)) facts.push(item('interests', match[1]!));
  }
  // "No sugar" says less than "Oat cortado, no sugar".
  return facts.filter((fact) => !facts.some((other) => other !== fact && other.key.endsWith(` ${fact.key}`)));
}
