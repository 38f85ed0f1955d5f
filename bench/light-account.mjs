// One signed-up, verified account with a few kindreds, written straight in SQL (sign-up would need
// the verification e-mail): what the crash, shutdown and photo scripts act as.
import { hash } from '@node-rs/argon2';
import { BENCH_PASSWORD } from './seed-account.mjs';

const ARGON2ID = 2;

/** Inserts the account through `db.query`; answers its e-mail, password and kindred ids. */
export async function seedLightAccount(db, { email = 'light@example.com', kindreds = 3 } = {}) {
  const passwordHash = await hash(BENCH_PASSWORD, { algorithm: ARGON2ID });
  const [user] = (
    await db.query(
      `insert into users (email, password_hash, email_verified_at, is_first_time_login, subscription_plan, subscription_status, trial_started_at)
       values ($1, $2, now(), false, 'KINDRED_FREE', 'active', now()) returning id`,
      [email, passwordHash],
    )
  ).rows;
  const names = Array.from({ length: kindreds }, (_, k) => `Person ${k + 1}`);
  const { rows } = await db.query(
    `insert into kindreds (user_id, name, relationship) select $1, name, 'Friend' from unnest($2::text[]) with ordinality as k(name, position) order by position returning id`,
    [user.id, names],
  );
  return { userId: user.id, email, password: BENCH_PASSWORD, kindredIds: rows.map((row) => row.id) };
}

/** Signs in over HTTP; answers the access token. */
export async function signInOver(baseUrl, { email, password }) {
  const response = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}
