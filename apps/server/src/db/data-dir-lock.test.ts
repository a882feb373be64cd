import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, isDataDirLocked } from './data-dir-lock';

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'bo-lock-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Another process that takes the folder's lock and holds it until it is killed. */
const holdInChild = async (folder: string) => {
  const script = `import { acquireDataDirLock } from ${JSON.stringify(join(import.meta.dirname, 'data-dir-lock.ts'))};
await acquireDataDirLock(${JSON.stringify(folder)});
console.log('locked');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && done());
    child.on('exit', (code) => fail(new Error(`the child exited with ${code}`)));
  });
  return child;
};

describe('the data folder lock', () => {
  it('refuses a second holder while the first lives, in this process or another', async () => {
    const folder = newFolder();
    const release = await acquireDataDirLock(folder);
    await expect(acquireDataDirLock(folder)).rejects.toBeInstanceOf(DataDirInUseError);
    expect(await isDataDirLocked(folder)).toBe(true);
    await release();
    expect(await isDataDirLocked(folder)).toBe(false);

    const child = await holdInChild(folder);
    try {
      await expect(acquireDataDirLock(folder)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      child.kill('SIGTERM');
    }
  }, 30_000);

  it('is taken over at once when its process was killed (kill -9)', async () => {
    const folder = newFolder();
    const child = await holdInChild(folder);
    const exited = new Promise((done) => child.on('exit', done));
    child.kill('SIGKILL');
    await exited;
    expect(await isDataDirLocked(folder)).toBe(false);
    // no waiting for the lock to go stale: the dead process's lock is taken over by the first attempt
    const release = await acquireDataDirLock(folder);
    expect(await isDataDirLocked(folder)).toBe(true);
    await release();
  }, 30_000);
});
