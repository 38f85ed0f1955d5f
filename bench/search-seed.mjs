// Seeds the search benchmark's accounts in set-based SQL (generate_series): people with varied
// names (accents included), and memories of varied length built from sentence templates, each with
// its person's first name, things, places, dates and one uncommon word. The database's own
// triggers build the search vectors and word lists as rows arrive, as they would in use.
import { hash } from '@node-rs/argon2';

export const SEARCH_BENCH_PASSWORD = 'Bench-Password-9';
export const searchBenchEmail = (account) => `search-bench-${account}@example.com`;

export const FIRST_NAMES = [
  'Sarah', 'Tom', 'Aiko', 'Mateo', 'Grace', 'Omar', 'Lena', 'Ravi', 'Chloé', 'Jonas',
  'Zoë', 'José', 'Søren', 'Anaïs', 'Priya', 'Liam', 'Fatima', 'Noah', 'Mei', 'Lucas',
  'Amara', 'Ethan', 'Ingrid', 'Kofi', 'Elena', 'Hugo', 'Yuki', 'Diego', 'Nadia', 'Felix',
  'Olivia', 'Samir', 'Hannah', 'Tariq', 'Isla', 'Mikael', 'Rosa', 'Daniel', 'Leila', 'Oscar',
];
export const LAST_NAMES = ['Miller', 'Okafor', 'Tanaka', 'Silva', 'Novák', 'Dubois', 'Kowalski', 'Haddad', 'Larsen', 'García'];
const RELATIONSHIPS = ['Friend', 'Mother', 'Father', 'Sister', 'Brother', 'Partner', 'Colleague', 'Grandmother', 'Cousin', 'Mentor'];
export const THINGS = ['sourdough', 'jazz records', 'vintage cameras', 'hiking boots', 'orchids', 'crossword puzzles', 'dark chocolate', 'board games', 'watercolours', 'running shoes', 'pottery', 'photography', 'swimming', 'embroidery', 'chess'];
export const PLACES = ['the lake house', 'Lisbon', 'the farmers market', 'the Thai restaurant', 'the hospital', 'the beach in Cornwall', 'the old cinema', 'Kyoto', 'the park by the river', 'the new flat', 'Brussels', 'the bakery'];
// Syllables of the uncommon words: 24^3 = 13,824 of them, so each is in a handful of memories.
export const SYLLABLES = ['ka', 'lo', 'mir', 'sen', 'tu', 'vra', 'del', 'qua', 'bri', 'zon', 'pel', 'rhu', 'nix', 'ost', 'fal', 'gan', 'hib', 'jor', 'kev', 'lum', 'wex', 'yel', 'cor', 'dax'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const sqlArray = (items) => `array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(', ')}]`;
const pick = (array, n, r) => `(${array})[1 + floor(${r} * ${n})::int]`;

const OPENINGS = [
  'Had coffee with %P at %L today.',
  '%P called me this evening and we talked for almost an hour.',
  'Spent the afternoon helping %P move boxes.',
  '%P sent me a photo from %L.',
  'Long walk with %P after dinner.',
  '%P seemed quiet and thoughtful when I saw them on Sunday.',
  'Dinner with %P at %L, we stayed until closing.',
];
const MIDDLES = [
  '%P has been getting really into %T lately and would not stop talking about it.',
  'They mentioned they are saving up for %T, which might make a good gift.',
  'Work has been stressful for them since the reorganisation, and the new manager is not helping.',
  'We laughed about the time we got lost on the way to %L.',
  'Their knee is still bothering them, so the physiotherapist suggested swimming instead of running.',
  '%P said the kids are doing well at school, the youngest just started piano lessons.',
  'They are thinking about changing jobs and asked what I thought; I said to follow what makes them curious.',
  'They recommended a book about the history of maps and another about mushrooms.',
  'The garden is finally coming together: tomatoes, beans and far too much mint.',
  'We talked about the anniversary party and who should give a speech.',
  'Their new puppy chewed through a pair of %T.',
  'They want to learn %T properly this year.',
];
const DATED = [
  "%P's birthday is %M %D, remember to call early.",
  'Our anniversary dinner is on %M %D.',
  '%P has surgery scheduled for %M %D.',
  'The trip to %L is booked for %D %M.',
  '%P starts the new job on %M %D.',
];
const CLOSINGS = ['I should check in again next week.', 'Made a note to send them something small.', 'Really glad I have %P in my life.', 'Need to remember to ask how it went.'];
const RARE = ['We ended up at a place called %R.', 'They kept mentioning someone named %R.', 'Apparently %R is the name of their new band.'];

/** Creates the accounts and their people; answers [{ userId, email, firstKindredId }]. */
async function seedAccounts(db, { accounts, peoplePerAccount }) {
  const passwordHash = await hash(SEARCH_BENCH_PASSWORD, { algorithm: 2 });
  const users = (
    await db.query(
      `insert into users (email, password_hash, email_verified_at, is_first_time_login, subscription_plan, subscription_status, trial_started_at)
       select 'search-bench-' || a || '@example.com', $1, now(), false, 'KINDRED_FREE', 'active', now() from generate_series(1, $2::int) a
       order by a returning id, email`,
      [passwordHash, accounts],
    )
  ).rows;
  await db.query(
    `insert into kindreds (user_id, name, relationship, created_at, updated_at)
     select u.id, (${sqlArray(FIRST_NAMES)})[1 + p % ${FIRST_NAMES.length}] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (p / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
       (${sqlArray(RELATIONSHIPS)})[1 + p % ${RELATIONSHIPS.length}], now() - interval '5 years', now() - interval '5 years'
     from unnest($1::int[]) with ordinality as u(id, n) cross join generate_series(0, $2::int - 1) p order by u.n, p`,
    [users.map((user) => user.id), peoplePerAccount],
  );
  const firsts = (await db.query('select user_id, min(id) as first from kindreds group by user_id')).rows;
  const firstOf = new Map(firsts.map((row) => [Number(row.user_id), Number(row.first)]));
  return users.map((user) => ({ userId: user.id, email: user.email, firstKindredId: firstOf.get(user.id) }));
}

/** One statement inserting memories `from`..`to` (1-based, over all accounts) spread over five years. */
function memoriesStatement() {
  const fill = (template) =>
    `replace(replace(replace(replace(replace(replace(${template}, '%P', x.first_name), '%L', ${pick(sqlArray(PLACES), PLACES.length, 'random()')}),
      '%T', ${pick(sqlArray(THINGS), THINGS.length, 'random()')}), '%M', ${pick(sqlArray(MONTHS), 12, 'random()')}), '%D', (1 + floor(random() * 28))::text),
      '%R', initcap(${pick(sqlArray(SYLLABLES), SYLLABLES.length, 'random()')} || ${pick(sqlArray(SYLLABLES), SYLLABLES.length, 'random()')} || ${pick(sqlArray(SYLLABLES), SYLLABLES.length, 'random()')}))`;
  return `
    insert into memories (user_id, kindred_id, raw_text, title, full_summary, category, processing_status, created_at, updated_at)
    select x.user_id, x.kindred_id, x.body, split_part(x.body, '.', 1), x.opening || ' ' || x.middle, x.category, 'completed', x.at, x.at
    from (
      select a.user_id, k.id as kindred_id, split_part(k.name, ' ', 1) as first_name, g
      from generate_series($1::int, $2::int) g
      join unnest($3::int[], $4::int[]) with ordinality as a(user_id, first_kindred, n) on a.n = 1 + (g - 1) % $5::int
      -- People get uneven shares: the square of a uniform number favours the first ones.
      cross join lateral (select floor(power(random() + g * 0, 2) * $6::int)::int as person) share
      join kindreds k on k.id = a.first_kindred + share.person
    ) p
    cross join lateral (
      select p.user_id, p.kindred_id, p.first_name as first_name, p.g,
        now() - (random() + p.g * 0) * interval '5 years' as at,
        ${pick(sqlArray(['General', 'Celebration', 'Travel', 'Health', 'Work', 'Food']), 6, 'random()')} as category
    ) x0
    cross join lateral (
      select x0.*, ${fill(pick(sqlArray(OPENINGS), OPENINGS.length, `(random() + x0.g * 0)`))} as opening,
        ${fill(pick(sqlArray(MIDDLES), MIDDLES.length, `(random() + x0.g * 0)`))} as middle
      from (select x0.first_name) x
    ) x1
    cross join lateral (
      select x1.*, concat_ws(' ', x1.opening,
          case when random() + x1.g * 0 < 0.3 then ${fill(pick(sqlArray(DATED), DATED.length, 'random()'))} end,
          (select string_agg(${fill(pick(sqlArray(MIDDLES), MIDDLES.length, 'random()'))} || repeat('', s), ' ') from generate_series(1, 1 + floor(power(random() + x1.g * 0, 2) * 9)::int) s where s > x1.g * 0),
          ${fill(pick(sqlArray(RARE), RARE.length, 'random()'))},
          ${fill(pick(sqlArray(CLOSINGS), CLOSINGS.length, 'random()'))}) as body
      from (select x1.first_name) x
    ) x`;
}

/** Seeds `accounts` accounts of `peoplePerAccount` people and `memoriesPerAccount` memories each; reports progress through `log`. */
export async function seedSearchBench(db, { accounts, peoplePerAccount, memoriesPerAccount, batch = 10_000, log = () => {} }) {
  await db.query('select setseed(0.12)');
  const seeded = await seedAccounts(db, { accounts, peoplePerAccount });
  const total = accounts * memoriesPerAccount;
  const statement = memoriesStatement();
  const started = performance.now();
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await db.query(statement, [from, to, seeded.map((a) => a.userId), seeded.map((a) => a.firstKindredId), accounts, peoplePerAccount]);
    log(`  ${to.toLocaleString('en')} / ${total.toLocaleString('en')} memories (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  // As the fold-search-words job and autovacuum would have left it: the word-list log folded in, and
  // the memory-count trigger's rewrites of each person's row cleaned up.
  await db.query('select public.search_words_compact(null)');
  await db.query('vacuum analyze');
  return seeded;
}
