import { keyOf, toldFact, type Fact } from './fact-item';
import { lovedPastimeFact } from './loved-things';
import { personRegExp, type PersonWords } from './person-words';
import { NOT_A_TEAM } from './terse-facts';
import { capitalise } from './tokens';
import { isSomeoneElses, isWritersOwn } from './writers-own';

// Passions told in a note's shorthand, without a subject or a verb the clause reader needs:
// "Obsessed with birds, keeps a life list", "Also into Afrobeats", "m likes: IPA, Arsenal, brutalist
// buildings", "up at 3am reading Agatha Christie".

const NOTE_OPENING = String.raw`(?:^|[.!?;|\n]\s*|[-–•]\s+)(?:(?:also|still|totally|completely|absolutely|properly|now|secretly|really|seriously|massively|deeply)\s+)*`;
const OBSESSED = new RegExp(String.raw`${NOTE_OPENING}(?:obsessed|hooked|besotted)\s+(?:with|on)\s+([^.,;!?—–\n(|]{2,40})`, 'giu');
const INTO = new RegExp(String.raw`${NOTE_OPENING}into\s+([^.,;!?—–\n(|]{2,40})`, 'giu');
// "started going to a Go club", "joined the community choir": a club or class kept up.
const JOINED = /\b(?:joined|started\s+going\s+to|goes\s+to|signed\s+up\s+(?:for|to))\s+(?:an?|the|her|his|their)\s+((?:(?!local\b|new\b|weekly\b)[\p{L}'’-]+\s+){0,2}(?:club|choir|class|classes|society|league|orchestra|troupe|ensemble))\b/giu;
// "the studio is full of cacti", "Garden is full of aloes and succulents": what they keep around them.
const FULL_OF = /\b(?:garden|house|flat|home|studio|shed|office|room|bedroom|shelves|walls|windowsills?|balcony|allotment|kitchen)\s+(?:is|are)\s+(?:absolutely\s+|just\s+)?(?:full\s+of|covered\s+in|packed\s+with)\s+([\p{L}][\p{L} '-]{2,40}?)(?=\s*[,.;!?)\n—–]|\s+(?:and\s+(?:she|he|they|i|we)|but|so|which)\b|\s*$)/giu;
const NOT_A_PASTIME_CLUB = /\b(?:support|breakfast|after-school|homework|baby|toddler|antenatal|parenting)\b/iu;
const LIKES_LIST = /\b(?:likes|loves)\s*:\s*([^.;!?\n|]{3,120})/giu;
// A title or an author after "reading", written with capitals: "reading Agatha Christie", "reading her way through the whole of Trollope".
const READING = /\b(?:reading|re-reading|rereading)\s+(?:(?:her|his|their)\s+way\s+through\s+)?(?:the\s+whole\s+of\s+|all\s+(?:of\s+)?|every\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})(?!['’]s\b)/gu;
// "wendy's roses won at the flower show again", "his marrow took first prize": what they grow or
// make to win with; not a team, a class or someone of theirs.
const PRIZED = String.raw`(?:\b(?:{person})'s|\b(?:her|his|their))\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)\s+(?:won|took|got|came\s+(?:first|second|third))\b[^.;!?\n]{0,30}?\b(?:show|prize|rosette|cup|trophy|competition|category|ribbon)s?\b`;
const GROWN = /\b(?:roses?|dahlias?|sweet\s+peas?|chrysanthemums?|marrows?|leeks?|onions?|pumpkins?|tomatoes|veg|vegetables|flowers?|orchids?|fuchsias?|begonias?|geraniums?|sunflowers?|giant\s+veg)\b/iu;
const NOT_PRIZED = /\b(?:team|side|squad|club|school|class|company|firm|band|choir|son|daughter|kids|boys|girls|horse|dog|cat|partner|husband|wife)\b/iu;
// "Chelsea lost again and he did not talk at dinner", "Man United lost 3-0 and Tunde deleted Twitter":
// a team whose results move the person.
const TEAM_RESULT = /(?:^|[.!?\n]\s*)((?:Man\s+)?\p{Lu}[\p{L}]+(?:\s+\p{Lu}[\p{L}]+)?)\s+(?:lost|won|drew|got\s+beat|got\s+relegated|were\s+relegated|went\s+down)\b([^.!?\n]*)/gu;
const MOVED_BY_IT = String.raw`\b(?:{person}|he|she|they)\b`;
// Music they turn up: "blasting Olivia Rodrigo the whole way", "Maeve Binchy on repeat".
const NAMED = String.raw`((?:\p{Lu}[\p{L}'’-]+\s+){0,2}\p{Lu}[\p{L}'’-]+)`;
const PLAYED_LOUD = new RegExp(String.raw`\b(?:[Bb]lasting|[Bb]laring|[Ll]istening\s+to)\s+${NAMED}|${NAMED}\s+on\s+repeat\b`, 'gu');
// "Saw the Courteeners at Heaton Park - she knew every word", "took Zara to see Stray Kids at the O2".
const SAW_LIVE = new RegExp(String.raw`\b(?:[Ss]aw|[Ss]eeing|[Ss]ee)\s+(?:the\s+)?${NAMED}\s+(?:at|live|in\s+concert|play)\b`, 'gu');
// "talked about Ursula Le Guin for an hour", "argued for an hour that Agatha Christie beats any modern
// thriller writer", "recited Faiz to me": a name they can go on about.
const GOES_ON_ABOUT = new RegExp(
  String.raw`\b(?:[Tt]alk(?:ed|s|ing)|[Ww]ent\s+on|[Gg]oes\s+on|[Rr]ave[ds]|[Rr]ant(?:ed|s)|[Gg]ush(?:ed|es))\s+(?:about|on\s+about)\s+${NAMED}\s+for\s+(?:an?\s+|the\s+)?(?:hour|hours|ages|\d+\s+(?:minutes|mins|hours))` +
    String.raw`|\b(?:[Aa]rgue[ds]|[Ii]nsist(?:ed|s))\s+(?:for\s+(?:an?\s+)?(?:hour|ages)\s+)?that\s+${NAMED}\s+(?:beats|is\s+better|is\s+the\s+best|wins)|\b[Rr]ecit(?:ed|es|ing)\s+${NAMED}`,
  'gu',
);
const CONCERT = /\b(?:gig|concert|tour|live|every word|sang|screamed|arena|o2|stadium|festival|tickets?|support act|encore)\b/iu;
const TITLES = /^(?:Dr|Mr|Mrs|Ms|Miss|Auntie|Aunty|Aunt|Uncle|Nan|Nana|Gran|Grandma|Grandad|Grandpa|Mum|Mom|Dad|Father|Sister|Brother)\b/u;
const MAX_WORDS = 4;
// "into town", "into work", "into the car": a place or a thing gone into, not a passion.
const NOT_A_PASSION = /^(?:it|that|this|them|him|her|town|work|school|the\b|a\b|an\b|my\b|his\b|her\b|their\b|our\b|your\b|hospital|bed)/iu;

const cut = (said: string) => said.trim().split(/\s+/).slice(0, MAX_WORDS).join(' ').replace(/\s+(?:and|but|so|with|at|on|in)$/iu, '');

/** The passions one memory tells in shorthand, as interests (or tastes, for a list of likes). */
export function passionsOf(text: string, person?: PersonWords): Fact[] {
  const facts: Fact[] = [];
  const told = (at: number) => !isWritersOwn(text, at) && !isSomeoneElses(text, at);
  for (const pattern of [OBSESSED, INTO]) {
    for (const match of text.matchAll(pattern)) {
      const thing = cut(match[1]!);
      if (thing.length > 1 && !NOT_A_PASSION.test(thing) && told(match.index)) facts.push(toldFact('interests', thing));
    }
  }
  for (const match of text.matchAll(JOINED)) {
    const club = match[1]!.trim();
    if (!NOT_A_PASTIME_CLUB.test(club) && told(match.index)) facts.push(toldFact('interests', club));
  }
  for (const match of text.matchAll(LIKES_LIST)) {
    if (!told(match.index)) continue;
    for (const said of match[1]!.split(/\s*,\s*|\s+and\s+|\s*&\s*/u).map((part) => part.trim()).filter((part) => part.length > 1)) {
      facts.push(lovedPastimeFact(said) ?? toldFact('preferences', `Likes ${said}`));
    }
  }
  for (const match of text.matchAll(READING)) if (told(match.index)) facts.push(toldFact('interests', `Reading ${match[1]}`));
  for (const match of text.matchAll(FULL_OF)) {
    const things = match[1]!.trim();
    if (!/^(?:it|them|stuff|things|junk|boxes|rubbish|mess|people|kids|toys)$/iu.test(things) && !isWritersOwn(text, match.index)) facts.push(lovedPastimeFact(things) ?? toldFact('interests', capitalise(things)));
  }
  for (const match of text.matchAll(PLAYED_LOUD)) {
    const named = (match[1] ?? match[2])!;
    if (!TITLES.test(named) && told(match.index)) facts.push(toldFact('interests', named));
  }
  for (const match of text.matchAll(SAW_LIVE)) {
    if (!TITLES.test(match[1]!) && CONCERT.test(text) && !person?.words.has(match[1]!.toLowerCase()) && !isSomeoneElses(text, match.index)) facts.push(toldFact('interests', match[1]!));
  }
  for (const match of text.matchAll(GOES_ON_ABOUT)) {
    const named = (match[1] ?? match[2] ?? match[3])!;
    if (!TITLES.test(named) && !person?.words.has(named.toLowerCase()) && told(match.index)) facts.push(toldFact('interests', named));
  }
  if (person) {
    for (const match of text.matchAll(TEAM_RESULT)) {
      const team = match[1]!;
      if (!NOT_A_TEAM.test(team) && !person.words.has(team.toLowerCase()) && personRegExp(person, MOVED_BY_IT, 'iu').test(match[2]!)) facts.push(toldFact('interests', team));
    }
    for (const match of text.matchAll(personRegExp(person, PRIZED, 'giu'))) {
      const thing = match[1]!.toLowerCase();
      if (NOT_PRIZED.test(thing)) continue;
      // Roses and marrows are grown: a gift for the garden suits them.
      const item = `${capitalise(thing)} (prize-winning)`;
      facts.push({ list: 'interests', text: item, key: GROWN.test(thing) ? 'gardening' : keyOf(thing), spoken: null, mention: thing });
    }
  }
  return facts;
}
