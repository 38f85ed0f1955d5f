import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kindredSchema } from '@kindred/core/kindred';
import { kindredIdSchema } from '@kindred/core/validation';
import { authOf } from '../../plugins/authenticate';
import { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from './photo-upload';
import type { PhotosService } from './photos.service';

const tags = ['kindreds'];
const kindredParams = z.object({ id: kindredIdSchema });
// The file name is checked by the service, so a malformed one is a 404 like any unknown photo.
const photoFileParams = z.object({ id: kindredIdSchema, file: z.string() });
const PHOTO_FILE = /^(.+)\.webp$/;
// The URL changes with every upload, so a browser may keep a photo for good.
const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** /api/kindreds/{id}/photo*: upload, remove and serve a kindred's photo (issue #4). */
export const photoRoutes: FastifyPluginAsyncZod<{ photosService: PhotosService }> = async (app, { photosService: service }) => {
  // Registered here, not app-wide: no other route accepts multipart bodies.
  await app.register(multipart, { limits: PHOTO_UPLOAD_LIMITS });
  // Changing a photo is editing a person, so it survives an expired trial like any other edit.
  const edit = app.requireAccess('read');

  app.post(
    '/api/kindreds/:id/photo',
    {
      onRequest: edit,
      schema: { tags, summary: 'Upload a photo (multipart field `file`: JPEG, PNG, WebP or GIF, at most 5 MB)', consumes: ['multipart/form-data'], params: kindredParams, response: { 200: kindredSchema } },
    },
    async (request) => service.setPhoto(authOf(request).user.id, request.params.id, await readPhotoUpload(request)),
  );

  app.delete('/api/kindreds/:id/photo', { onRequest: edit, schema: { tags, summary: 'Remove the photo', params: kindredParams, response: { 200: kindredSchema } } }, (request) =>
    service.removePhoto(authOf(request).user.id, request.params.id),
  );

  // No sign-in: an <img> cannot send a bearer token, and the 256-bit key in the URL is the secret.
  app.get('/api/kindreds/:id/photo/:file', { schema: { tags, summary: 'The photo at its unguessable URL', params: photoFileParams } }, async (request, reply) => {
    const key = PHOTO_FILE.exec(request.params.file)?.[1] ?? '';
    const { size, stream } = await service.readPhoto(request.params.id, key);
    return reply
      .type('image/webp')
      .header('content-length', size)
      .header('cache-control', PHOTO_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
};
