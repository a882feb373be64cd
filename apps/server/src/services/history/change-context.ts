import { AsyncLocalStorage } from 'node:async_hooks';

/** Who saves and through which screen: what every change-history row records beside the change. */
export type ChangeContext = {
  userId: number | null;
  countryCode: string;
  routeName: string | null;
  pageUri: string | null;
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
