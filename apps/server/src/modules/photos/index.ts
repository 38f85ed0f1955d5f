export { createDecodeSlots } from './decode-slots';
export { isPhotoKey } from './photo-key';
export { createPhotoStore, type PhotoRestore, type PhotoStore, type StoredPhoto } from './photo-store';
export { photoRoutes } from './photos.routes';
export { createPhotosRepository } from './photos.repository';
export { createPhotosService } from './photos.service';
