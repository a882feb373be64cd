import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';

/** Requests slower than this are logged at info; the rest at debug. */
export const SLOW_REQUEST_MS = 500;

export const REDACTED = '[Redacted]';

/** Keys whose values never reach a log line, at any depth. */
const SECRET_KEY = /pass|pwd|secret|token|cookie|authorization|hash|session|^sid$|csrf|xsrf|api[-_]?key|encrypt|bytes/i;
/** Values that are secrets whatever their key: argon2 hashes, sealed secrets (lib/secret-box). */
const SECRET_VALUE = /\$argon2(?:id|i|d)\$[^\s"',]*|\bv1\.[A-Za-z0-9+/=]{8,}\.[A-Za-z0-9+/=]{8,}\.[A-Za-z0-9+/=]*/g;

const scrubText = (text: string) => text.replace(SECRET_VALUE, REDACTED);

/** A copy of a log object with secret keys and secret-looking values replaced. */
export const redactDeep = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  // Class instances (errors, requests, replies) are left to their serializers.
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : redactDeep(item, depth + 1);
  }
  return out;
};

/** The path of a URL without its query string (queries may hold personal data or tokens). */
export const pathOf = (url: string | undefined) => (url ?? '').split('?')[0] ?? '';

type PgLikeError = Error & {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
  statusCode?: unknown;
};

const isSqlState = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** A database error: the driver's (code, severity) or drizzle's wrapper (query, params, cause). */
const databaseErrorOf = (error: PgLikeError): PgLikeError | undefined => {
  const cause = error.cause as PgLikeError | undefined;
  if (cause && typeof cause === 'object' && isSqlState(cause.code)) return cause;
  if (isSqlState(error.code) || 'params' in error || 'query' in error) return error;
  return undefined;
};

const stringOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Errors in logs: a database error is its SQLSTATE code, constraint, table and column — never its
 * message, detail or bound parameters (they held password hashes, sealed secrets and personal data).
 * Other errors keep type, message and stack, scrubbed of secret-looking values.
 */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export const serializeError = (error: unknown): SerializedError => {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const pgError = error as PgLikeError;
  const database = databaseErrorOf(pgError);
  if (database) {
    const stackFrames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    return {
      type: 'DatabaseError',
      message: 'database query failed',
      code: stringOrUndefined(database.code),
      constraint: stringOrUndefined(database.constraint),
      table: stringOrUndefined(database.table),
      column: stringOrUndefined(database.column),
      routine: stringOrUndefined(database.routine),
      stack: stackFrames.join('\n'),
    };
  }
  return {
    type: error.name,
    message: scrubText(error.message),
    ...(typeof pgError.statusCode === 'number' ? { statusCode: pgError.statusCode } : {}),
    ...(typeof pgError.code === 'string' ? { code: pgError.code } : {}),
    stack: scrubText(error.stack ?? ''),
  };
};

const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  path: pathOf(request.url),
  route: request.routeOptions?.url,
  ip: request.ip,
});

const serializeReply = (reply: { statusCode: number }) => ({ statusCode: reply.statusCode });

/**
 * Request lines at debug; errors (5xx) and slow requests at info. Paths only, never the query string.
 */
class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = Math.round(reply.elapsedTime);
    const line = { req: request, res: reply, responseTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500 || responseTime > SLOW_REQUEST_MS) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug({ req: request }, 'route not found');
  }
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Pino options of the server: serializers and redaction that keep secrets and personal data out. */
export const loggerOptions = (level: string, stream?: NodeJS.WritableStream): LoggerOptions => ({
  level,
  ...(stream ? { stream } : {}),
  serializers: { req: serializeRequest, res: serializeReply, err: serializeError },
  redact: {
    paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]'],
    censor: REDACTED,
  },
  formatters: { log: (object) => redactDeep(object) as Record<string, unknown> },
  hooks: {
    logMethod(args, method) {
      const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
      return method.apply(this, scrubbed as Parameters<typeof method>);
    },
  },
});

/** Fastify options that go with the logger: request-line levels, and the path on every request's lines. */
export const logServerOptions = (): Pick<FastifyServerOptions, 'logController' | 'childLoggerFactory'> => ({
  logController: new RequestLogController(),
  childLoggerFactory: (logger, bindings, options, rawRequest) =>
    logger.child({ ...bindings, path: pathOf(rawRequest.url) }, options),
});
