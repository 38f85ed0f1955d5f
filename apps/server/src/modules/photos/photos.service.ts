import type { Kindred } from '@kindred/core/kindred';
import { AppError } from '../../app-error';
import { toKindredDto } from '../kindreds';
import type { DecodeSlots } from './decode-slots';
import { isPhotoKey } from './photo-key';
import type { PhotoStore } from './photo-store';
import type { PhotosRepository } from './photos.repository';
import { processPhoto } from './process-photo';

interface Dependencies {
  photos: PhotosRepository;
  kindredExists: (userId: number, kindredId: number) => Promise<boolean>;
  photoStore: PhotoStore;
  /** This process's image decodes (createDecodeSlots), shared by every upload. */
  decodeSlots: DecodeSlots;
}

/** A kindred's photo: replacing, removing and reading it. */
export function createPhotosService({ photos, kindredExists, photoStore, decodeSlots }: Dependencies) {
  /** Points the kindred at `key` (or none) and deletes the file it pointed at before; 404 when it is not the user's. */
  async function replace(userId: number, kindredId: number, key: string | null): Promise<Kindred> {
    const replaced = await photos.replaceKey(userId, kindredId, key);
    if (!replaced) {
      await photoStore.remove(userId, key);
      throw new AppError('NOT_FOUND');
    }
    // The old file goes only once nothing points at it.
    await photoStore.remove(userId, replaced.previousKey);
    return toKindredDto(replaced.kindred);
  }

  return {
    /** Stores an uploaded image as the kindred's photo, replacing any previous one. */
    async setPhoto(userId: number, kindredId: number, upload: Buffer): Promise<Kindred> {
      // Checked first so nobody spends our CPU decoding images for a kindred that is not theirs.
      if (!(await kindredExists(userId, kindredId))) throw new AppError('NOT_FOUND');
      const key = await photoStore.save(userId, await processPhoto(upload, decodeSlots));
      return replace(userId, kindredId, key);
    },

    /** Removes the kindred's photo; removing a photo that is not there is fine. */
    removePhoto: (userId: number, kindredId: number) => replace(userId, kindredId, null),

    /** A kindred's current photo, found by its id and key alone (the key is the secret); 404 otherwise. */
    async readPhoto(kindredId: number, key: string) {
      const owner = isPhotoKey(key) ? await photos.findOwnerByKey(kindredId, key) : null;
      const photo = owner ? await photoStore.read(owner.userId, key) : null;
      if (!photo) throw new AppError('NOT_FOUND');
      return photo;
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
