import type { MemoryCategory } from '@kindred/core/ai';
import { categorise } from './categorise';
import { categoryByModel } from './category-model';
import { readClauses, type Clause } from './clauses';
import { extractFacts } from './extract-facts';
import type { Fact } from './fact-item';
import { titleOf } from './memory-title';
import type { Reader } from './nlp';
import type { PersonWords } from './person-words';
import { prepareText } from './prepare-text';
import { summariseMemory } from './memory-summary';
import { is } from './tokens';

/** All the builtin engine takes from one memory, read once. */
export interface MemoryReading {
  title: string;
  summary: string;
  category: MemoryCategory;
  facts: readonly Fact[];
  /** Whether it tells something that happened (past tense) rather than how the person is. */
  isEvent: boolean;
}

/** Reads one memory about the person: its title, its clean text, its category and what it tells about them. */
export function readMemory(reader: Reader, text: string, person: PersonWords): MemoryReading {
  const sentences = reader.sentences(prepareText(text, person), person.firstNames);
  const clauses = readClauses(sentences, person);
  const category = categoryByModel(text, person, categorise(sentences, person));
  return {
    title: titleOf(clauses, category, person, reader),
    summary: summariseMemory(text, sentences, clauses, person),
    category,
    facts: extractFacts(clauses, person, reader),
    isEvent: tellsAnEvent(clauses[0]),
  };
}

const PRESENT_HELPERS = new Set(['is', 'am', 'are', 'has', 'have', 'been', 'be', 'being', 'will', 'would', 'can', 'could', 'should', 'may', 'might']);

/**
 * Whether a memory opens on something that happened: its first verb in the past and not a state
 * ("she married Chris", "Sam got promoted", not "she's been stressed" or "Mom wants to..."), or no
 * verb at all ("Christmas at Aunt Carol's").
 */
function tellsAnEvent(clause: Clause | undefined): boolean {
  if (!clause) return false;
  if (clause.predicate.length === 0) return !is(clause.tokens[0], 'Pronoun');
  const main = clause.predicate.findIndex((token) => is(token, 'Verb') && !is(token, 'Auxiliary') && !is(token, 'Copula'));
  // "got back from Japan": compromise calls "got" a helper and "back" the verb; the event is past all the same.
  const gotBefore = clause.predicate.slice(0, Math.max(main, 0) + 1).some((token) => token.word === 'got');
  if (main < 0 || !(is(clause.predicate[main], 'PastTense') || gotBefore)) return false;
  return !clause.predicate.slice(0, main).some((token) => PRESENT_HELPERS.has(token.word));
}
