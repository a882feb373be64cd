// A parse of an uploaded file in a thread of its own (parse-in-worker.ts starts it with a heap limit and a clock).
// Plain JavaScript like db/pglite-worker.mjs: from the source tree it loads parse-tasks.ts through tsx, from
// dist/ the bundled parse-tasks.js.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

if (!parentPort) throw new Error('parse-worker.mjs runs only as a worker thread');
const port = parentPort;

/** An error's name, message and own plain fields (an AppError's status, key, detail and flash data). */
const describeError = (error) => {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value !== 'function') fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
};

/**
 * The buffers of a result's typed arrays, two levels down (SheetRows.rows: decision 205): moved to the requesting
 * thread, not copied. Only a view over its whole buffer: a part of a bigger one is copied as usual.
 */
const transferablesOf = (result) => {
  const buffers = new Set();
  const visit = (value, depth) => {
    if (ArrayBuffer.isView(value)) {
      if (value.byteOffset === 0 && value.byteLength === value.buffer.byteLength) buffers.add(value.buffer);
    } else if (value && typeof value === 'object' && !Array.isArray(value) && depth < 2) {
      for (const inner of Object.values(value)) visit(inner, depth + 1);
    }
  };
  visit(result, 0);
  return [...buffers];
};

try {
  const { tasksFile, task, input } = workerData;
  if (tasksFile.endsWith('.ts')) {
    const { register } = await import('tsx/esm/api');
    register();
  }
  const { parseTasks } = await import(pathToFileURL(tasksFile).href);
  const result = await parseTasks[task](input);
  port.postMessage({ result }, transferablesOf(result));
} catch (error) {
  port.postMessage({ failed: describeError(error) });
}
