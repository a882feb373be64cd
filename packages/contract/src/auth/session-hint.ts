/**
 * The session cookie is httpOnly, so the web app cannot see whether there is one. Beside it the
 * server keeps a readable hint cookie (value "1", never the session): present while a session is
 * valid, removed by the first answer that finds none. Without the hint the app skips
 * GET /v1/auth/logged on page load, which would only answer 401 (decision 040).
 */
export const sessionHintCookieName = (isSecure: boolean) => (isSecure ? '__Host-session-hint' : 'session-hint');

/** Whether a `document.cookie` string carries the hint (either name). */
export const hasSessionHint = (cookies: string) => /(?:^|;\s*)(?:__Host-)?session-hint=1(?:;|$)/.test(cookies);
