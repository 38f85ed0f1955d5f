import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// 32 random bytes in base64url: the key is the only secret guarding an unauthenticated photo URL.
const KEY_BYTES = 32;
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `key` has the shape of a key the store makes (so it can never name a path outside the store). */
export function isPhotoKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Photos on disk at `<uploadsDir>/<userId>/photos/<key>.webp`: removing a user's folder removes their photos. */
export function createPhotoStore(uploadsDir: string) {
  const folderOf = (userId: number) => join(uploadsDir, String(userId), 'photos');
  const filePath = (userId: number, key: string) => {
    if (!isPhotoKey(key)) throw new Error('Not a photo key');
    return join(folderOf(userId), `${key}.webp`);
  };
  return {
    filePath,

    /** Writes a new photo under a fresh random key and returns the key. */
    async save(userId: number, webp: Buffer): Promise<string> {
      const key = randomBytes(KEY_BYTES).toString('base64url');
      await mkdir(folderOf(userId), { recursive: true });
      // 'wx': a key collision fails loudly instead of overwriting someone's photo.
      await writeFile(filePath(userId, key), webp, { flag: 'wx' });
      return key;
    },

    /** The photo's size and a stream of its bytes, or null when it is not on disk. */
    async read(userId: number, key: string) {
      const file = await open(filePath(userId, key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!file) return null;
      try {
        // Opened first and measured through the same handle: a photo replaced meanwhile still streams whole.
        const { size } = await file.stat();
        return { size, stream: file.createReadStream() };
      } catch (error) {
        await file.close();
        throw error;
      }
    },

    /** The photo's bytes, or null when it is not on disk (the backup reads each stored photo whole). */
    async readAll(userId: number, key: string): Promise<Buffer | null> {
      return readFile(filePath(userId, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },

    /** Writes a photo under the key it already has (a restore), replacing any file there. */
    async put(userId: number, key: string, webp: Buffer): Promise<void> {
      await mkdir(folderOf(userId), { recursive: true });
      await writeFile(filePath(userId, key), webp);
    },

    /** Deletes the photo; nothing to do for null or a file already gone. */
    async remove(userId: number, key: string | null): Promise<void> {
      if (key) await rm(filePath(userId, key), { force: true });
    },
  };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;
