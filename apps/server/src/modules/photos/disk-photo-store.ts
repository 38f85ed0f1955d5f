import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { newPhotoKey, photoPath, userPrefix } from './photo-key';
import type { PhotoRestore, PhotoStore } from './photo-store';

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

/** Photos on disk at `<dir>/<userId>/photos/<key>.webp`: removing a user's folder removes their photos. */
export function createDiskPhotoStore(dir: string): PhotoStore {
  const filePath = (root: string, userId: number, key: string) => join(root, photoPath(userId, key));
  const write = async (root: string, userId: number, key: string, webp: Buffer, flag: 'w' | 'wx') => {
    const file = filePath(root, userId, key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, webp, { flag });
  };

  return {
    description: dir,

    async check() {},

    async save(userId, webp) {
      const key = newPhotoKey();
      // 'wx': a key collision fails loudly instead of overwriting someone's photo.
      await write(dir, userId, key, webp, 'wx');
      return key;
    },

    async read(userId, key) {
      const file = await open(filePath(dir, userId, key), 'r').catch((error: NodeJS.ErrnoException) => {
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

    async readAll(userId, key) {
      return readFile(filePath(dir, userId, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },

    async remove(userId, key) {
      if (key) await rm(filePath(dir, userId, key), { force: true });
    },

    async removeAllOf(userId) {
      await rm(join(dir, userPrefix(userId)), { recursive: true, force: true });
    },

    /** Staged in a sibling folder that replaces the photos folder whole. */
    async beginRestore(): Promise<PhotoRestore> {
      const staging = `${dir}.restoring-${randomBytes(6).toString('hex')}`;
      return {
        put: (userId, key, webp) => write(staging, userId, key, webp, 'w'),
        async commit() {
          const previous = `${dir}.replaced-${randomBytes(6).toString('hex')}`;
          await rename(dir, previous).catch(ignoreMissing);
          // A backup without photos staged nothing.
          await rename(staging, dir).catch(ignoreMissing);
          await rm(previous, { recursive: true, force: true });
        },
        discard: () => rm(staging, { recursive: true, force: true }),
      };
    },
  };
}
