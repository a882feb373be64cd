import type { ErrorKey } from '@bo/contract/errors/error-response';

export type ErrorDetail = {
  fields?: Record<string, string>;
  itemId?: number | string;
  /** 409 error.stale_version (db/update-versioned.ts). */
  current?: unknown;
  changedBy?: string | null;
  changedAt?: string;
};

/**
 * A failure the client should see: status, translation key and optional field details. `flashData` are the
 * values its error flash interpolates (the limit an upload went over: `{ limit: 10 }`).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ErrorKey,
    readonly detail?: ErrorDetail,
    readonly flashData?: Record<string, string | number>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'error.not_found');
export const forbidden = () => new AppError(403, 'error.forbidden');
export const fieldError = (fields: Record<string, string>) => new AppError(400, 'error.validation_failed', { fields });
