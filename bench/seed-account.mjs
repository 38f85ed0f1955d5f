// Seeds one heavy account straight in SQL: 50 kindreds, 10,000 memories over three years, a
// birthday per kindred and key dates on some memories. Bulk statements, so it takes seconds.
import { hash } from '@node-rs/argon2';
import { createRandom, memoryText } from './memory-texts.mjs';

export const BENCH_EMAIL = 'bench@example.com';
export const BENCH_PASSWORD = 'Bench-Password-9';

const KINDREDS = 50;
const MEMORIES = 10_000;
const CHUNK = 1_000;
const YEARS_MS = 3 * 365 * 86_400_000;
const ARGON2ID = 2;
const FIRST_NAMES = ['Sarah', 'Tom', 'Aiko', 'Mateo', 'Grace', 'Omar', 'Lena', 'Ravi', 'Chloe', 'Jonas'];
const LAST_NAMES = ['Miller', 'Okafor', 'Tanaka', 'Silva', 'Novak'];
const RELATIONSHIPS = ['Friend', 'Mother', 'Father', 'Sister', 'Brother', 'Partner', 'Colleague', 'Grandmother', 'Cousin', 'Mentor'];
const CATEGORIES = ['General', 'Celebration', 'Travel', 'Health', 'Work', 'Food'];

// Kindreds get 1 to 5 shares of the memories (about 67, 133, 200, 267 or 333 each), as real lists are uneven.
const sharesOf = (k) => 1 + (k % 5);

function memoryRows(kindredNames, random, now) {
  const totalShares = kindredNames.reduce((sum, _, k) => sum + sharesOf(k), 0);
  const rows = [];
  for (let i = 0; i < MEMORIES; i++) {
    let ticket = random.next() * totalShares;
    let k = 0;
    while (ticket >= sharesOf(k)) ticket -= sharesOf(k++);
    const withDate = random.next() < 0.3;
    const rawText = memoryText(kindredNames[k].split(' ')[0], random, { withDate });
    const createdAt = new Date(now - random.next() * YEARS_MS);
    // One dated memory in six was given a key date by its writer.
    const keyDate = withDate && random.next() < 1 / 6 ? new Date(createdAt.getTime() + random.int(-300, 300) * 86_400_000).toISOString().slice(0, 10) : null;
    rows.push({ k, raw_text: rawText, title: rawText.split('.')[0].slice(0, 60), category: random.pick(CATEGORIES), key_date: keyDate, created_at: createdAt.toISOString() });
  }
  // Ids grow with time, as they do when memories are written day by day.
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** A write-up's summary as the engines write it: the opening sentences, at most 40% of a long text. */
function summaryOf(text) {
  const budget = Math.max(80, Math.floor(text.length * 0.4));
  const sentences = text.match(/[^.!?]+[.!?]*\s*/g) ?? [text];
  let summary = '';
  for (const sentence of sentences) {
    if (summary && summary.length + sentence.length > budget) break;
    summary += sentence;
  }
  return summary.slice(0, budget).trim();
}

/** Seeds the account through `db.query`; answers its ids and the kindreds the benchmark reads and writes. */
export async function seedAccount(db) {
  const random = createRandom(20_240_601);
  const now = Date.now();
  const passwordHash = await hash(BENCH_PASSWORD, { algorithm: ARGON2ID });
  const [user] = (
    await db.query(
      `insert into users (email, password_hash, email_verified_at, is_first_time_login, subscription_plan, subscription_status, trial_started_at)
       values ($1, $2, now(), false, 'KINDRED_FREE', 'active', now()) returning id`,
      [BENCH_EMAIL, passwordHash],
    )
  ).rows;

  const kindredNames = Array.from({ length: KINDREDS }, (_, k) => `${FIRST_NAMES[k % 10]} ${LAST_NAMES[Math.floor(k / 10)]}`);
  const kindreds = (
    await db.query(
      `insert into kindreds (user_id, name, relationship, created_at, updated_at)
       select $1, name, relationship, now() - interval '3 years', now() - interval '3 years'
       from unnest($2::text[], $3::text[]) with ordinality as k(name, relationship, position) order by position returning id`,
      [user.id, kindredNames, kindredNames.map((_, k) => RELATIONSHIPS[k % RELATIONSHIPS.length])],
    )
  ).rows.map((row) => row.id);

  const rows = memoryRows(kindredNames, random, now).map(({ k, ...row }) => ({ ...row, kindred_id: kindreds[k], full_summary: summaryOf(row.raw_text) }));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.query(
      `insert into memories (user_id, kindred_id, raw_text, title, full_summary, category, key_date, processing_status, created_at, updated_at)
       select $1, r.kindred_id, r.raw_text, r.title, r.full_summary, r.category, r.key_date, 'completed', r.created_at, r.created_at
       from jsonb_to_recordset($2::jsonb) as r(kindred_id int, raw_text text, title text, full_summary text, category text, key_date date, created_at timestamptz)`,
      [user.id, JSON.stringify(rows.slice(start, start + CHUNK))],
    );
  }
  await db.query(
    `insert into key_dates (user_id, kindred_id, memory_id, date, event_title, annual)
     select user_id, kindred_id, id, key_date, case when id % 3 = 0 then 'Anniversary' else 'Event on ' || to_char(key_date, 'FMMM/FMDD/YYYY') end, id % 3 = 0
     from memories where user_id = $1 and key_date is not null`,
    [user.id],
  );
  await db.query(
    `insert into key_dates (user_id, kindred_id, date, event_title, annual)
     select user_id, id, make_date(1950 + id % 50, 1 + id % 12, 1 + id % 28), name || '''s birthday', true from kindreds where user_id = $1`,
    [user.id],
  );
  // Statistics as autovacuum would have gathered them on a database that grew to this size.
  await db.query('analyze');

  const counts = (await db.query('select kindred_id as id, count(*)::int as n from memories where user_id = $1 group by kindred_id', [user.id])).rows;
  const closestTo200 = counts.reduce((best, row) => (Math.abs(row.n - 200) < Math.abs(best.n - 200) ? row : best));
  const keyDates = (await db.query('select count(*)::int as n from key_dates where user_id = $1', [user.id])).rows[0].n;
  return { userId: user.id, kindredCount: kindreds.length, memoryCount: rows.length, keyDateCount: keyDates, listKindred: closestTo200, createKindredId: kindreds.find((id) => id !== closestTo200.id) };
}
