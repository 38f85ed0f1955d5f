import { factOf, keyOf, type Fact } from './fact-item';
import { personRegExp, type PersonWords } from './person-words';

// Favourites said outright: "Hamnet is her all-time favourite", "her favourite band is Elbow",
// "Fatima's favourites: mint tea, Medjool dates, anything pistachio". A portrait lists them with
// what the person likes.

const FAVOURITE = String.raw`(?:all[- ]time\s+)?(?:favou?rites?|faves?|favs?)`;
const NAMES_A_FAVOURITE = new RegExp(FAVOURITE, 'i');
const MAX_LENGTH = 60;
const OWNER = String.raw`(?:\b(?:her|his|their)|\b(?:{person})'s)`;
const OWNER_FAVOURITE = String.raw`${OWNER}\s+${FAVOURITE}(\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)?\s*(?:is|are|:|-|—|–|,(?!\s+(?:though|but|and|so|which|because|even|as|although)\b))\s+([^.;!?\n(]+)`;
const THING_IS_FAVOURITE = String.raw`([^.;!?\n,—–]{2,50}?)\s+(?:is|are)\s+${OWNER}\s+${FAVOURITE}\b(\s+[\p{L}-]+)?`;
const NOTE_OPENING_FAVOURITES = new RegExp(String.raw`(?:^|[.!?\n]\s*|[-–•]\s+)${FAVOURITE}\s*:\s+([^.;!?\n(]+)`, 'giu');
const tidy = (said: string) => said.trim().replace(/^[-:—–,\s]+/, '').replace(/[\s,;:—–-]+$/, '').replace(/\s+/g, ' ');

/** A long list of favourites cut after its last whole thing that fits ("Favourites: Café Bustelo, dark chocolate with sea salt"); null when none does. */
function withinLength(item: string): string | null {
  if (item.length <= MAX_LENGTH) return item;
  const cut = item.slice(0, MAX_LENGTH + 1).lastIndexOf(',');
  if (cut > item.indexOf(':') + 1) return item.slice(0, cut);
  // "Favourites: oat milk hot chocolate from the place on Columbia Rd": the thing without where it is from.
  const where = item.slice(0, MAX_LENGTH + 1).search(/\s(?:from|at|in|on)\s(?:the|a|an)\s/);
  return where > item.indexOf(':') + 1 ? item.slice(0, where) : null;
}

/** The favourites one memory names for the person. */
export function favouritesOf(text: string, person: PersonWords): Fact[] {
  // Every pattern names a favourite; most memories do not, and skip scans that start at every letter.
  if (!NAMES_A_FAVOURITE.test(text)) return [];
  const found: string[] = [];
  // "her favourite band is Elbow", "Fatima's favourites: mint tea, ...".
  for (const match of text.matchAll(personRegExp(person, OWNER_FAVOURITE, 'giu'))) {
    const what = match[1]?.trim();
    found.push(what && !/^(?:is|are)$/i.test(what) ? `Favourite ${what}: ${tidy(match[2]!)}` : `Favourites: ${tidy(match[2]!)}`);
  }
  // "Favourites: Earl Grey & lemon drizzle" opening a note about them.
  for (const match of text.matchAll(NOTE_OPENING_FAVOURITES)) found.push(`Favourites: ${tidy(match[1]!)}`);
  // "Hamnet is her all-time favourite", "'Gertrude Jekyll' is her favourite".
  for (const match of text.matchAll(personRegExp(person, THING_IS_FAVOURITE, 'giu'))) {
    const thing = tidy(match[1]!.split(/\s+(?:and|but|so|then|because)\s+|\s+[-—–]\s+/).at(-1)!).replace(/^(?:and|but|so)\s+/i, '');
    const kind = match[2]?.trim();
    found.push(kind && !/^(?:thing|things|one)$/i.test(kind) ? `Favourite ${kind}: ${thing}` : `Favourite: ${thing}`);
  }
  return [...new Set(found)]
    .map(withinLength)
    .filter((item) => item !== null)
    .map((item) => factOf('preferences', item, keyOf(item)));
}
