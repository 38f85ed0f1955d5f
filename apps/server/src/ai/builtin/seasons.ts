// A time of year a memory names without its day ("in January", "at Easter", "the week after
// Thanksgiving"): no key date can hold it, yet it is a date worth knowing about the person.

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const FEASTS = "Christmas|Easter|Thanksgiving|New Year|Hanukkah|Chanukah|Diwali|Eid|Ramadan|Passover|Halloween|Valentine's Day|Lunar New Year";
/** "December", "Easter": a time of year, no thing to find or give. */
export const TIME_OF_YEAR = new RegExp(String.raw`^(?:${MONTHS}|${FEASTS}|spring|summer|autumn|fall|winter)$`, 'i');
const LEAD = String.raw`(?:in|at|for|by|over|until|till|before|after|around|this|next|since|the week (?:before|after)|the weekend (?:before|after))`;
// "in January", "at Easter", "the week after Thanksgiving"; a month with a day ("on May 3") is a key date, not a season.
const SEASON = new RegExp(String.raw`\b(${LEAD}\s+(?:${MONTHS}|${FEASTS}))\b(?!\s*\d)`, 'i');

// "Swims in the sea every day until November": a habit's end of season is no date to know.
const HABIT = /\bevery\s+(?:single\s+)?(?:day|morning|evening|night|week|weekend|year)\b/i;

/** The time of year a memory names without a day, as written ("in January"), or null. */
export function seasonIn(text: string): string | null {
  const found = SEASON.exec(text);
  if (!found) return null;
  const sentence = text.slice(0, found.index).split(/[.!?\n]/).at(-1)! + text.slice(found.index).split(/[.!?\n]/)[0]!;
  return HABIT.test(sentence) ? null : found[1]!;
}

const MAX_WHAT_WORDS = 8;
// "She's coming home for Christmas": who is told by the list, what is the item.
const SUBJECT = /^(?:she|he|they)(?:'s|’s|'re|’re|\s+is|\s+are|\s+was|\s+will|'ll|’ll)?\s+/iu;

/**
 * What happens at the time of year a memory names, in the words before it in its clause ("Bank
 * meeting in January about the loan" -> "Bank meeting", "doing Dry January and wants to run the
 * Hackney Half in May" -> "wants to run the Hackney Half"), or null when nothing comes before it.
 */
export function seasonWhat(text: string): string | null {
  const found = SEASON.exec(text);
  if (!found) return null;
  const clause = text.slice(0, found.index).split(/[.!?\n,;:()—–]|\s-\s|\b(?:and|but|so|because|while)\b/iu).at(-1)!.trim();
  const words = clause.replace(SUBJECT, '').split(/\s+/u).filter(Boolean).slice(-MAX_WHAT_WORDS);
  return words.length === 0 ? null : words.join(' ');
}
