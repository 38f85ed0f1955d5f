import type { Readable } from 'node:stream';
import type { PhotoStoreConfig } from '../../config';
import { createDiskPhotoStore } from './disk-photo-store';
import { createS3PhotoStore } from './s3-photo-store';

export interface StoredPhoto {
  size: number;
  stream: Readable;
}

/**
 * Where photos live: a folder on this machine (the default) or an S3 bucket that every replica
 * reaches (PHOTO_STORE=s3://…). Photos are named by user and key; nothing else is stored.
 */
export interface PhotoStore {
  /** Where the photos are, for the start line (no secrets). */
  readonly description: string;
  /** Fails with a ConfigError when the store cannot be used, so a misconfigured server stops at start. */
  check(): Promise<void>;
  /** Writes a new photo under a fresh random key and returns the key. */
  save(userId: number, webp: Buffer): Promise<string>;
  /** The photo's size and a stream of its bytes, or null when there is no such photo. */
  read(userId: number, key: string): Promise<StoredPhoto | null>;
  /** The photo's bytes, or null when there is no such photo (the backup reads each stored photo whole). */
  readAll(userId: number, key: string): Promise<Buffer | null>;
  /** Deletes the photo; nothing to do for null or a photo already gone. */
  remove(userId: number, key: string | null): Promise<void>;
  /** Deletes every photo of the user (a deleted account). */
  removeAllOf(userId: number): Promise<void>;
  /** Starts replacing every photo with a backup's: nothing changes until `commit`. */
  beginRestore(): Promise<PhotoRestore>;
}

export interface PhotoRestore {
  /** Stages a photo under the key it already has. */
  put(userId: number, key: string, webp: Buffer): Promise<void>;
  /** The staged photos become the store's whole content; photos not staged are deleted. */
  commit(): Promise<void>;
  /** Forgets what was staged; the store keeps what it had. */
  discard(): Promise<void>;
}

/** The store PHOTO_STORE names. */
export function createPhotoStore(config: PhotoStoreConfig): PhotoStore {
  return config.kind === 's3' ? createS3PhotoStore(config) : createDiskPhotoStore(config.dir);
}
