import { customerCreatedResponseSchema, flashOnlyResponseSchema } from '@bo/contract/customers/detail-schemas';
import { customerIdParamsSchema, customerSubIdParamsSchema } from '@bo/contract/customers/fields';
import {
  noteBodySchema,
  noteSavedResponseSchema,
  notesResponseSchema,
  noteUpdateBodySchema,
} from '@bo/contract/customers/note-schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successFlash } from '../../lib/flash';
import { createNote, deleteNote, listNotes, updateNote } from '../../services/customers/notes';

const tags = ['customers'];
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The notes tab (overview §2.6): anyone of the area writes, the author or an administrator edits. */
export const customerNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const actorOf = (user: { id: number; roles: readonly string[] } | undefined) => ({
    id: user?.id ?? 0,
    roles: user?.roles ?? [],
  });

  app.get(
    '/customers/:id/notes',
    { schema: { tags, params: customerIdParamsSchema, response: { 200: notesResponseSchema, ...errors } } },
    async (request) => ({
      notes: await listNotes(db, { customerId: request.params.id, countryCode: request.country }),
    }),
  );

  app.post(
    '/customers/:id/notes',
    {
      schema: {
        tags,
        params: customerIdParamsSchema,
        body: noteBodySchema,
        response: { 200: customerCreatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      id: await createNote(db, {
        customerId: request.params.id,
        countryCode: request.country,
        note: request.body.note.note,
        userId: actorOf(request.user).id,
      }),
      flashMessages: successFlash('message.customer_note_saved'),
    }),
  );

  app.put(
    '/customers/:id/notes/:subId',
    {
      schema: {
        tags,
        params: customerSubIdParamsSchema,
        body: noteUpdateBodySchema,
        response: { 200: noteSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      note: await updateNote(db, {
        customerId: request.params.id,
        countryCode: request.country,
        noteId: request.params.subId,
        actor: actorOf(request.user),
        note: request.body.note.note,
        lockVersion: request.body.note.lockVersion,
      }),
      flashMessages: successFlash('message.customer_note_saved'),
    }),
  );

  app.delete(
    '/customers/:id/notes/:subId',
    { schema: { tags, params: customerSubIdParamsSchema, response: { 200: flashOnlyResponseSchema, ...errors } } },
    async (request) => {
      await deleteNote(db, {
        customerId: request.params.id,
        countryCode: request.country,
        noteId: request.params.subId,
        actor: actorOf(request.user),
      });
      return { flashMessages: successFlash('message.customer_note_deleted') };
    },
  );
};
