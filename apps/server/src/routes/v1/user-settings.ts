import { isAdministrator } from '@bo/contract/auth/roles';
import { deleteResultSchema, idResponseSchema, okResponseSchema } from '@bo/contract/catalog/schemas';
import { idParamsSchema } from '@bo/contract/common/fields';
import {
  userBodySchema,
  userFileDeleteQuerySchema,
  userFilesResponseSchema,
  userFileUploadSchema,
  userProfitsBodySchema,
  userProfitsResponseSchema,
  userUpdateBodySchema,
  voipLinesQuerySchema,
  voipLinesResponseSchema,
} from '@bo/contract/users/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/app-error';
import { createManagedUser, deleteManagedUser, updateManagedUser } from '../../services/users/manage-users';
import { listUserProfits, saveUserProfits } from '../../services/users/profits';
import { unlockUserLogin } from '../../services/users/unlock-user';
import { addUserFile, listUserFiles, removeUserFile } from '../../services/users/user-files';
import { listAvailableLines } from '../../services/users/voip-lines';

const tags = ['users'];

/** The administrator's user settings (overview §2.10): users, their lines, files and commissions. */
export const userSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, secretBox } = app.ctx;
  const actingUserId = (request: { user?: { id: number } }) => request.user?.id as number;

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

  app.get(
    '/users/:id/files',
    { schema: { tags, params: idParamsSchema, response: { 200: userFilesResponseSchema } } },
    async (request) => {
      if (!isAdministrator(request.user?.roles ?? []) && request.user?.id !== request.params.id) throw forbidden();
      return { files: await listUserFiles(db, request.params.id) };
    },
  );

  app.post(
    '/users/:id/files',
    { schema: { tags, params: idParamsSchema, body: userFileUploadSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const { customerOfferType, filename, content } = request.body.file;
      await addUserFile(db, { userId: request.params.id, offerType: customerOfferType, filename, content });
      return { ok: true as const };
    },
  );

  app.delete(
    '/users/:id/files',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: userFileDeleteQuerySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await removeUserFile(db, {
        userId: request.params.id,
        offerType: request.query.customerOfferType,
        filename: request.query.filename,
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/users/:id/profits',
    { schema: { tags, params: idParamsSchema, response: { 200: userProfitsResponseSchema } } },
    async (request) => ({
      userProfits: await listUserProfits(db, { userId: request.params.id, countryCode: request.country }),
    }),
  );

  app.put(
    '/users/:id/profits',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: userProfitsBodySchema,
        response: { 200: userProfitsResponseSchema },
      },
    },
    async (request) => {
      await saveUserProfits(db, {
        userId: request.params.id,
        countryCode: request.country,
        profits: request.body.userProfits,
        actorId: request.user?.id ?? null,
      });
      return { userProfits: await listUserProfits(db, { userId: request.params.id, countryCode: request.country }) };
    },
  );

  app.get(
    '/call/lines',
    { schema: { tags, querystring: voipLinesQuerySchema, response: { 200: voipLinesResponseSchema } } },
    async (request) => ({ voipLines: await listAvailableLines(db, request.query.userId) }),
  );
};
