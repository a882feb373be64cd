import type { ErrorKey, ErrorResponse } from '@bo/contract/errors/error-response';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { toFieldErrors } from '../lib/validation-messages';

const keyForStatus: Record<number, ErrorKey> = {
  400: 'error.validation_failed',
  401: 'error.unauthenticated',
  403: 'error.forbidden',
  404: 'error.not_found',
  409: 'error.conflict',
  413: 'error.too_large',
};

export const sendError = (reply: FastifyReply, statusCode: number, body: ErrorResponse) =>
  reply.status(statusCode).type('application/json; charset=utf-8').send(body);

/** The one error path of the server: every failure leaves in the spec's error shape. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = toFieldErrors(
        error.validation as ZodFastifySchemaValidationError[],
        error.validationContext ?? 'body',
      );
      return sendError(reply, 400, { error: { message: 'error.validation_failed', detail: { fields } } });
    }
    if (error instanceof AppError) {
      const detail = error.detail;
      return sendError(reply, error.statusCode, {
        error: { message: error.messageKey, ...(detail ? { detail } : {}) },
      });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return sendError(reply, statusCode, {
        error: { message: keyForStatus[statusCode] ?? 'error.validation_failed' },
      });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, { error: { message: 'error.internal' } });
  });
});
