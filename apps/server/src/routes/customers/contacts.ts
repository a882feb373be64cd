import {
  contactBodySchema,
  contactsBodySchema,
  contactsResponseSchema,
  contactsSavedResponseSchema,
  contactUpdateBodySchema,
} from '@bo/contract/customers/contact-schemas';
import { customerCreatedResponseSchema, flashOnlyResponseSchema } from '@bo/contract/customers/detail-schemas';
import { customerIdParamsSchema, customerSubIdParamsSchema } from '@bo/contract/customers/fields';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successFlash } from '../../lib/flash';
import {
  createContact,
  deleteContact,
  listContacts,
  saveContactSlots,
  updateContact,
} from '../../services/customers/contacts';

const tags = ['customers'];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const saved = () => successFlash('message.customer_contacts_saved');

/** The four contact slots of a customer (overview §2.6 detail tab, §4 contact slot). */
export const customerContactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/customers/:id/contacts',
    { schema: { tags, params: customerIdParamsSchema, response: { 200: contactsResponseSchema, ...errors } } },
    async (request) => ({
      contacts: await listContacts(db, { customerId: request.params.id, countryCode: request.country }),
    }),
  );

  app.put(
    '/customers/:id/contacts',
    {
      schema: {
        tags,
        params: customerIdParamsSchema,
        body: contactsBodySchema,
        response: { 200: contactsSavedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      contacts: await saveContactSlots(db, {
        customerId: request.params.id,
        countryCode: request.country,
        slots: request.body.contacts,
        actorId: request.user?.id ?? null,
      }),
      flashMessages: saved(),
    }),
  );

  app.post(
    '/customers/:id/contacts',
    {
      schema: {
        tags,
        params: customerIdParamsSchema,
        body: contactBodySchema,
        response: { 200: customerCreatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      id: await createContact(db, {
        customerId: request.params.id,
        countryCode: request.country,
        input: request.body.contact,
      }),
      flashMessages: saved(),
    }),
  );

  app.put(
    '/customers/:id/contacts/:subId',
    {
      schema: {
        tags,
        params: customerSubIdParamsSchema,
        body: contactUpdateBodySchema,
        response: { 200: flashOnlyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { lockVersion, ...input } = request.body.contact;
      await updateContact(db, {
        customerId: request.params.id,
        countryCode: request.country,
        contactId: request.params.subId,
        input,
        lockVersion,
        actorId: request.user?.id ?? null,
      });
      return { flashMessages: saved() };
    },
  );

  app.delete(
    '/customers/:id/contacts/:subId',
    { schema: { tags, params: customerSubIdParamsSchema, response: { 200: flashOnlyResponseSchema, ...errors } } },
    async (request) => {
      await deleteContact(db, {
        customerId: request.params.id,
        countryCode: request.country,
        contactId: request.params.subId,
      });
      return { flashMessages: saved() };
    },
  );
};
