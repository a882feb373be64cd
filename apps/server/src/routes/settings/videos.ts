import { idParam } from '@bo/contract/common/fields';
import { flashMessagesField, flashOnlyResponseSchema } from '@bo/contract/customers/detail-schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import {
  videoBodySchema,
  videoResponseSchema,
  videosResponseSchema,
  videoUpdateBodySchema,
} from '@bo/contract/offers/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successFlash } from '../../lib/flash';
import { createVideo, deleteVideo, listVideos, updateVideo } from '../../services/videos/videos';

const tags = ['settings'];
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const params = z.object({ id: idParam });
const savedSchema = videoResponseSchema.extend({ flashMessages: flashMessagesField });

/** settings/videos: the catalogue of videos offers show (administrator; per country, decision 055). */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const actorOf = (user: { id: number } | undefined) => user?.id ?? 0;

  app.get('/videos', { schema: { tags, response: { 200: videosResponseSchema, ...errors } } }, async (request) => ({
    videos: await listVideos(db, request.country),
  }));

  app.post(
    '/videos',
    { schema: { tags, body: videoBodySchema, response: { 200: savedSchema, ...errors } } },
    async (request) => ({
      video: await createVideo(db, {
        countryCode: request.country,
        actorId: actorOf(request.user),
        video: request.body.video,
      }),
      flashMessages: successFlash('message.video_saved'),
    }),
  );

  app.put(
    '/videos/:id',
    { schema: { tags, params, body: videoUpdateBodySchema, response: { 200: savedSchema, ...errors } } },
    async (request) => ({
      video: await updateVideo(db, {
        countryCode: request.country,
        id: request.params.id,
        actorId: actorOf(request.user),
        video: request.body.video,
      }),
      flashMessages: successFlash('message.video_saved'),
    }),
  );

  app.delete(
    '/videos/:id',
    { schema: { tags, params, response: { 200: flashOnlyResponseSchema, ...errors } } },
    async (request) => {
      await deleteVideo(db, { countryCode: request.country, id: request.params.id, actorId: actorOf(request.user) });
      return { flashMessages: successFlash('message.video_deleted') };
    },
  );
};
