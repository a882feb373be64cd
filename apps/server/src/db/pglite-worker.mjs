// The embedded database in a thread of its own (see pglite-thread.ts, which talks to it). PGlite runs
// SQL synchronously inside WebAssembly: on the HTTP thread every query would stop all other requests.
// Plain JavaScript, so the same file runs from the source tree, under the test runner and from dist/.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.mjs';

if (!parentPort) throw new Error('pglite-worker.mjs runs only as a worker thread');
const port = parentPort;

/** The fields a PostgreSQL error carries (code, constraint, detail…), so the caller sees the same error. */
const describeError = (error) => {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { ...fields, message: error.message };
};

/** Columns of these types come back as PostgreSQL's text; the caller applies its own parsers to them. */
const keepText = (typeIds) => Object.fromEntries(typeIds.map((typeId) => [typeId, (value) => value]));

const run = async (database, request) => {
  if (request.kind === 'exec') return database.exec(request.sql);
  // A backup: the data folder as a gzipped tarball (server/db/backup.ts); the tests' seeded template
  // asks for a plain tarball (no compressing and uncompressing per test file).
  if (request.kind === 'dump') {
    return new Uint8Array(await (await database.dumpDataDir(request.compression ?? 'gzip')).arrayBuffer());
  }
  const result = await database.query(request.sql, request.params, {
    rowMode: request.rowMode,
    parsers: keepText(request.textTypes),
  });
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
};

let database;
try {
  // The options form of the constructor, so the extensions load for the in-memory database too. With
  // loadDataDir (a tarball of a data folder, tests' seeded template) the database starts as its copy.
  const { dataDir, loadDataDir, notificationChannel } = workerData;
  database = new PGlite({
    dataDir,
    extensions: pgliteExtensions,
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir], { type: 'application/x-tar' }) } : {}),
  });
  await database.waitReady;
  // the channel of session changes (named in session-changes.ts; migration 0045, decision 214): PGlite hands a
  // statement's notifications to the listener before the statement's own promise settles, so each is posted before
  // the statement's result
  await database.listen(notificationChannel, (payload) => port.postMessage({ notification: payload }));
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: describeError(error) });
}

port.on('message', async (request) => {
  if (request.kind === 'close') {
    await database?.close();
    port.postMessage({ id: request.id, result: null });
    port.close();
    return;
  }
  try {
    port.postMessage({ id: request.id, result: await run(database, request) });
  } catch (error) {
    port.postMessage({ id: request.id, error: describeError(error) });
  }
});
