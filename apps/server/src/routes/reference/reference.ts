import { text } from '@bo/contract/common/fields';
import { catalogFor, isSupportedLocale } from '@bo/contract/i18n/catalogs';
import {
  billingInfoListResponseSchema,
  countriesResponseSchema,
  districtsResponseSchema,
  translationsResponseSchema,
} from '@bo/contract/reference/schemas';
import { paymentTypesResponseSchema, unitsResponseSchema } from '@bo/contract/settings/schemas';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingInfos, districts, paymentTypes, units } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { currencyOf, listCountries } from '../../services/users/reference';

const tags = ['reference'];

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get('/countries', { schema: { tags, response: { 200: countriesResponseSchema } } }, async () => ({
    countries: await listCountries(db),
  }));

  app.get('/districts', { schema: { tags, response: { 200: districtsResponseSchema } } }, async (request) => ({
    districts: await db
      .select({ id: districts.id, name: districts.name })
      .from(districts)
      .where(eq(districts.countryCode, request.country))
      .orderBy(asc(districts.name)),
  }));

  app.get('/billing-info', { schema: { tags, response: { 200: billingInfoListResponseSchema } } }, async (request) => {
    const rows = await db
      .select()
      .from(billingInfos)
      .where(eq(billingInfos.countryCode, request.country))
      .orderBy(asc(billingInfos.id));
    return { billingInfoList: rows };
  });

  app.get('/units', { schema: { tags, response: { 200: unitsResponseSchema } } }, async () => ({
    units: await db
      .select({ id: units.id, value: units.value })
      .from(units)
      .orderBy(asc(units.position), asc(units.id)),
  }));

  app.get('/payment-types', { schema: { tags, response: { 200: paymentTypesResponseSchema } } }, async (request) => {
    // the app sends its locale (cs, sk, en); a language without a catalogue gets Czech
    const catalog = catalogFor(request.headers['accept-language']?.slice(0, 2) ?? 'cs');
    const rows = await db.select().from(paymentTypes).orderBy(asc(paymentTypes.position), asc(paymentTypes.id));
    return {
      paymentTypes: rows.map((row) => ({ id: row.id, title: catalog[`payment_type.${row.code}`] ?? row.code })),
    };
  });

  app.get(
    '/translations/:locale',
    {
      schema: {
        tags,
        params: z.object({ locale: text(10) }),
        response: { 200: translationsResponseSchema },
      },
    },
    async (request, reply) => {
      if (!isSupportedLocale(request.params.locale)) throw notFound();
      reply.header('cache-control', 'no-cache');
      return {
        translations: catalogFor(request.params.locale),
        currency: { value: await currencyOf(db, request.country) },
      };
    },
  );
};
