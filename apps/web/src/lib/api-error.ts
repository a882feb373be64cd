import type { ErrorResponse, FlashMessageDto } from '@bo/contract/errors/error-response';

/** A failed call in the spec's error shape (DESIGN §2). `status` 0 means the server was not reached. */
export class ApiError extends Error {
  readonly status: number;
  /** A full catalog key, e.g. `error.invalid_credentials`. */
  readonly messageKey: string;
  /** Field → form_validation key. */
  readonly fields: Record<string, string>;
  readonly itemId: number | string | undefined;
  /** The whole error.detail (e.g. the current record of a 409 error.stale_version). */
  readonly detail: unknown;
  readonly flashMessages: FlashMessageDto[];

  constructor(status: number, body: Partial<ErrorResponse> | undefined) {
    const messageKey = body?.error?.message ?? (status === 0 ? 'error.network' : 'error.internal');
    super(messageKey);
    this.name = 'ApiError';
    this.status = status;
    this.messageKey = messageKey;
    this.fields = body?.error?.detail?.fields ?? {};
    this.itemId = body?.error?.detail?.itemId;
    this.detail = body?.error?.detail;
    this.flashMessages = body?.flashMessages ?? [];
  }

  get hasFieldErrors() {
    return Object.keys(this.fields).length > 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
