import type { ParsedSearch, SearchItem } from '@kindred/core/search';

/** Shortest word worth correcting by trigram similarity: shorter ones have too few trigrams to tell typos apart. */
export const FUZZY_MIN_LENGTH = 4;
/** Shortest last word that also matches as a prefix: "an" would match half the dictionary. */
export const PREFIX_MIN_LENGTH = 3;
const LETTERS_ONLY = /^\p{L}+$/u;

/** What the database is asked about each item of the search, in order. */
export interface TermRequest {
  text: string;
  phrase: boolean;
  /** A typed word of letters only, positive and outside a phrase: the word list knows how often it is used. */
  plain: boolean;
  /** A typed word that, matching nothing exactly, may be a typo. */
  fuzzy: boolean;
  /** The word being typed: it also matches as a prefix. */
  prefix: boolean;
}

/** What the database answered: the item's lexemes and, for a word that matches nothing, its closest words. */
export interface TermAnswer {
  /** tsquery text in English (stemmed) and as written; '' for a stop word. */
  english: string;
  simple: string;
  /** Whether some word of the user's memories is the word, its stem, or (the last word) starts with it. */
  known: boolean;
  /** Whether a longer word of the user's starts with it: only then can its prefix match more than the word. */
  longer: boolean;
  /** Those longer words when they are few (else null): the prefix then matches them, as written. */
  longerWords: string[] | null;
  /** Memories and people using the word (its stem, or as a prefix); null when the word list cannot tell (phrases, words with digits or signs). */
  uses: number | null;
  /** The user's words closest to an unknown word, with their English stems and uses. */
  similar: { word: string; stem: string | null; uses: number }[];
}

/** The three tsqueries one search runs: what must match, the same without typo corrections, and any positive term (for the title/name tier). */
export interface BuiltQueries {
  match: string;
  /** null when nothing was corrected: every match is then exact. */
  exact: string | null;
  anyTerm: string;
  /** At most how many memories can match, from the word list's counts; null when it cannot tell. */
  estimate: number | null;
  /** The same bound for `exact`: 0 when a typed word is in no memory, so only corrected matches exist. */
  exactEstimate: number | null;
  /** Whether every group is one word, with no exclusion: `estimate` then about counts the matches, where several words only bound them. */
  oneWordGroups: boolean;
}

const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The items of the search, each with what to ask the database about it. */
export function termRequests(search: ParsedSearch): { item: SearchItem; request: TermRequest }[] {
  const items = search.groups.flat();
  return items.map((item, index) => {
    const plainWord = item.kind === 'word' && !item.excluded && LETTERS_ONLY.test(item.text);
    const isLast = index === items.length - 1 && search.lastWordOpen;
    return {
      item,
      request: {
        text: item.text,
        phrase: item.kind === 'phrase',
        plain: plainWord,
        fuzzy: plainWord && [...item.text].length >= FUZZY_MIN_LENGTH,
        prefix: plainWord && isLast && [...item.text].length >= PREFIX_MIN_LENGTH,
      },
    };
  });
}

/**
 * Builds the tsquery texts of a search from the database's answers (same order as `termRequests`).
 * Groups joined by `or` are ORed, items of a group ANDed; a stop word is left out unless its group
 * has nothing else; a word matching nothing is replaced by its closest words.
 */
export function buildQueries(search: ParsedSearch, answers: TermAnswer[]): BuiltQueries {
  const requests = termRequests(search);
  let corrected = false;
  const positives: string[] = [];
  const build = (withCorrections: boolean) => {
    const groupEstimates: number[] = [];
    let oneWordGroups = true;
    let position = 0;
    const groups = search.groups.map((group) => {
      let groupEstimate = Infinity;
      const terms = group.map((item) => {
        const { request } = requests[position]!;
        const answer = answers[position++]!;
        // Every memory with the words as written has their English stems at the same positions, so the words as
        // written would match nothing more; they stand alone only for a stop word, which English leaves out.
        const whole = answer.english !== '' ? answer.english : answer.simple;
        const typed = whole === '' ? [] : [`( ${whole} )`];
        // A prefix no longer word has would only cost time: on a name common across accounts, reading every lexeme it begins.
        if (answer.simple !== '' && request.prefix && answer.longer) typed.push(answer.longerWords ? answer.longerWords.map(lexeme).join(' | ') : `${answer.simple}:*`);
        let alternatives = typed;
        let uses = answer.uses ?? Infinity;
        if (withCorrections && request.fuzzy && !answer.known && answer.similar.length > 0) {
          corrected = true;
          uses = answer.similar.reduce((sum, word) => sum + word.uses, 0);
          // A close word's English stem matches every memory the word does, as a typed word's does.
          alternatives = [...new Set(answer.similar.map(({ word, stem }) => lexeme(stem ?? word)))];
        }
        if (alternatives.length === 0) return null;
        const term = `( ${alternatives.join(' | ')} )`;
        if (item.excluded) return `!${term}`;
        if (withCorrections) positives.push(term);
        // A memory matching the group has every positive word of it: the rarest one bounds the matches.
        if (answer.english !== '') groupEstimate = Math.min(groupEstimate, uses);
        return { term, stopWord: answer.english === '' };
      });
      const kept = terms.filter((term) => term !== null);
      const meaningful = kept.filter((term) => typeof term === 'string' || !term.stopWord);
      const chosen = meaningful.some((term) => typeof term !== 'string') ? meaningful : kept;
      groupEstimates.push(groupEstimate);
      oneWordGroups &&= chosen.length === 1 && typeof chosen[0] !== 'string';
      return chosen.map((term) => (typeof term === 'string' ? term : term.term)).join(' & ');
    });
    const estimate = groupEstimates.reduce((sum, groupEstimate) => sum + groupEstimate, 0);
    return {
      query: groups.filter((group) => group !== '').map((group) => `( ${group} )`).join(' | '),
      estimate: Number.isFinite(estimate) ? estimate : null,
      oneWordGroups,
    };
  };
  const match = build(true);
  const exact = corrected ? build(false) : null;
  return {
    match: match.query,
    exact: exact?.query ?? null,
    anyTerm: positives.join(' | '),
    estimate: match.estimate,
    exactEstimate: exact ? exact.estimate : match.estimate,
    oneWordGroups: match.oneWordGroups,
  };
}
