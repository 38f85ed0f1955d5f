import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable token (256 bits) for links and refresh tokens; only its hash is stored. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The form a token is stored and looked up in. SHA-256 suffices: the input is 256 random bits, not a password. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
