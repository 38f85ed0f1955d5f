import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appSecrets } from '../db/schema';

const NAME = 'jwt_secret';

/**
 * JWT_SECRET when set; otherwise a key generated on first start and kept in the database, so
 * restarts keep sessions and every replica signs with the same key.
 */
export async function resolveSigningSecret(configured: string | null, db: Db): Promise<string> {
  if (configured) return configured;
  await db.insert(appSecrets).values({ name: NAME, value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, NAME));
  if (!row) throw new Error('The token signing secret could not be stored');
  return row.value;
}
