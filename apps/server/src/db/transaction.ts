import type { Db } from './client';

/**
 * Runs `work` in one transaction: all of it or nothing. A transaction is itself a `Db`, so services take `Db` and
 * run the same inside or outside one; called on a transaction it nests as a savepoint.
 */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx));
