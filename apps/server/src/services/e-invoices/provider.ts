import type { Env } from '../../config/env';

/**
 * The Peppol service provider ("digitálny poštár", an access point) behind one small HTTP JSON interface
 * (docs/e-invoicing.md): `POST {url}/documents` submits a UBL document for a receiver and answers its id;
 * `GET {url}/documents/{id}` answers its delivery state. Both with `Authorization: Bearer {token}`. A provider with
 * another API gets an adapter of this shape.
 */
export type ProviderConfig = Pick<Env, 'PEPPOL_PROVIDER_URL' | 'PEPPOL_PROVIDER_TOKEN' | 'PEPPOL_TIMEOUT_MS'>;

export type Submission = {
  documentType: 'Invoice' | 'CreditNote';
  receiver: { scheme: string; id: string };
  reference: string;
  ubl: string;
};

/** What the provider said: done (with its id), refused for good (with its reason), or try again later. */
export type ProviderAnswer =
  | { kind: 'accepted'; providerId: string }
  | { kind: 'rejected'; reason: string }
  | { kind: 'retry'; reason: string };

export type DeliveryState =
  | { kind: 'sent' }
  | { kind: 'delivered' }
  | { kind: 'rejected'; reason: string }
  | { kind: 'retry'; reason: string };

export const isProviderConfigured = (env: ProviderConfig) => Boolean(env.PEPPOL_PROVIDER_URL);

const call = async (env: ProviderConfig, path: string, init: RequestInit) => {
  const base = (env.PEPPOL_PROVIDER_URL ?? '').replace(/\/+$/, '');
  return fetch(`${base}${path}`, {
    ...init,
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(env.PEPPOL_PROVIDER_TOKEN ? { authorization: `Bearer ${env.PEPPOL_PROVIDER_TOKEN}` } : {}),
    },
    signal: AbortSignal.timeout(env.PEPPOL_TIMEOUT_MS),
  });
};

const reasonOf = async (response: Response) => {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { reason?: unknown; message?: unknown; error?: unknown };
    const reason = body.reason ?? body.message ?? body.error;
    if (typeof reason === 'string' && reason.trim()) return reason.trim().slice(0, 500);
  } catch {
    // not JSON: the status says it
  }
  return `HTTP ${response.status}`;
};

/** A network failure or a timeout: the provider may be down, the next attempt tries again. */
const failureReason = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    ? 'timeout'
    : `unreachable: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);

/** Submits one document. 2xx: accepted (or refused when the body says so); 4xx: refused for good; 5xx and failures: retry. */
export const submitDocument = async (env: ProviderConfig, submission: Submission): Promise<ProviderAnswer> => {
  try {
    const response = await call(env, '/documents', {
      method: 'POST',
      body: JSON.stringify({
        documentType: submission.documentType,
        receiver: submission.receiver,
        reference: submission.reference,
        document: Buffer.from(submission.ubl, 'utf8').toString('base64'),
      }),
    });
    if (response.status >= 500 || response.status === 429) return { kind: 'retry', reason: await reasonOf(response) };
    if (response.status >= 400) return { kind: 'rejected', reason: await reasonOf(response) };
    const body = (await response.json()) as { id?: unknown; status?: unknown; reason?: unknown };
    if (body.status === 'rejected')
      return { kind: 'rejected', reason: String(body.reason ?? 'rejected').slice(0, 500) };
    if (typeof body.id !== 'string' || body.id === '') return { kind: 'retry', reason: 'no document id in the answer' };
    return { kind: 'accepted', providerId: body.id };
  } catch (error) {
    return { kind: 'retry', reason: failureReason(error) };
  }
};

/** Reads a submitted document's delivery state. */
export const documentState = async (env: ProviderConfig, providerId: string): Promise<DeliveryState> => {
  try {
    const response = await call(env, `/documents/${encodeURIComponent(providerId)}`, { method: 'GET' });
    if (!response.ok) return { kind: 'retry', reason: await reasonOf(response) };
    const body = (await response.json()) as { status?: unknown; reason?: unknown };
    if (body.status === 'delivered') return { kind: 'delivered' };
    if (body.status === 'rejected')
      return { kind: 'rejected', reason: String(body.reason ?? 'rejected').slice(0, 500) };
    return { kind: 'sent' };
  } catch (error) {
    return { kind: 'retry', reason: failureReason(error) };
  }
};
