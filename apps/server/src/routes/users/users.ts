import { isAdministrator } from '@bo/contract/auth/roles';
import { idParamsSchema } from '@bo/contract/common/fields';
import { rolesResponseSchema } from '@bo/contract/reference/schemas';
import { deleteResultSchema, idResponseSchema, okResponseSchema } from '@bo/contract/settings/schemas';
import {
  userBodySchema,
  userCountriesResponseSchema,
  userDetailSchema,
  userListItemSchema,
  usersQuerySchema,
  userUpdateBodySchema,
} from '@bo/contract/users/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/app-error';
import { listUsers } from '../../services/users/load-user';
import {
  createManagedUser,
  deleteManagedUser,
  listUserDetails,
  updateManagedUser,
} from '../../services/users/manage-users';
import { listRoles, listUserCountries } from '../../services/users/reference';
import { unlockUserLogin } from '../../services/users/unlock-user';

const tags = ['users'];

/** Users (overview §2.10 settings): the lists every screen picks users from, and the administrator's management. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secretBox } = app.ctx;
  const actingUserId = (request: { user?: { id: number } }) => request.user?.id as number;

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

  app.post(
    '/users',
    { schema: { tags, body: userBodySchema, response: { 200: idResponseSchema } } },
    async (request) => ({
      id: await createManagedUser(db, secretBox, request.body.user),
    }),
  );

  app.put(
    '/users/:id',
    { schema: { tags, params: idParamsSchema, body: userUpdateBodySchema, response: { 200: idResponseSchema } } },
    async (request) => {
      const { lockVersion, ...input } = request.body.user;
      await updateManagedUser(db, secretBox, {
        id: request.params.id,
        input,
        lockVersion,
        actingUserId: actingUserId(request),
      });
      return { id: request.params.id };
    },
  );

  app.delete(
    '/users/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: deleteResultSchema } } },
    async (request) => deleteManagedUser(db, { id: request.params.id, actingUserId: actingUserId(request) }),
  );

  app.post(
    '/users/:id/unlock',
    {
      schema: {
        tags,
        summary: 'Lifts the failed-login lock of a user from every address',
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await unlockUserLogin(db, request.params.id);
      return { ok: true as const };
    },
  );
};
