import { isAdministrator } from '@bo/contract/auth/roles';
import { userLanguageBodySchema, userResponseSchema } from '@bo/contract/auth/schemas';
import { idParam, idParamsSchema } from '@bo/contract/common/fields';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import { notificationsResponseSchema, rolesResponseSchema } from '@bo/contract/reference/schemas';
import {
  userCountriesResponseSchema,
  userDetailSchema,
  userListItemSchema,
  usersQuerySchema,
} from '@bo/contract/users/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/app-error';
import { setUserLanguage } from '../../services/users/language';
import { listUsers } from '../../services/users/load-user';
import { listUserDetails } from '../../services/users/manage-users';
import {
  listNotifications,
  markNotificationRead,
  produceNextCallNotifications,
} from '../../services/users/notifications';
import { listRoles, listUserCountries } from '../../services/users/reference';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/users',
    {
      schema: {
        tags,
        querystring: usersQuerySchema,
        response: { 200: z.object({ users: z.array(z.union([userDetailSchema, userListItemSchema])) }) },
      },
    },
    async (request) => {
      const ignoreCountry = request.query.ignoreCountry === '1' || request.query.ignoreCountry === 'true';
      const isAdmin = isAdministrator(request.user?.roles ?? []);
      const countryCode = ignoreCountry && isAdmin ? undefined : request.country;
      if (isAdmin) return { users: await listUserDetails(db, { countryCode }) };
      return { users: await listUsers(db, { countryCode, includeInactive: false }) };
    },
  );

  app.get('/users/role', { schema: { tags, response: { 200: rolesResponseSchema } } }, async () => ({
    roles: await listRoles(db),
  }));

  app.get(
    '/users/:id/countries',
    { schema: { tags, params: idParamsSchema, response: { 200: userCountriesResponseSchema } } },
    async (request) => {
      const self = request.user;
      if (self?.id !== request.params.id && !isAdministrator(self?.roles ?? [])) throw forbidden();
      const countries = await listUserCountries(db, request.params.id);
      if (!countries) throw notFound();
      return { countries };
    },
  );

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
