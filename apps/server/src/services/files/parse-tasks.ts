import { readStatementFile } from '../bank-statements/parse-statement';
import { readSheetRows } from '../customers/import/read-sheet';

/**
 * The parses that run in a worker thread (parse-in-worker.ts): each takes the uploaded bytes (a Uint8Array
 * once they cross the thread) and answers plain data or throws an AppError. Its own entry of the build.
 */
export const parseTasks = {
  customerSheet: readSheetRows,
  bankStatement: readStatementFile,
};
export type ParseTasks = typeof parseTasks;
