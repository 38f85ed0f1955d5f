import { toldFact, type Fact } from './fact-item';
import { personRegExp, type PersonWords } from './person-words';
import { capitalise } from './tokens';
import { isWritersOwn } from './writers-own';

// Where someone works, what they studied, the business they run and where they live, told without a
// job title: "Day job: he repairs elevators", "the UX job at a music-streaming startup", "night
// shifts at the hospital pharmacy", "a master's in seismic engineering", "Hamid's barbershop",
// "Founded Iyer Spice Traders in 1994", "his cottage in Suffolk". occupations.ts reads job titles.

const PLACE = String.raw`[^.;:!?\n,—–()]{3,50}?`;
const ENDS = String.raw`(?=\s+(?:(?:and|but|so|now|since|from|for|on|to|which|who|because|until|starting|after|before|this|last|next)\b|in\s+\d)|[.;:!?\n,—–()]|$)`;
// Where, after what: "3rd grade *at the montessori school*".
const PLACE_AFTER = String.raw`(?:\s+(?:at|in)\s+(?:the\s+|an?\s+)?[^.;:!?\n,—–()]{3,40}?${ENDS})?`;
const BUSINESS = String.raw`barbershop|bakery|café|cafe|restaurant|salon|bookshop|pub|farm|vineyard|business|company|firm|startup|roastery|brewery|deli|gallery|bistro`;
// A studio, shop or practice is a business when a word says which kind: "tattoo studio" (not "her studio").
const KIND_OF_BUSINESS = String.raw`(?:[\p{L}-]+\s+)(?:studio|shop|practice|clinic|workshop)`;
const NAME = String.raw`\p{Lu}[\p{L}'-]*(?:(?:\s+(?:&|of|and))?\s+\p{Lu}[\p{L}'-]*)*`;
// A job a person has ("the UX job at"), not one they lost or left, nor someone's: "quit his job at the bank".
const JOB_KIND = String.raw`(?<!\b(?:quit|lost|left|leaving|leave|quitting|losing)\s+(?:his|her|their|a|the)\s+)(?:(?!(?:his|her|their|my|our|a|an|the)\b)[\p{L}-]+\s+)?job`;

// "lives in", "moved up to", "living alone in", "moved into a little flat near the harbour in".
const WHERE_THEY_LIVE = String.raw`\b(?:lives|living|lived|moved|moving|relocated|relocating)(?:\s+(?:up|down|back|over|out|away|home|alone|on\s+(?:his|her|their)\s+own|by\s+(?:himself|herself|themselves)))?\s+(?:in|to|into)\s+(?:an?\s+[^.;!?\n,]{0,30}?\s+in\s+)?`;
const NOT_A_TOWN = String.raw`(?:a|an|the|his|her|their|my|our|your|it|that|this|there|here|hope|fear|denial|sin|luxury|comfort|poverty|pain|tears|part|full|nights|days|halls|town|care|school|work|bed|hospital|uni|college|abroad|together|somewhere|nowhere|one|two|three|next|last|bigger|smaller)`;
const livesOrLived = (match: RegExpMatchArray) => (/^lived\b/.test(match[0].trimStart()) ? 'Lived' : 'Lives');

const LIVELIHOODS: readonly { pattern: string; flags: string; said: (match: RegExpMatchArray) => string }[] = [
  { pattern: String.raw`\bday job\s*[:—–-]\s*(?:(?:he|she|they)\s+)?([^.;!?\n]{3,60})`, flags: 'giu', said: (match) => `Day job: ${match[1]}` },
  { pattern: String.raw`\b(${JOB_KIND})\s+(?:at|with)\s+(an?\s+|the\s+)(${PLACE})${ENDS}`, flags: 'giu', said: (match) => `${match[1]} at ${match[2]}${match[3]}` },
  // "going back to work at the law firm", "works for a charity in Leeds".
  {
    pattern: String.raw`\b(work|works|working|worked)\s+(at|for)\s+(an?\s+|the\s+)((?!(?:moment|weekend|end|start|time|minute)\b)${PLACE})${ENDS}`,
    flags: 'giu',
    said: (match) => `${match[1]!.toLowerCase() === 'worked' ? 'Worked' : 'Works'} ${match[2]!.toLowerCase()} ${match[3]!.toLowerCase()}${match[4]}`,
  },
  // "quit his job in insurance", "left her job at the council": the work they did.
  { pattern: String.raw`\b(?:quit|left|leaving|lost)\s+(?:his|her|their)\s+job\s+(in|at)\s+(the\s+)?(${PLACE})${ENDS}`, flags: 'giu', said: (match) => `Left a job ${match[1]!.toLowerCase()} ${match[2] ?? ''}${match[3]}` },
  { pattern: String.raw`\bshifts?\s+at\s+(the\s+)?(${PLACE})${ENDS}`, flags: 'giu', said: (match) => `Works shifts at ${match[1] ?? ''}${match[2]}` },
  { pattern: String.raw`\bstarts\s+at\s+(?:the|an?)\s+((?!\d)${PLACE})${ENDS}`, flags: 'giu', said: (match) => `Starting at the ${match[1]}` },
  { pattern: String.raw`\bpartner\s+at\s+(an?\s+|the\s+)(${PLACE})${ENDS}`, flags: 'giu', said: (match) => `Partner at ${match[1]}${match[2]}` },
  {
    pattern: String.raw`\b(master'?s|MSc|MA|MBA|PhD|doctorate|degree|BSc|BA|diploma|apprenticeship)\s+in\s+([\p{L} -]{3,40}?)${ENDS}`,
    flags: 'gu',
    said: (match) => `${match[1]} in ${match[2]}`,
  },
  {
    pattern: String.raw`\b[Rr]etir(ed|ing)\s+from\s+(?:the\s+)?(${NAME})`,
    flags: 'gu',
    said: (match) => (match[1] === 'ed' ? `Retired from the ${match[2]}` : `Retiring from ${match[2]}`),
  },
  // Typed in lower case: "retired from royal mail in 2014", "semi-retired from the architecture practice".
  {
    pattern: String.raw`\bretir(ed|ing)\s+from\s+(?:the\s+)?((?!(?:it|that|this|work|there|here|his|her|their)\b)\p{Ll}[\p{Ll} -]{2,40}?)${ENDS}`,
    flags: 'gu',
    said: (match) => `${match[1] === 'ed' ? 'Retired' : 'Retiring'} from ${match[0].includes(' the ') ? 'the ' : ''}${match[2]}`,
  },
  { pattern: String.raw`\b[Ss]erved\s+in\s+(?:the\s+)?(${NAME}|army|navy|air force|raf|marines|military|forces|war)\b`, flags: 'gu', said: (match) => `Served in ${match[0].includes(' the ') ? 'the ' : ''}${match[1]}` },
  // A working life told in years: "38 years driving the 46A for Dublin Bus", "was a cabinet maker for 40 yrs",
  // "sold cloth at Kejetia market for 40 years"; "ex-Royal Navy".
  {
    pattern: String.raw`\b((?:\d+|[a-z]+(?:-[a-z]+)?)\s+(?:years|yrs)\s+(?:of\s+)?(?:driving|working|teaching|nursing|coaching|farming|serving|running|cooking|building|as|at)\s+[^.;!?\n,—–()]{3,50}?)(?=\s+(?:and|but|so|which|because)\b|[.;:!?\n,—–()]|$)`,
    flags: 'giu',
    said: (match) => match[1]!,
  },
  { pattern: String.raw`\b(?:was|were)\s+(an?\s+[\p{L} -]{3,30}?\s+for\s+(?:\d+|[a-z]+)\s+(?:years|yrs|decades))`, flags: 'giu', said: (match) => `Was ${match[1]}` },
  {
    pattern: String.raw`\b((?:sold|ran|worked|drove|taught|nursed|farmed|fished|served|cooked|cleaned|built|fixed)\s+[^.;!?\n,—–()]{2,40}?\s+for\s+(?:\d+|[a-z]+)\s+(?:years|yrs|decades))`,
    flags: 'giu',
    said: (match) => match[1]!,
  },
  { pattern: String.raw`\b[Ee]x-(\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)?)`, flags: 'gu', said: (match) => `Ex-${match[1]}` },
  // "she'll be teaching 3rd grade at the montessori school", "teaches year 6".
  {
    pattern: String.raw`\b(?:teaches|teaching)\s+((?:\d+(?:st|nd|rd|th)\s+grade|year\s+\d+|reception|nursery|kindergarten|primary|secondary|sixth form|maths?|english|science|history|geography|chemistry|physics|biology|french|spanish|german|music|art|drama|PE)\b${PLACE_AFTER})`,
    flags: 'giu',
    said: (match) => `Teaches ${match[1]}`,
  },
  // "she illustrates children's books freelance", "translates legal papers for a living".
  {
    pattern: String.raw`\b((?:illustrates|writes|designs|edits|translates|paints|builds|makes|restores|repairs|photographs|tutors|coaches)\s+[^.;!?\n,—–()]{3,40}?)\s+(?:freelance|for a living|professionally|full[- ]time)\b`,
    flags: 'giu',
    said: (match) => `${match[1]} for a living`,
  },
  { pattern: String.raw`\b(?:[Ff]ounded|[Cc]o-founded|[Ss]et up|[Oo]wns)\s+(${NAME})`, flags: 'gu', said: (match) => `Founded ${match[1]}` },
  // "owns 3 vegan bakeries in Madrid", "owns a little B&B".
  {
    pattern: String.raw`\b[Oo]wns\s+((?:an?|the|\d+|two|three|four|five|several)\s+(?:[\p{L}&-]+\s+){0,3}(?:${BUSINESS}|bakeries|shops?|restaurants|caf[eé]s|salons|businesses|companies|pubs|bars?|gyms?|hotels?|B&B|garage|stalls?)(?:\s+in\s+${NAME})?)`,
    flags: 'gu',
    said: (match) => `Owns ${match[1]}`,
  },
  {
    // "wants to open his own clinic" is a wish, read with the wishes.
    pattern: String.raw`(?<!\b(?:open|opening|run|running|start|starting|launch|launching)\s+)(?:\b(?:{person})'s|\b(?:his|her|their))\s+(?:own\s+)?((?:[\p{L}-]+\s+)?(?:${BUSINESS})|${KIND_OF_BUSINESS})\b`,
    flags: 'giu',
    said: (match) => `Runs a ${match[1]!.toLowerCase()}`,
  },
  { pattern: String.raw`\b[Tt]aught\s+(?:me|us)\s+((?!to\b|how\b|his\b|her\b|their\b|my\b|['‘"“])[^.;!?\n,]{3,40}?)(?=\s+in\s+\d{4}|[.;!?\n,]|\s+and\b|$)`, flags: 'gu', said: (match) => `Taught ${match[1]}` },
  { pattern: String.raw`\b(?:his|her|their)\s+(?:cottage|flat|house|home|farmhouse|place)\s+in\s+(${NAME})`, flags: 'gu', said: (match) => `Lives in ${match[1]}` },
  { pattern: String.raw`${WHERE_THEY_LIVE}(${NAME})`, flags: 'gu', said: (match) => `${livesOrLived(match)} in ${match[1]}` },
  // A town typed in lower case ("moved to brighton from sapporo", "living alone in whitby since"): one word
  // where a place goes, that is no word for a thing or a state ("lives in hope", "moved to tears").
  {
    pattern: String.raw`${WHERE_THEY_LIVE}((?!${NOT_A_TOWN}\b)\p{Ll}[\p{Ll}'-]{2,})(?=\s+(?:with|from|since|for|and|now|these|after|last|this|in\s+\d|\d)\b|[.;:!?\n,—–()]|$)`,
    flags: 'gu',
    said: (match) => `${livesOrLived(match)} in ${capitalise(match[1]!)}`,
  },
];

/** Where the person works or worked, what they studied, and where they live, told in one memory. */
export function livelihoodsOf(text: string, person: PersonWords): Fact[] {
  const facts = new Map<string, Fact>();
  for (const { pattern, flags, said } of LIVELIHOODS) {
    for (const match of text.matchAll(personRegExp(person, pattern, flags))) {
      if (!/^(?:his|her|their|\p{Lu})/u.test(match[0]) && isWritersOwn(text, match.index)) continue;
      if (/^(?:my|our)\b/i.test(match[0]) || /\b(?:my|our|i|we)\s*$/i.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
      const fact = toldFact('personal_attributes', said(match).trim().replace(/\s+/g, ' '));
      if (!facts.has(fact.key)) facts.set(fact.key, fact);
    }
  }
  return [...facts.values()];
}
