import { AppError, fieldError } from '../../lib/app-error';
import { type AresSubject, aresSubjectSchema } from './ares-company';

export type AresAnswer = { kind: 'found'; subject: AresSubject } | { kind: 'not_found' };

export type AresClientOptions = { baseUrl: string; timeoutMs: number };

const unavailable = (cause: string) => Object.assign(new AppError(503, 'error.ares_unavailable'), { cause });

/**
 * Asks the register for one subject (REST API v3, `ekonomicke-subjekty/{ico}`). Not in the register
 * (404 NENALEZENO) is an answer; a refused IČ (400) is the caller's field error; anything else —
 * no connection, a timeout, a 5xx, a body that is not a subject — is 503 error.ares_unavailable.
 */
export const fetchAresSubject = async (ic: string, options: AresClientOptions): Promise<AresAnswer> => {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/ekonomicke-subjekty/${encodeURIComponent(ic)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw unavailable(error instanceof Error ? error.message : String(error));
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return { kind: 'not_found' };
  }
  if (response.status === 400) {
    await response.body?.cancel();
    throw fieldError({ ic: 'invalid_ic' });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw unavailable(`ARES answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw unavailable(error instanceof Error ? error.message : 'not JSON');
  }
  const parsed = aresSubjectSchema.safeParse(body);
  if (!parsed.success) throw unavailable('ARES answered something that is not a subject');
  return { kind: 'found', subject: parsed.data };
};
