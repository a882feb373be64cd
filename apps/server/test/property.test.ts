import type { Role } from '@bo/contract/auth/roles';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { startAresStandIn } from './helpers/ares-server';
import {
  answerChecker,
  type Clients,
  caseArbitrary,
  type FuzzDocument,
  fuzzOperationsOf,
  sendCase,
} from './helpers/fuzz-operations';
import { startPeppolStandIn } from './helpers/peppol-provider';
import { startTestApp } from './helpers/test-app';

/**
 * Issue 24: property tests of every operation. Generated valid and invalid bodies, queries and path values (from
 * the app's own OpenAPI document, so a new route is covered by itself), sent by every role and by nobody: no answer
 * is a 5xx, and each is one the document states (status, media type, JSON schema). FUZZ_CASES cases per operation
 * (default 12) and FUZZ_SEED make a run repeatable; the long run is `npm run bench:fuzz`.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);

const ares = await startAresStandIn();
const peppol = await startPeppolStandIn();
const t = await startTestApp({
  env: { ARES_URL: ares.baseUrl, PEPPOL_PROVIDER_URL: peppol.baseUrl, PEPPOL_PROVIDER_TOKEN: peppol.token },
});
const document = t.app.swagger() as unknown as FuzzDocument;
const operations = fuzzOperationsOf(document);
const check = answerChecker(document);
const logins: Record<Role, string> = {
  administrator: 'admin',
  operator: 'operator',
  driver: 'driver',
  accountant: 'accountant',
};
const relogin = async (role: Role) => t.loginAs(logins[role]).catch(() => undefined);
const clients: Clients = {
  anonymous: t.client(),
  administrator: await relogin('administrator'),
  operator: await relogin('operator'),
  driver: await relogin('driver'),
  accountant: await relogin('accountant'),
};
/** Answers by status, printed at the end: how deep the generated cases reached. */
const statuses = new Map<number, number>();
afterAll(async () => {
  const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  console.log(`property tests: ${total} cases on ${operations.length} operations — ${byStatus.join(', ')}`);
  await t.close();
  await ares.close();
  await peppol.close();
});

describe('every operation, generated input, every role', () => {
  it.each(operations.map((operation) => [`${operation.method} ${operation.url}`, operation] as const))(
    '%s answers below 500 and as documented',
    async (_name, operation) => {
      const cases = fc.sample(caseArbitrary(operation), { numRuns: CASES, seed: SEED });
      const problems: string[] = [];
      for (const fuzzCase of cases) {
        const response = await sendCase(clients, relogin, operation, fuzzCase);
        if (!response) continue;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const problem = check(operation, response, fuzzCase);
        if (problem) {
          problems.push(
            `${fuzzCase.role} ${operation.method} ${fuzzCase.path} ${JSON.stringify(fuzzCase.body)?.slice(0, 300)} → ${problem}`,
          );
        }
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  // What the generated writes stored — at the schemas' bounds: longest texts, largest and smallest numbers, the
  // first and last allowed days — reads back: every read of every role answers as documented.
  it('after the generated writes, every read answers below 500 and as documented', async () => {
    const problems: string[] = [];
    const reads = operations.filter((operation) => operation.method === 'GET');
    for (const operation of reads) {
      for (const id of ['1', '2', '3']) {
        const path = operation.url.replace(/:[A-Za-z]+/g, id);
        for (const role of operation.allowed) {
          const fuzzCase = { role, path, isValid: true };
          const response = await sendCase(clients, relogin, operation, fuzzCase);
          if (!response) continue;
          const problem = check(operation, response, fuzzCase);
          if (problem) problems.push(`${role} GET ${path} → ${problem}`);
        }
        if (!operation.url.includes(':')) break;
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
