import type { ErrorKey, ErrorResponse } from '@bo/contract/errors/error-response';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { appErrorFromDatabase } from '../lib/db-errors';
import { toFieldErrors } from '../lib/validation-messages';

/** The message of a failure Fastify itself raises (bad JSON, wrong media type, long URL, …). */
const keyForStatus: Record<number, ErrorKey> = {
  400: 'error.bad_request',
  401: 'error.unauthenticated',
  403: 'error.forbidden',
  404: 'error.not_found',
  405: 'error.method_not_allowed',
  406: 'error.not_acceptable',
  409: 'error.conflict',
  413: 'error.too_large',
  414: 'error.uri_too_long',
  415: 'error.unsupported_media_type',
  429: 'error.too_many_requests',
};

type ErrorBody = Omit<ErrorResponse, 'flashMessages'> & Partial<Pick<ErrorResponse, 'flashMessages'>>;

/** rules §8: every failure carries its message as an error flash as well. */
export const sendError = (reply: FastifyReply, statusCode: number, body: ErrorBody) =>
  reply
    .status(statusCode)
    .type('application/json; charset=utf-8')
    .send({
      ...body,
      flashMessages: body.flashMessages ?? [{ message: body.error.message, severity: 'error' as const }],
    } satisfies ErrorResponse);

const sendAppError = (reply: FastifyReply, error: AppError) =>
  sendError(reply, error.statusCode, {
    error: { message: error.messageKey, ...(error.detail ? { detail: error.detail } : {}) },
    ...(error.flashData
      ? { flashMessages: [{ message: error.messageKey, data: error.flashData, severity: 'error' as const }] }
      : {}),
  });

/** Answers any failure in the spec's error shape; only what is really the server's fault is a 500. */
export const handleError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = toFieldErrors(
      error.validation as ZodFastifySchemaValidationError[],
      error.validationContext ?? 'body',
      (request.routeOptions.config as { fullFieldNames?: boolean } | undefined)?.fullFieldNames === true,
    );
    return sendError(reply, 400, { error: { message: 'error.validation_failed', detail: { fields } } });
  }
  if (error instanceof AppError) return sendAppError(reply, error);
  const fromDatabase = appErrorFromDatabase(error);
  if (fromDatabase) {
    request.log.info({ err: error }, 'database refused the request');
    return sendAppError(reply, fromDatabase);
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return sendError(reply, statusCode, { error: { message: keyForStatus[statusCode] ?? 'error.bad_request' } });
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, { error: { message: 'error.internal' } });
};

/** The one error path of the server: every failure leaves in the spec's error shape. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
});
