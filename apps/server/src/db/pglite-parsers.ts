import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

type Parsers = NonNullable<QueryOptions['parsers']>;
type Parser = Parsers[number];

/** The array types Drizzle reads as text (drizzle-orm/pglite/session.js), each with its element type. */
const TEXT_ARRAYS: Record<number, number> = { 1115: types.TIMESTAMP, 1185: types.TIMESTAMPTZ, 1187: types.INTERVAL, 1182: types.DATE, 1231: types.NUMERIC };
/** Every type Drizzle reads as PostgreSQL's text and parses itself. */
const TEXT_TYPES = new Set([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, ...Object.keys(TEXT_ARRAYS).map(Number)]);
const asText: Parser = (value) => value;

const isDrizzles = (parsers: Parsers) => Object.keys(parsers).every((type) => TEXT_TYPES.has(Number(type)));

/**
 * Drizzle sends PGlite, with every statement, parsers that keep dates, timestamps and intervals as
 * text. PGlite copies a statement's parsers into a new map of its 318 defaults each time: some
 * 0.4 ms of the 2.65 ms of server CPU a new memory took, counting the garbage. So the
 * client's own parsers become Drizzle's, and Drizzle's statements go without theirs; every other
 * statement (pg-boss's, the raw SQL of `Database.execute`) is sent with PGlite's original parsers for
 * those types, and reads them as it always did.
 */
export function withDrizzleParsers(client: PGlite): PGlite {
  const original: Parsers = {};
  for (const type of TEXT_TYPES) original[type] = client.parsers[type] ?? types.parsers[type] ?? asText;
  // PGlite's array parsers look their element's parser up when they run, so they get the originals.
  for (const [array, element] of Object.entries(TEXT_ARRAYS)) original[Number(array)] = (value) => types.arrayParser(value, original[element]!, Number(array));
  for (const type of TEXT_TYPES) client.parsers[type] = asText;

  const optionsFor = (options: QueryOptions | undefined): QueryOptions => {
    if (!options?.parsers) return { ...options, parsers: original };
    if (!isDrizzles(options.parsers)) return { ...options, parsers: { ...original, ...options.parsers } };
    const { parsers: _drizzles, ...rest } = options;
    return rest;
  };
  const parsing = <T extends Pick<Transaction, 'query' | 'exec'>>(target: T): T => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = (text, params, options) => query(text, params, optionsFor(options));
    target.exec = (text, options) => exec(text, optionsFor(options));
    return target;
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (work) => transaction((tx) => work(parsing(tx)));
  return parsing(client);
}
