import { callPlayParamsSchema, customerCallsResponseSchema } from '@bo/contract/customers/call-schemas';
import { customerIdParamsSchema } from '@bo/contract/customers/fields';
import { nearCustomersResponseSchema, nearQuerySchema } from '@bo/contract/customers/near-schemas';
import { errorResponseSchema } from '@bo/contract/errors/error-response';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { parseRange } from '../../lib/http-range';
import { fileAnswer } from '../../lib/openapi';
import { findCallRecording, listCustomerCalls } from '../../services/customers/calls';
import { findNearCustomers } from '../../services/customers/near';
import { downloadHeaders } from '../../services/files/files';

const tags = ['customers'];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema };
/** Bytes pass through unserialised; the schema only documents them. */

/** The map tab (near customers) and the calls tab with recordings (overview §2.6). */
export const customerMapAndCallsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/customers/:id/near',
    {
      schema: {
        tags,
        params: customerIdParamsSchema,
        querystring: nearQuerySchema,
        response: { 200: nearCustomersResponseSchema, ...errors },
      },
    },
    async (request) =>
      findNearCustomers(db, {
        customerId: request.params.id,
        countryCode: request.country,
        radiusKm: request.query.radius,
        operatorId: request.query.user ?? request.user?.id ?? 0,
      }),
  );

  app.get(
    '/customers/:id/calls',
    { schema: { tags, params: customerIdParamsSchema, response: { 200: customerCallsResponseSchema, ...errors } } },
    async (request) => listCustomerCalls(db, { customerId: request.params.id, countryCode: request.country }),
  );

  app.get(
    '/customers/:customerId/calls/:callId/play',
    {
      schema: {
        tags,
        description: 'The call recording as audio/mpeg; honours a single `Range: bytes=` request (206).',
        params: callPlayParamsSchema,
        response: {
          200: fileAnswer('audio/mpeg', 'The whole recording'),
          206: fileAnswer('audio/mpeg', 'The requested byte range'),
          404: errorResponseSchema,
          416: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await findCallRecording(db, {
        customerId: request.params.customerId,
        countryCode: request.country,
        callId: request.params.callId,
      });
      const bytes = file.bytes;
      const range = parseRange(request.headers.range, bytes.length);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${bytes.length}`);
        throw new AppError(416, 'error.range_not_satisfiable');
      }
      reply.headers({ ...downloadHeaders({ ...file, type: 'audio/mpeg' }, true), 'accept-ranges': 'bytes' });
      if (!range) return reply.send(bytes);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(bytes.subarray(range.start, range.end + 1));
    },
  );
};
