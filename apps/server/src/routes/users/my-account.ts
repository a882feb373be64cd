import { userLanguageBodySchema, userResponseSchema } from '@bo/contract/auth/schemas';
import { idParam, idParamsSchema } from '@bo/contract/common/fields';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import { notificationsResponseSchema } from '@bo/contract/reference/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/app-error';
import { setUserLanguage } from '../../services/users/language';
import {
  listNotifications,
  markNotificationRead,
  produceNextCallNotifications,
} from '../../services/users/notifications';

const tags = ['users'];

/** What a user sets and reads for themself: the language and the notifications. */
export const myAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.put(
    '/users/me/language',
    { schema: { tags, body: userLanguageBodySchema, response: { 200: userResponseSchema } } },
    async (request) => ({
      user: await setUserLanguage(db, { userId: request.user?.id as number, language: request.body.language }),
    }),
  );

  app.get(
    '/users/:id/notifications',
    { schema: { tags, params: idParamsSchema, response: { 200: notificationsResponseSchema } } },
    async (request) => {
      if (request.user?.id !== request.params.id) throw forbidden();
      await produceNextCallNotifications(db, request.user);
      return { notifications: await listNotifications(db, request.params.id) };
    },
  );

  app.post(
    '/users/:id/notifications/:notificationId/read',
    {
      schema: {
        tags,
        description: 'Marks one of the user’s own notifications read (the user opened it).',
        params: idParamsSchema.extend({ notificationId: idParam }),
        response: { 200: z.object({ id: z.number().int() }), 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      if (request.user?.id !== request.params.id) throw forbidden();
      if (!(await markNotificationRead(db, request.params.id, request.params.notificationId))) throw notFound();
      return { id: request.params.notificationId };
    },
  );
};
