import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error';
import type { ParseTasks } from './parse-tasks';
import { type ParseBudget, parseBudgetSpent } from './upload-limits';

const here = dirname(fileURLToPath(import.meta.url));

/** Beside this file in the source tree (the tasks through tsx); beside the bundle (dist/) in a build. */
const workerFiles = () => {
  const worker = join(here, 'parse-worker.mjs');
  const tasksFile = [join(here, 'parse-tasks.js'), join(here, 'parse-tasks.ts')].find((file) => existsSync(file));
  if (!existsSync(worker) || !tasksFile) throw new Error(`parse worker not found beside ${here}`);
  return { worker, tasksFile };
};

/** Parses at once: each holds up to its budget's heap, so a queue keeps the sum bounded on a small machine. */
const MAX_RUNNING = 2;
let running = 0;
const queue: (() => void)[] = [];
const takeSlot = async () => {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => queue.push(resolve));
  running += 1;
};
const freeSlot = () => {
  running -= 1;
  queue.shift()?.();
};

type Output<Task extends keyof ParseTasks> = Awaited<ReturnType<ParseTasks[Task]>>;
type Failure = { name: string; message: string } & Record<string, unknown>;

/** An AppError thrown in the worker is the same AppError here; a blown stack is the budget; anything else a bug. */
const revive = (failure: Failure, spent: () => AppError) => {
  if (failure.name === 'AppError') {
    const { statusCode, messageKey, detail, flashData } = failure as unknown as AppError;
    return new AppError(statusCode, messageKey, detail, flashData);
  }
  if (failure.name === 'RangeError' && /call stack/i.test(failure.message)) return spent();
  return Object.assign(new Error(failure.message), { name: failure.name });
};

/**
 * Runs one parse task (parse-tasks.ts) on an uploaded file in a worker thread, so the request loop keeps
 * answering while it runs, under a budget: a heap limit and a wall-clock time after which the worker is
 * terminated. A spent budget is a 413 field error on `field` naming the budget, never a 500 or a dead process.
 * One worker per parse: a terminated or out-of-memory worker takes nothing else down with it.
 */
export const parseInWorker = async <Task extends keyof ParseTasks>(
  task: Task,
  input: Parameters<ParseTasks[Task]>[0],
  options: { budget: ParseBudget; field: string },
): Promise<Output<Task>> => {
  const { worker: workerFile, tasksFile } = workerFiles();
  const spent = () => parseBudgetSpent(options.field, options.budget);
  await takeSlot();
  try {
    return await new Promise<Output<Task>>((resolve, reject) => {
      const worker = new Worker(workerFile, {
        workerData: { tasksFile, task, input },
        // no inherited --import/--loader flags: the worker loads what it needs itself
        execArgv: [],
        resourceLimits: {
          maxOldGenerationSizeMb: options.budget.memoryMb,
          maxYoungGenerationSizeMb: 16,
          stackSizeMb: 4,
        },
      });
      let isSettled = false;
      const settle = (outcome: () => void) => {
        if (isSettled) return;
        isSettled = true;
        clearTimeout(timer);
        void worker.terminate();
        outcome();
      };
      const timer = setTimeout(() => settle(() => reject(spent())), options.budget.timeoutMs);
      worker.once('message', (message: { result?: unknown; failed?: Failure }) =>
        settle(() =>
          message.failed ? reject(revive(message.failed, spent)) : resolve(message.result as Output<Task>),
        ),
      );
      worker.once('error', (error: Error & { code?: string }) =>
        settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? spent() : error)),
      );
      worker.once('exit', (code) => settle(() => reject(new Error(`the parse worker stopped (exit code ${code})`))));
    });
  } finally {
    freeSlot();
  }
};
