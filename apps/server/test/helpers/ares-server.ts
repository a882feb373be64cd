import { existsSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A stand-in for the public register ARES (REST API v3): answers `GET …/ekonomicke-subjekty/{ico}`
 * with the recorded answers in test/fixtures/ares/ (404 NENALEZENO for any other IČ, 400 for a
 * malformed one, as ARES does). Used by the API tests and the browser tests (scripts/e2e.mjs):
 * there is no internet in tests.
 */
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/ares');
const PATH = /^\/ekonomicke-subjekty-v-be\/rest\/ekonomicke-subjekty\/([^/?]*)$/;

/** IČs with a valid check digit that make the stand-in fail as the real register sometimes does. */
export const ARES_FAILING_IC = '61459445';
export const ARES_SLOW_IC = '60193913';
export const ARES_UNKNOWN_IC = '45678901';

export type AresStandIn = {
  /** The ARES_URL the server under test is given. */
  baseUrl: string;
  /** How many times each IČ was asked for. */
  requests: Map<string, number>;
  close: () => Promise<void>;
};

const readFixture = (name: string) => readFileSync(join(fixtures, `${name}.json`));

const answer = (response: ServerResponse, status: number, body: Buffer | string) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
};

export const startAresStandIn = async (port = 0): Promise<AresStandIn> => {
  const requests = new Map<string, number>();
  const server = createServer((request, response) => {
    const match = PATH.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) return answer(response, 404, '{"kod":"NENALEZENO","popis":"Nenalezeno."}');
    const ico = decodeURIComponent(match[1] ?? '');
    requests.set(ico, (requests.get(ico) ?? 0) + 1);
    if (ico === ARES_FAILING_IC) return answer(response, 500, '{"kod":"CHYBA_SERVERU","popis":"Interní chyba."}');
    if (ico === ARES_SLOW_IC) return; // never answers; the client's timeout ends it
    if (!/^\d{8}$/.test(ico)) return answer(response, 400, readFixture('bad-request'));
    if (!existsSync(join(fixtures, `${ico}.json`))) return answer(response, 404, readFixture('not-found'));
    return answer(response, 200, readFixture(ico));
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${actualPort}/ekonomicke-subjekty-v-be/rest`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};
