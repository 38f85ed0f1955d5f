import { hash, verify } from '@node-rs/argon2';

// argon2id at the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum), about 70 ms here.
const ARGON2ID = 2;

/** Hashes a chosen password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, or an account without a
 * password) it still verifies against a dummy, so the answer takes the same time either way.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash) return verify(passwordHash, password).catch(() => false);
  dummyHash ??= hashPassword('not-a-real-password-but-costs-the-same');
  await verify(await dummyHash, password).catch(() => false);
  return false;
}
