import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * PGlite does not lock its folder, and a second process on the same data would corrupt it. The
 * lock is a directory created atomically (proper-lockfile) whose time stamp the holder refreshes;
 * a lock left by a crashed process goes stale and is taken over, whatever process now has the
 * old process id.
 */
const LOCK_NAME = 'data-dir.lock';
const STALE_MS = 30_000;
const UPDATE_MS = 5_000;

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(`The data folder ${dataDir} is in use by another running server or command; stop it first.`);
    this.name = 'DataDirInUseError';
  }
}

const lockOptions = (dataDir: string) => ({
  lockfilePath: join(dataDir, LOCK_NAME),
  realpath: false,
  stale: STALE_MS,
});

export type ReleaseDataDirLock = () => Promise<void>;

/** Takes the folder's lock or throws DataDirInUseError; the returned function releases it. */
export const acquireDataDirLock = async (folder: string): Promise<ReleaseDataDirLock> => {
  const dataDir = resolve(folder);
  mkdirSync(dataDir, { recursive: true });
  try {
    const release = await lockfile.lock(dataDir, {
      ...lockOptions(dataDir),
      update: UPDATE_MS,
      retries: 0,
      onCompromised: (error) => {
        // Someone else may now hold the folder: stop before two processes write the same data.
        console.error(`Lost the lock of ${dataDir} (${error.message}); stopping.`);
        process.exit(1);
      },
    });
    let isReleased = false;
    return async () => {
      if (isReleased) return;
      isReleased = true;
      await release();
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
};

/** Whether a live process holds the folder now (a stale lock does not count). */
export const isDataDirLocked = (folder: string) => lockfile.check(resolve(folder), lockOptions(resolve(folder)));
