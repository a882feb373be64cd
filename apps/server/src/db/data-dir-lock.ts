import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * PGlite does not lock its folder, and a second process on the same data would corrupt it. The lock is a
 * directory created atomically (mkdir) holding its owner: host, process id and the process's start time.
 * A lock whose process no longer exists on this host — the server was killed, the machine restarted — is
 * taken over at once, so a supervisor may restart the server straight after a crash (decision 187). The
 * start time tells a reused process id from the owner. A lock of another host (a shared folder) is never
 * taken over: that process cannot be seen from here.
 */
const LOCK_NAME = 'data-dir.lock';
const OWNER_FILE = 'owner.json';
/** A lock without its owner file yet (its process is between mkdir and write) counts as held this long. */
const OWNERLESS_GRACE_MS = 10_000;

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(`The data folder ${dataDir} is in use by another running server or command; stop it first.`);
    this.name = 'DataDirInUseError';
  }
}

type Owner = { host: string; pid: number; startedAt: string | null };

/** The start time of a process as the kernel counts it (Linux /proc), or null where there is no /proc. */
const startTimeOf = (pid: number): string | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name (which may hold spaces and parentheses); the 22nd field is starttime
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
};

const isAlive = (owner: Owner) => {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists and belongs to someone else
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (owner.startedAt === null) return true;
  const startedAt = startTimeOf(owner.pid);
  return startedAt === null || startedAt === owner.startedAt;
};

const readOwner = (lockDir: string): Owner | undefined => {
  try {
    const owner = JSON.parse(readFileSync(join(lockDir, OWNER_FILE), 'utf8')) as Partial<Owner>;
    if (typeof owner.host !== 'string' || !Number.isSafeInteger(owner.pid)) return undefined;
    return { host: owner.host, pid: owner.pid as number, startedAt: owner.startedAt ?? null };
  } catch {
    return undefined;
  }
};

/** Whether the lock at `lockDir` is held by a live process (or one this host cannot see). */
const isHeld = (lockDir: string) => {
  let modifiedAt: number;
  try {
    modifiedAt = statSync(lockDir).mtimeMs;
  } catch {
    return false;
  }
  const owner = readOwner(lockDir);
  if (!owner) return Date.now() - modifiedAt < OWNERLESS_GRACE_MS;
  return owner.host !== hostname() || isAlive(owner);
};

const lockDirOf = (folder: string) => join(resolve(folder), LOCK_NAME);

export type ReleaseDataDirLock = () => Promise<void>;

/** Takes the folder's lock or throws DataDirInUseError; the returned function releases it. */
export const acquireDataDirLock = async (folder: string): Promise<ReleaseDataDirLock> => {
  const dataDir = resolve(folder);
  mkdirSync(dataDir, { recursive: true });
  const lockDir = lockDirOf(dataDir);
  const owner: Owner = { host: hostname(), pid: process.pid, startedAt: startTimeOf(process.pid) };
  for (let attempt = 0; ; attempt += 1) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (attempt > 0 || isHeld(lockDir)) throw new DataDirInUseError(dataDir);
      // the owner is gone: its lock is taken over (once; a racing process that won it holds it now)
      rmSync(lockDir, { recursive: true, force: true });
    }
  }
  writeFileSync(join(lockDir, OWNER_FILE), JSON.stringify(owner));
  let isReleased = false;
  return async () => {
    if (isReleased) return;
    isReleased = true;
    const current = readOwner(lockDir);
    if (current?.pid === owner.pid && current.host === owner.host) rmSync(lockDir, { recursive: true, force: true });
  };
};

/** Whether a live process holds the folder now (a lock left by a process that is gone does not count). */
export const isDataDirLocked = async (folder: string) => isHeld(lockDirOf(folder));
