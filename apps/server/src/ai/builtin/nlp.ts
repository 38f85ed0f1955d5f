import type compromise from 'compromise';

export type Nlp = typeof compromise;

/** One word as compromise reads it: the hidden half of a contraction has empty `text`. */
export interface Token {
  /** As written. */
  text: string;
  /** Lower case, with contractions expanded ("she's" -> "she", then "is"). */
  word: string;
  /** The dictionary form ("promoted" -> "promote", "funniest" -> "funny"). */
  root: string;
  tags: ReadonlySet<string>;
  pre: string;
  post: string;
}

export type Sentence = readonly Token[];

interface JsonTerm {
  text: string;
  normal: string;
  implicit?: string;
  root?: string;
  tags: string[];
  pre: string;
  post: string;
}

interface VerbForms {
  Infinitive: string;
  PastTense: string;
  PresentTense: string;
  Gerund: string;
}

interface NlpMethods {
  two: {
    transform: {
      verb: { conjugate(infinitive: string, model: object): VerbForms; toInfinitive(verb: string, model: object, tense?: string): string };
    };
  };
}

export interface Reader {
  /** Sentences of tagged words; `names` are read as first names (compromise does not know every name). */
  sentences(text: string, names: readonly string[]): Sentence[];
  /** All forms of a verb, from any of its forms ("picked" -> pick, picking...). */
  conjugate(verb: string): VerbForms;
}

let loading: Promise<Reader> | undefined;

/**
 * compromise, loaded on first use: its import costs a few hundred milliseconds that a server start
 * must not pay when no memory is being read yet.
 */
export function loadReader(): Promise<Reader> {
  loading ??= import('compromise').then(({ default: nlp }) => createReader(nlp));
  return loading;
}

type Table = Record<string, unknown>;
type Expand = (words: Table, world: object) => { lex: Table; _multi: Table };
interface NlpWorld {
  methods: { one: { expandLexicon: Expand }; two: { expandLexicon?: Expand } };
  model: { one: { lexicon: Table; _multiCache: Table } };
}

/** Sets `entries` in `table`; answers how to put back what was there before. */
function setFor(table: Table, entries: Table): () => void {
  const saved = Object.keys(entries).map((key) => [key, Object.hasOwn(table, key), table[key]] as const);
  Object.assign(table, entries);
  return () => {
    for (const [key, had, value] of saved) {
      if (had) table[key] = value;
      else delete table[key];
    }
  };
}

/**
 * Teaches compromise `names` as first names, as its `nlp(text, lexicon)` does, and answers how to
 * forget them: that call keeps them in the process's one lexicon for every later text, so one
 * person's "Will" or "Hope" would be read as a name in everyone's memories from then on.
 */
function knowNames(world: NlpWorld, names: readonly string[]): () => void {
  const words = Object.fromEntries(names.map((name) => [name, 'FirstName']));
  const { methods, model } = world;
  const expansions = [methods.two.expandLexicon, methods.one.expandLexicon].flatMap((expand) => (expand ? [expand(words, world)] : []));
  const restores = expansions.flatMap(({ lex, _multi }) => [setFor(model.one.lexicon, lex), setFor(model.one._multiCache, _multi)]);
  // Last set, first put back: what was there before any of them is what stays.
  return () => restores.reverse().forEach((restore) => restore());
}

function createReader(nlp: Nlp): Reader {
  const methods = nlp.methods() as NlpMethods;
  const model = nlp.model();
  const world = nlp.world() as unknown as NlpWorld;
  return {
    sentences(text, names) {
      const nameSet = new Set(names);
      const forget = knowNames(world, names);
      let json: { terms: JsonTerm[] }[];
      try {
        const doc = nlp(text);
        doc.compute('root');
        // `root` is filled by compute('root') and output with the other term fields; the types do not list it.
        json = doc.json({ terms: { normal: true, implicit: true, root: true } as object }) as { terms: JsonTerm[] }[];
      } finally {
        forget();
      }
      return json.map(({ terms }) =>
        terms.map((term) => {
          const word = term.implicit ?? term.normal;
          // The person's name is a name, even where it could be a verb ("Nick finally got a dog").
          const isName = nameSet.has(word.replace(/'s?$/, ''));
          // "Pops' favourite": an apostrophe after a final s makes an owner too.
          const isOwner = term.tags.includes('Possessive') || (word.endsWith('s') && term.post.startsWith("'"));
          const tags = isName ? ['Noun', 'ProperNoun', 'Person', 'FirstName', ...(isOwner ? ['Possessive'] : [])] : term.tags;
          return { text: term.text, word, root: isName ? word.replace(/'s?$/, '') : term.root || word, tags: new Set(tags), pre: term.pre, post: term.post };
        }),
      );
    },
    conjugate: (verb) => {
      const infinitive = verb.endsWith('ed') ? methods.two.transform.verb.toInfinitive(verb, model, 'PastTense') : verb;
      return methods.two.transform.verb.conjugate(infinitive || verb, model);
    },
  };
}
