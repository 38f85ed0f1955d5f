import { keyOf, type Fact } from './fact-item';
import { interestNamed } from './interest-words';
import { capitalise } from './tokens';

// How a portrait's preference says what someone loves ("Loves lilies", "Drinks oolong tea", "Takes
// only Earl Grey", "Favourite snack: butterscotch"): ice breakers ask after it, gift ideas give it.

/** "Loves lilies" -> "lilies". */
export const LOVED =
  /^(?:loves|adores|likes|enjoys|obsessed with|crazy about|fond of|drinks|takes(?: only)?|only (?:loves|adores|likes|enjoys|takes|wears|reads|uses|eats|buys|drinks)) (.+)$/i;

/** "Favourite snack: butterscotch" -> "snack", "butterscotch". */
export const FAVOURITE = /^favourite(?: (.+))?: (.+)$/i;

// What a loved thing is: something to eat, drink, smell, wear or put in a vase is a taste ("Loves
// filter coffee"); music, shows, books, teams and pastimes are interests ("Loves Fleetwood Mac",
// "Loves K-dramas"), as every labelled set's writers filed them.
const TASTE_WORDS = new Set([
  'food', 'foods', 'snack', 'snacks', 'sweets', 'sweet', 'candy', 'chocolate', 'chocolates', 'cake', 'cakes', 'biscuit', 'biscuits', 'cookie', 'cookies',
  'pastry', 'pastries', 'bun', 'buns', 'bread', 'pie', 'pies', 'tart', 'tarts', 'pudding', 'cobbler', 'crumble', 'scone', 'scones', 'brownie', 'brownies',
  'ice cream', 'gelato', 'dessert', 'desserts', 'cheese', 'curry', 'curries', 'soup', 'stew', 'salad', 'roast', 'ramen', 'sushi', 'pizza', 'pasta',
  'noodles', 'dumplings', 'kebab', 'chips', 'crisps', 'fish', 'chicken', 'steak', 'seafood', 'fruit', 'mango', 'mangoes', 'lemon', 'lime', 'orange',
  'strawberries', 'cherries', 'peach', 'peaches', 'figs', 'dates', 'olives', 'nuts', 'pistachio', 'almond', 'cardamom', 'ginger', 'cinnamon', 'vanilla',
  'honey', 'jam', 'marmalade', 'liquorice', 'licorice', 'spicy', 'spice', 'spices', 'hot sauce', 'chilli', 'chili', 'pepper', 'coffee', 'espresso', 'latte',
  'flat white', 'flat whites', 'tea', 'chai', 'matcha', 'hojicha', 'rooibos', 'oolong', 'earl grey', 'milk', 'juice', 'wine', 'beer', 'ale', 'ipa', 'lager',
  'stout', 'cider', 'gin', 'g&t', 'tonic', 'whisky', 'whiskey', 'malt', 'malts', 'bourbon', 'rum', 'vodka', 'tequila', 'mezcal', 'sake', 'rakia', 'port',
  'sherry', 'prosecco', 'champagne', 'cocktail', 'cocktails', 'brew', 'cold brew', 'mate', 'kombucha', 'smoothie', 'smoothies', 'boba', 'porridge',
  'oatmeal', 'toast', 'eggs', 'cereal', 'yoghurt', 'yogurt', 'cortado', 'cappuccino', 'mocha', 'americano', 'macchiato', 'flowers', 'flower', 'roses', 'lilies', 'peonies', 'tulips', 'sunflowers', 'daffodils',
  'orchids', 'sweet peas', 'jasmine', 'lavender', 'freesias', 'dahlias', 'ranunculus', 'perfume', 'scent', 'candles', 'soap', 'yellow', 'blue', 'green',
  'red', 'pink', 'purple', 'black', 'white', 'colour', 'color', 'silver', 'gold', 'cotton', 'silk', 'linen', 'cashmere', 'wool', 'socks', 'scarves',
]);
const MEDIA_WORDS = new Set([
  'music', 'songs', 'song', 'records', 'record', 'albums', 'album', 'band', 'bands', 'hymns', 'concerts', 'gigs', 'opera', 'karaoke', 'radio', 'novels',
  'novel', 'books', 'thrillers', 'poetry', 'films', 'film', 'movies', 'movie', 'westerns', 'shows', 'show', 'series', 'telly', 'tv', 'dramas', 'k-dramas',
  'sitcoms', 'soaps', 'documentaries', 'podcasts', 'anime', 'manga', 'comics', 'games', 'quizzes', 'musicals', 'jazz', 'blues', 'reggae', 'afrobeats',
  'team', 'club',
]);
const THING_OPENING = /^(?:(?:anything|everything|all things)(?:\s+(?:by|with|from))?|(?:her|his|their|a|an|the|some)\s+(?:(?:good|proper|nice|great|bit of|drop of)\s+)?|(?:good|proper|old)\s+)\s*/iu;

// "a gin & slimline tonic on a Friday", "a bit of Johnny Cash on a Sunday evening": the thing, not when or where.
const WHEN_OR_WHERE = /\s+(?:on|at|every|from|in|after|before|during|when|for)\s.*$/iu;

/** "a bit of Johnny Cash on a Sunday" -> "Johnny Cash": the thing loved, without how, when or where. */
export const lovedThingOf = (said: string): string => said.replace(WHEN_OR_WHERE, '').replace(THING_OPENING, '').trim();

const wordsOf = (thing: string) => thing.match(/[\p{L}\d&'-]+/gu) ?? [];

/** Whether a thing is to eat, drink, smell, wear or put in a vase: "filter coffee", "IPA", "Earl Grey", not "Black Sabbath". */
export function isTaste(thing: string): boolean {
  const written = wordsOf(thing);
  const words = written.map((word) => word.toLowerCase());
  const pairs = words.map((word, index) => `${word} ${words[index + 1] ?? ''}`);
  return words.some((word, index) => TASTE_WORDS.has(word) && (written[index] === word || written[index] === word.toUpperCase())) || pairs.some((pair) => TASTE_WORDS.has(pair));
}

/** Whether something a memory says the person loves is a pastime of theirs rather than a taste. */
function isLovedPastime(said: string): boolean {
  const thing = said.replace(WHEN_OR_WHERE, '');
  if (isTaste(thing)) return false;
  const words = wordsOf(thing).map((word) => word.toLowerCase());
  // What it is of ("hiking boots" are boots): the last word, or the last two ("board games").
  const head = words.at(-1) ?? '';
  if (MEDIA_WORDS.has(head) || interestNamed(head) !== undefined || interestNamed(words.slice(-2).join(' ')) !== undefined) return true;
  // A name: "Strictly", "Fleetwood Mac", "Radio 4", "Spider-Man".
  const named = thing.replace(THING_OPENING, '').split(/\s+/);
  return named.length <= 4 && named.every((word) => /^[\p{Lu}\d]/u.test(word));
}

/** A pastime loved, as an interest ("Loves a bit of Johnny Cash" -> Johnny Cash); null for a taste. */
export function lovedPastimeFact(said: string): Fact | null {
  if (!isLovedPastime(said)) return null;
  const thing = lovedThingOf(said);
  return { list: 'interests', text: capitalise(thing), key: keyOf(thing), spoken: null, mention: thing };
}
