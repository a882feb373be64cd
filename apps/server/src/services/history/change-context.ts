import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChangeSource } from '@bo/contract/history/schemas';

/** Who saves and through which screen: what every change-history row records beside the change. */
export type ChangeContext = {
  userId: number | null;
  countryCode: string;
  routeName: string | null;
  pageUri: string | null;
  /** what made the change when no form did (a bank statement, sending, a credit note, a reminder) */
  source?: ChangeSource | null;
};

const storage = new AsyncLocalStorage<ChangeContext>();

/**
 * Runs `work` with this context. The request hook (plugins/history-context.ts) runs every API
 * handler in one, so services record history without passing the request down; the demo seed
 * and scripts name their own.
 */
export const runWithChangeContext = <T>(context: ChangeContext, work: () => T): T => storage.run(context, work);

/** The current context; outside a request or a seed run nothing is known but the country. */
export const currentChangeContext = (countryCode: string): ChangeContext =>
  storage.getStore() ?? { userId: null, countryCode, routeName: null, pageUri: null };

/**
 * Runs `work` with the request's context and `source` named as what made the changes it records:
 * `withChangeSource({ kind: 'bank_statement', ref: '42' }, () => …)`.
 */
export const withChangeSource = <T>(source: ChangeSource | null, work: () => T): T => {
  const base = storage.getStore() ?? { userId: null, countryCode: '', routeName: null, pageUri: null };
  return storage.run({ ...base, source }, work);
};
