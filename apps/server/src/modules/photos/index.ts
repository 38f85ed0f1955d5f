export { createDecodeSlots } from './decode-slots';
export { createPhotoStore, isPhotoKey, type PhotoStore } from './photo-store';
export { photoRoutes } from './photos.routes';
export { createPhotosRepository } from './photos.repository';
export { createPhotosService } from './photos.service';
