import type { ErrorResponse, FlashMessageDto } from '@bo/contract/errors/error-response';
import { buildPath } from '@/config/paths';
import { ApiError } from './api-error';
import { BUILD_APP_HASH, isDevBuild } from './app-hash';
import { authStore, setLoggedOut } from './auth-store';
import { addFlash, MIN_DISPLAY_ERROR_MS, MIN_DISPLAY_LOADING_MS } from './flash-store';
import { queryClient } from './query-client';
import { pageUuid, requestContext } from './request-context';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
  /** `blob` for PDF and XML downloads; `file` answers the blob with the file name the server gives it. */
  responseType?: 'json' | 'blob' | 'file';
  /** The caller shows a failure itself (the login form shows error.message, rules §8): no flash. */
  showsOwnError?: boolean;
};

const UNSAFE_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_COOKIE = 'XSRF-TOKEN';
const NEW_VERSION_FLASH_ID = 'app-new-version';

const readCookie = (name: string) => {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
};

/** A download: its bytes and the file name of its Content-Disposition (the UTF-8 `filename*` first). */
export type DownloadedFile = { blob: Blob; filename: string };

export const fileNameOf = (disposition: string) => {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed escape: the plain name below
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? 'download';
};

/** Empty filter values are dropped (rules §7). */
const toSearch = (query: RequestOptions['query']) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `?${search}` : '';
};

const buildHeaders = (hasBody: boolean, csrfToken: string | undefined) => {
  const { country, routeName, locale } = requestContext.getState();
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': locale,
    'x-fe-page-uuid': pageUuid,
    'x-page-uri': `${window.location.pathname}${window.location.search}`,
    'x-fe-route-name': routeName ?? '',
  });
  const effectiveCountry = country ?? authStore.getState().user?.countryCodes[0];
  if (effectiveCountry) headers.set('x-country', effectiveCountry);
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (csrfToken) headers.set('X-XSRF-TOKEN', csrfToken);
  return headers;
};

/** rules §8: the server sends its build's hash; another one than this bundle's means a new version is deployed. */
const checkAppHash = (response: Response) => {
  const appHash = response.headers.get('x-app-hash');
  if (!appHash || isDevBuild || appHash === BUILD_APP_HASH) return;
  addFlash({
    id: NEW_VERSION_FLASH_ID,
    message: 'app.new_version_available',
    severity: 'warning',
    closable: false,
    action: { label: 'app.reload', onAction: () => window.location.reload() },
  });
};

/** rules §8: HTTP 401 — logged out, user cleared, cached data dropped; the auth guard sends the user to login. */
const handleUnauthorized = () => {
  const { isLoggedIn, isLoaded, isLoggingOut } = authStore.getState();
  if (isLoggedIn) setLoggedOut(isLoggingOut ? 'logout' : 'expired');
  else if (!isLoaded) setLoggedOut();
  queryClient.clear();
};

/** rules §8: the response's flash messages stay at least 2 s, list loads 1 s. */
const showFlashMessages = (messages: FlashMessageDto[], method: HttpMethod) => {
  const { country } = requestContext.getState();
  for (const flash of messages) {
    const customerId = flash.data?.customerId;
    const applicationId = flash.data?.applicationId;
    const hasApplication = (typeof customerId === 'number' || typeof customerId === 'string') && !!applicationId;
    addFlash({
      message: flash.message,
      severity: flash.severity,
      data: flash.data,
      minDisplayMs: method === 'GET' ? MIN_DISPLAY_LOADING_MS : MIN_DISPLAY_ERROR_MS,
      detailPath: hasApplication
        ? buildPath('customer-application-detail', { country, customerId, applicationId: String(applicationId) })
        : undefined,
    });
  }
};

const readErrorBody = async (response: Response): Promise<Partial<ErrorResponse> | undefined> => {
  try {
    return (await response.json()) as Partial<ErrorResponse>;
  } catch {
    return undefined;
  }
};

/**
 * The token cookie can be replaced between reading it and the server checking it (a response to
 * another request renewed it); the server then answers 403 error.csrf with a fresh token, and the
 * request is sent once more with that one.
 */
const isStaleCsrfToken = (error: ApiError, sentToken: string | undefined) =>
  error.status === 403 && error.messageKey === 'error.csrf' && readCookie(CSRF_COOKIE) !== sentToken;

const request = async <Result>(
  method: HttpMethod,
  url: string,
  options: RequestOptions = {},
  isRetry = false,
): Promise<Result> => {
  const hasBody = options.body !== undefined;
  const csrfToken = UNSAFE_METHODS.has(method) ? readCookie(CSRF_COOKIE) : undefined;
  let response: Response;
  try {
    response = await fetch(`${url}${toSearch(options.query)}`, {
      method,
      headers: buildHeaders(hasBody, csrfToken),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, undefined);
  }
  checkAppHash(response);

  if (!response.ok) {
    const error = new ApiError(response.status, await readErrorBody(response));
    if (!isRetry && isStaleCsrfToken(error, csrfToken)) return request<Result>(method, url, options, true);
    if (response.status === 401) handleUnauthorized();
    // Every error body carries its message as a flash; a 401 sends the user to login instead.
    // A stale save is told by the stale-version dialog (lib/stale-version.ts), not twice.
    else if (!options.showsOwnError && error.messageKey !== 'error.stale_version') {
      showFlashMessages(error.flashMessages, method);
    }
    throw error;
  }
  if (options.responseType === 'blob') return (await response.blob()) as Result;
  if (options.responseType === 'file') {
    const filename = fileNameOf(response.headers.get('content-disposition') ?? '');
    return { blob: await response.blob(), filename } as Result;
  }
  if (response.status === 204) return undefined as Result;
  return (await response.json()) as Result;
};

/** The one HTTP client of the app: every call to /v1 and /v2 goes through it. */
export const api = {
  get: <Result>(url: string, options?: RequestOptions) => request<Result>('GET', url, options),
  post: <Result>(url: string, body?: unknown, options?: RequestOptions) =>
    request<Result>('POST', url, { ...options, body }),
  put: <Result>(url: string, body: unknown, options?: RequestOptions) =>
    request<Result>('PUT', url, { ...options, body }),
  patch: <Result>(url: string, body: unknown, options?: RequestOptions) =>
    request<Result>('PATCH', url, { ...options, body }),
  delete: <Result>(url: string, options?: RequestOptions) => request<Result>('DELETE', url, options),
};
