import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a Peppol service provider speaking the outbox's HTTP JSON interface (docs/e-invoicing.md):
 * `POST /documents` takes `{ documentType, receiver, reference, document }` and answers `{ id }`; `GET /documents/{id}`
 * answers `{ status }`. What it answers is planned per receiver id: a list of submit answers used in turn (`accept`,
 * `reject`, `timeout` — never answers, `error` — 503), and the delivery state later asked (`delivered` by default).
 * Used by the API tests and the browser tests (scripts/e2e.mjs); it records what it received.
 */
export type SubmitAnswer = 'accept' | 'reject' | 'timeout' | 'error';
export type DeliveryAnswer = 'sent' | 'delivered' | 'rejected';

export type ReceivedDocument = {
  id: string;
  documentType: string;
  receiver: { scheme: string; id: string };
  reference: string;
  ubl: string;
  authorization: string | undefined;
};

export type PeppolStandIn = {
  /** the PEPPOL_PROVIDER_URL the server under test is given */
  baseUrl: string;
  token: string;
  received: ReceivedDocument[];
  /** how many submissions arrived, rejected and failed ones included */
  attempts: Map<string, number>;
  plan: (receiverId: string, submits: SubmitAnswer[], delivery?: DeliveryAnswer) => void;
  close: () => Promise<void>;
};

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

export const startPeppolStandIn = async (token = 'peppol-test-token'): Promise<PeppolStandIn> => {
  const received: ReceivedDocument[] = [];
  const attempts = new Map<string, number>();
  const submits = new Map<string, SubmitAnswer[]>();
  const deliveries = new Map<string, DeliveryAnswer>();
  const byId = new Map<string, ReceivedDocument>();
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (request, response) => {
    if (request.headers.authorization !== `Bearer ${token}`) return json(response, 401, { reason: 'bad token' });
    if (request.method === 'POST' && request.url === '/documents') {
      const body = JSON.parse(await bodyOf(request)) as Omit<ReceivedDocument, 'id' | 'ubl' | 'authorization'> & {
        document: string;
      };
      const receiverId = body.receiver.id;
      attempts.set(receiverId, (attempts.get(receiverId) ?? 0) + 1);
      const answer = submits.get(receiverId)?.shift() ?? 'accept';
      if (answer === 'timeout') {
        hanging.add(response);
        return;
      }
      if (answer === 'error') return json(response, 503, { reason: 'service unavailable' });
      if (answer === 'reject') return json(response, 422, { reason: `unknown participant ${receiverId}` });
      const document: ReceivedDocument = {
        id: `doc-${received.length + 1}`,
        documentType: body.documentType,
        receiver: body.receiver,
        reference: body.reference,
        ubl: Buffer.from(body.document, 'base64').toString('utf8'),
        authorization: request.headers.authorization,
      };
      received.push(document);
      byId.set(document.id, document);
      return json(response, 201, { id: document.id, status: 'accepted' });
    }
    const match = /^\/documents\/([^/]+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && match) {
      const document = byId.get(decodeURIComponent(match[1] ?? ''));
      if (!document) return json(response, 404, { reason: 'no such document' });
      const state = deliveries.get(document.receiver.id) ?? 'delivered';
      return json(response, 200, {
        status: state,
        ...(state === 'rejected' ? { reason: 'receiver access point refused the document' } : {}),
      });
    }
    return json(response, 404, { reason: 'not found' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    token,
    received,
    attempts,
    plan: (receiverId, answers, delivery) => {
      submits.set(receiverId, [...answers]);
      if (delivery) deliveries.set(receiverId, delivery);
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
};
