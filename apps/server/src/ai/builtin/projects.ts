import { toldFact, type Fact } from './fact-item';
import { isSomeoneElses, isWritersOwn } from './writers-own';

// Things made or brought back to life with their hands, a pastime every labelled set's writers
// filed with the interests: "restoring an old Fiat 126p in his garage", "rebuilding the old Vespa",
// "building models in her bedroom", "his motorbike restoration". plans.ts reads the same words as
// a goal too, as a house being built is one.

const MAKING = /\b(restoring|rebuilding|restored|rebuilt|doing up|building)\s+((?:(?:an?|the|his|her|their|two|three|four|some)\s+)?[^.;!?\n,—–()]{3,40}?)(?=\s+(?:in|for|on|at|with|from|all|since|every|till|until|by|which|that|and|he|she|they)\b|\s*[.;!?\n,—–()]|\s*$)/giu;
const RESTORATION = /\b(\p{L}{3,})\s+restoration\b/giu;
// "building site", "restoring it for a church": no thing named.
const NOT_MADE = /^(?:(?:it|them|this|that|up|back)\b.*|site|sites|society|work|works|regs|regulations|bridges|confidence|muscle|a case|a career|a business|a team)$/iu;

/** The things one memory says the person is restoring or building. */
export function projectsOf(text: string): Fact[] {
  const facts: Fact[] = [];
  const told = (at: number) => !isWritersOwn(text, at) && !isSomeoneElses(text, at);
  for (const match of text.matchAll(MAKING)) {
    if (NOT_MADE.test(match[2]!.trim()) || !told(match.index)) continue;
    facts.push(toldFact('interests', `${match[1]!.toLowerCase()} ${match[2]!.trim()}`));
  }
  for (const match of text.matchAll(RESTORATION)) if (told(match.index)) facts.push(toldFact('interests', `${match[1]!.toLowerCase()} restoration`));
  return facts;
}
