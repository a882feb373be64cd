import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { SESSION_CHANGES_CHANNEL } from './session-changes';

type Request =
  | { kind: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; textTypes: number[] }
  | { kind: 'exec'; sql: string }
  | { kind: 'dump'; compression?: 'gzip' | 'none' }
  | { kind: 'close' };
type ErrorFields = { message: string } & Record<string, unknown>;
type Reply = { id: number; result?: unknown; error?: ErrorFields } | { notification: string };
type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void };

const here = dirname(fileURLToPath(import.meta.url));

/** Beside this file in the source tree; beside the bundle (dist/) in a build. */
const workerFile = () => {
  const candidates = [join(here, 'pglite-worker.mjs'), join(here, 'db', 'pglite-worker.mjs')];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`PGlite worker not found (looked for ${candidates.join(', ')})`);
  return found;
};

const toError = (fields: ErrorFields) => Object.assign(new Error(fields.message), fields);

/**
 * PGlite in a worker thread (pglite-worker.mjs), behind the part of PGlite's interface that drizzle's
 * PGlite driver uses: `query`, `exec`, `transaction`, `close`. The HTTP thread keeps serving requests
 * (parsing, sessions, JSON) while a query runs on the other core. PGlite has one connection, so
 * statements go to it one at a time in arrival order, and a transaction holds it from BEGIN to
 * COMMIT: statements of other requests wait for the transaction's end instead of landing inside it.
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, Waiting>();
  #nextId = 1;
  #tail: Promise<unknown> = Promise.resolve();
  #failure: Error | null = null;

  private constructor(worker: Worker, onSessionChange: (payload: string) => void) {
    this.#worker = worker;
    worker.unref();
    // the worker posts a statement's notifications before its result: a listener hears a change before the
    // statement that committed it returns
    worker.on('message', (reply: Reply) =>
      'notification' in reply ? onSessionChange(reply.notification) : this.#settle(reply),
    );
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`the embedded database thread stopped (exit code ${code})`)));
  }

  /**
   * Starts the thread and waits until PGlite has opened `dataDir` (undefined: in memory). With
   * `loadDataDir`, a plain tarball of a data folder (`dumpDataDir('none')`), the new database starts
   * as a copy of it (the tests' seeded template). `onSessionChange` hears the session_changes channel (decision 214).
   */
  static async open(
    dataDir: string | undefined,
    loadDataDir: Uint8Array | undefined,
    onSessionChange: (payload: string) => void,
  ): Promise<PgliteThread> {
    // no inherited --import/--loader flags: the worker is plain JavaScript
    const worker = new Worker(workerFile(), {
      workerData: { dataDir, loadDataDir, notificationChannel: SESSION_CHANGES_CHANNEL },
      execArgv: [],
    });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the embedded database thread stopped (exit code ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: { ready?: boolean; failed?: ErrorFields }) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (message.failed) {
          void worker.terminate();
          reject(toError(message.failed));
        } else resolve();
      });
    });
    return new PgliteThread(worker, onSessionChange);
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#exclusive(() => this.#query<T>(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    return this.#exclusive(() => this.#send<Results[]>({ kind: 'exec', sql }));
  }

  /** PGlite's transaction: BEGIN, the callback, COMMIT — or ROLLBACK when it throws or calls rollback(). */
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      await this.#send({ kind: 'exec', sql: 'BEGIN' });
      let isClosed = false;
      const tx = {
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
          this.#query<R>(sql, params ?? [], options),
        exec: (sql: string) => this.#send<Results[]>({ kind: 'exec', sql }),
        rollback: async () => {
          await this.#send({ kind: 'exec', sql: 'ROLLBACK' });
          isClosed = true;
        },
        get closed() {
          return isClosed;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(tx);
        if (!isClosed) await this.#send({ kind: 'exec', sql: 'COMMIT' });
        return result;
      } catch (error) {
        if (!isClosed) await this.#send({ kind: 'exec', sql: 'ROLLBACK' });
        throw error;
      } finally {
        isClosed = true;
      }
    });
  }

  /**
   * Runs `action` with the database quiet: between statements (never inside a transaction), after a CHECKPOINT has
   * written every changed page into the data folder, and with no statement running until `action` ends — the backup
   * copies the folder meanwhile (db/backup.ts, decision 209).
   */
  whileQuiet<T>(action: () => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      await this.#send({ kind: 'exec', sql: 'CHECKPOINT' });
      return action();
    });
  }

  /** The data folder as a tarball (gzipped unless told), taken between statements (never inside a transaction). */
  async dumpDataDir(compression: 'gzip' | 'none' = 'gzip'): Promise<Blob> {
    const bytes = await this.#exclusive(() => this.#send<Uint8Array<ArrayBuffer>>({ kind: 'dump', compression }));
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (this.#failure) return;
    await this.#exclusive(() => this.#send({ kind: 'close' }));
    this.#failure = new Error('the embedded database is closed');
    await this.#worker.terminate();
  }

  /** Drizzle asks for date and time columns as text (its parsers): the worker keeps those types as text. */
  async #query<T>(sql: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const parsers = options?.parsers ?? {};
    const result = await this.#send<Results<T>>({
      kind: 'query',
      sql,
      params,
      rowMode: options?.rowMode ?? 'object',
      textTypes: Object.keys(parsers).map(Number),
    });
    const parsed = result.fields.flatMap((field, index) => {
      const parse = parsers[field.dataTypeID];
      return parse ? [{ key: options?.rowMode === 'array' ? index : field.name, parse }] : [];
    });
    if (parsed.length > 0) {
      for (const row of result.rows as Record<string | number, unknown>[]) {
        for (const { key, parse } of parsed) {
          if (row[key] !== null) row[key] = parse(row[key] as string);
        }
      }
    }
    return result;
  }

  /** One statement at a time, first come first served (a promise chain). */
  #exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(task);
    this.#tail = run.catch(() => {});
    return run;
  }

  #send<T>(request: Request): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref();
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #settle(reply: { id: number; result?: unknown; error?: ErrorFields }) {
    const waiting = this.#waiting.get(reply.id);
    if (!waiting) return;
    this.#waiting.delete(reply.id);
    if (this.#waiting.size === 0) this.#worker.unref();
    if (reply.error) waiting.reject(toError(reply.error));
    else waiting.resolve(reply.result);
  }

  #fail(error: Error) {
    this.#failure ??= error;
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }
}
