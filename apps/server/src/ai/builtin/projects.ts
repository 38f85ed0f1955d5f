import { toldFact, type Fact } from './fact-item';
import { isSomeoneElses, isWritersOwn } from './writers-own';

// Things made or brought back to life with their hands, a pastime every labelled set's writers
// filed with the interests: "restoring an old Fiat 126p in his garage", "rebuilding the old Vespa",
// "building models in her bedroom", "his motorbike restoration". plans.ts reads the same words as
// a goal too, as a house being built is one.

// The thing made, up to where the sentence goes on to when, where or who.
const THING_MADE = String.raw`((?:(?:an?|the|his|her|their|two|three|four|some)\s+)?[^.;!?\n,—–()]{3,40}?)(?=\s+(?:in|for|on|at|with|from|all|since|every|till|until|by|which|that|and|he|she|they)\b|\s*[.;!?\n,—–()]|\s*$)`;
const MAKING_VERBS = ['restoring', 'rebuilding', 'restored', 'rebuilt', 'doing up', 'building'];
// Verbs that make something only when kept up a while ("has been making lo-fi beats"), not at once ("making dinner").
const KEPT_UP_VERBS = ['making', 'writing', 'recording', 'designing', 'sewing', 'carving', 'brewing', 'fixing up'];
const MAKING = new RegExp(String.raw`\b(${MAKING_VERBS.join('|')})\s+${THING_MADE}`, 'giu');
// "has been making lo-fi beats", "has been sewing her own clothes": something made, kept up for a while.
const BEEN_MAKING = new RegExp(String.raw`\b(?:has|have|'s|’s)\s+been\s+(${[...KEPT_UP_VERBS, 'doing up'].join('|').replace(/ /g, '\\s+')})\s+${THING_MADE}`, 'giu');
const RESTORATION = /\b(\p{L}{3,})\s+restoration\b/giu;
// "building site", "restoring it for a church": no thing named.
const NOT_MADE = /^(?:(?:it|them|this|that|up|back)\b.*|site|sites|society|work|works|regs|regulations|bridges|confidence|muscle|a case|a career|a business|a team)$/iu;

// "has been making excuses", "writing his thesis", "making a fuss": no craft.
const NOT_A_CRAFT = /^(?:(?:an?|the|his|her|their|some)\s+)?(?:excuses?|fuss|noise|plans?|mistakes?|progress|money|time|thesis|dissertation|essay|report|emails?|notes?|lists?|dinner|lunch|breakfast|tea|calls?|jokes?|friends|comments?|an effort|it|things)\b/iu;

// A project still going ("restored" is done); "Writing ..." has gifts of its own as a pastime.
const PROJECT = new RegExp(`^(?:${[...MAKING_VERBS, ...KEPT_UP_VERBS].filter((verb) => /(?:ing|up)$/.test(verb) && verb !== 'writing').join('|')}) \\S`, 'iu');

/** Whether a portrait item is a project kept up: "Fixing up the old Vespa", "Restoring an old Fiat". */
export const namesAProject = (item: string): boolean => PROJECT.test(item);

/** The things one memory says the person is restoring, building or making. */
export function projectsOf(text: string): Fact[] {
  const facts: Fact[] = [];
  const told = (at: number) => !isWritersOwn(text, at) && !isSomeoneElses(text, at);
  for (const match of text.matchAll(MAKING)) {
    if (NOT_MADE.test(match[2]!.trim()) || !told(match.index)) continue;
    facts.push(toldFact('interests', `${match[1]!.toLowerCase()} ${match[2]!.trim()}`));
  }
  for (const match of text.matchAll(BEEN_MAKING)) {
    if (NOT_MADE.test(match[2]!.trim()) || NOT_A_CRAFT.test(match[2]!.trim()) || !told(match.index)) continue;
    facts.push(toldFact('interests', `${match[1]!.toLowerCase().replace(/\s+/g, ' ')} ${match[2]!.trim()}`));
  }
  for (const match of text.matchAll(RESTORATION)) if (told(match.index)) facts.push(toldFact('interests', `${match[1]!.toLowerCase()} restoration`));
  return facts;
}
