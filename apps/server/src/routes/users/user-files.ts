import { isAdministrator } from '@bo/contract/auth/roles';
import { idParamsSchema } from '@bo/contract/common/fields';
import { okResponseSchema } from '@bo/contract/settings/schemas';
import { userFileDeleteQuerySchema, userFilesResponseSchema, userFileUploadSchema } from '@bo/contract/users/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/app-error';
import { addUserFile, listUserFiles, removeUserFile } from '../../services/users/user-files';

const tags = ['users'];

/** A user's offer files (overview §2.10 user settings): what their offers attach by type. */
export const userFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

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
};
