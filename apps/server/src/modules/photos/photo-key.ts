import { randomBytes } from 'node:crypto';

// 32 random bytes in base64url: the key is the only secret guarding an unauthenticated photo URL.
const KEY_BYTES = 32;
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `key` has the shape of a key the store makes (so it can never name a path outside the store). */
export function isPhotoKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function newPhotoKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

/** Where a photo lives inside a store, on disk and in a bucket alike; a user's photos share the `<userId>/` prefix. */
export function photoPath(userId: number, key: string): string {
  if (!isPhotoKey(key)) throw new Error('Not a photo key');
  return `${userPrefix(userId)}photos/${key}.webp`;
}

export function userPrefix(userId: number): string {
  if (!Number.isSafeInteger(userId) || userId < 0) throw new Error('Not a user id');
  return `${userId}/`;
}
