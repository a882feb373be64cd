import { createReadStream, createWriteStream, type Dirent, mkdirSync, readdirSync, statSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A folder as a gzipped tar archive (POSIX ustar) and back, streamed both ways: the embedded database's folder
 * holds gigabytes at a million customers, and neither side keeps more than one slice of one file in memory
 * (decision 209). The entries are the ones PGlite's own dumpDataDir writes — names from the folder's root with a
 * leading "/", each folder before what it holds — so PGlite opens such an archive as its `loadDataDir`, and an
 * archive PGlite wrote extracts here.
 */

const BLOCK = 512;
const SLICE = 1024 * 1024;
/** The largest size an ustar header's 11 octal digits hold (8 GiB); PostgreSQL's files are at most 1 GiB. */
const MAX_SIZE = 8 * 1024 ** 3 - 1;
const FILE_TYPE = '0';
const FOLDER_TYPE = '5';

export class ArchiveError extends Error {}

type Entry = { name: string; path: string; isFolder: boolean; mode: number; size: number; mtime: Date };

/** The folder's entries, depth first, each folder before its contents, in name order; links and sockets are skipped. */
function* entriesOf(root: string, folder = root): Generator<Entry> {
  const children = readdirSync(folder, { withFileTypes: true }).sort((a: Dirent, b: Dirent) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const child of children) {
    if (!child.isFile() && !child.isDirectory()) continue;
    const path = join(folder, child.name);
    const stat = statSync(path);
    const name = `/${relative(root, path).split(sep).join('/')}`;
    yield { name, path, isFolder: child.isDirectory(), mode: stat.mode & 0o7777, size: stat.size, mtime: stat.mtime };
    if (child.isDirectory()) yield* entriesOf(root, path);
  }
}

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;

/** A name in ustar's two fields: up to 100 bytes, or a prefix of up to 155 split off at a "/". */
const splitName = (name: string): { name: string; prefix: string } => {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: '' };
  for (let at = name.indexOf('/', 1); at !== -1; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const rest = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { name: rest, prefix };
  }
  throw new ArchiveError(`a name too long for the archive: ${name}`);
};

const headerOf = (entry: Entry) => {
  if (entry.size > MAX_SIZE) throw new ArchiveError(`a file too large for the archive: ${entry.name}`);
  const header = Buffer.alloc(BLOCK);
  const { name, prefix } = splitName(entry.name);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(entry.mode, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(entry.isFolder ? 0 : entry.size, 12), 124, 'ascii');
  header.write(octal(Math.floor(entry.mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write(' '.repeat(8), 148, 'ascii');
  header.write(entry.isFolder ? FOLDER_TYPE : FILE_TYPE, 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
};

/** Bytes of zeros after an entry's data up to the next block. */
const paddingOf = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** A file's bytes as its header announced them: exactly `size`, read a slice at a time (zeros if it shrank). */
async function* contentOf(entry: Entry): AsyncGenerator<Buffer> {
  const handle = await open(entry.path, 'r');
  try {
    let left = entry.size;
    while (left > 0) {
      const slice = Buffer.alloc(Math.min(SLICE, left));
      const { bytesRead } = await handle.read(slice, 0, slice.length, entry.size - left);
      if (bytesRead === 0) {
        yield Buffer.alloc(left);
        return;
      }
      left -= bytesRead;
      yield bytesRead === slice.length ? slice : slice.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

async function* archiveOf(folder: string): AsyncGenerator<Buffer> {
  for (const entry of entriesOf(folder)) {
    yield headerOf(entry);
    if (entry.isFolder) continue;
    yield* contentOf(entry);
    yield Buffer.alloc(paddingOf(entry.size));
  }
  yield Buffer.alloc(2 * BLOCK);
}

/** Writes the folder's archive into `file` (gzip, the default level). */
export const writeFolderArchive = async (folder: string, file: string) => {
  await pipeline(Readable.from(archiveOf(resolve(folder))), createGzip({ level: 1 }), createWriteStream(file));
};

const textOf = (header: Buffer, from: number, length: number) => {
  const field = header.subarray(from, from + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

const numberOf = (header: Buffer, from: number, length: number) => {
  const text = textOf(header, from, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new ArchiveError('not a tar archive');
  return text === '' ? 0 : Number.parseInt(text, 8);
};

const isChecked = (header: Buffer) => {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 32 : (header[index] as number);
  return sum === numberOf(header, 148, 8);
};

/** Where an entry goes: inside the folder, never above it (a name with ".." or an absolute way out is refused). */
const targetOf = (folder: string, name: string) => {
  const parts = name.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.length === 0) return null;
  if (parts.some((part) => part === '..' || part.includes('\0'))) throw new ArchiveError(`an entry outside: ${name}`);
  const target = resolve(folder, ...parts);
  if (!target.startsWith(folder + sep)) throw new ArchiveError(`an entry outside: ${name}`);
  return target;
};

/**
 * Extracts an archive into `folder` (created; it should be new and empty): folders and regular files; other entries
 * are skipped. A file that is no gzipped tar archive, or one cut short, fails with an ArchiveError or zlib's error.
 */
export const extractFolderArchive = async (file: string, folder: string) => {
  const root = resolve(folder);
  mkdirSync(root, { recursive: true });
  let pending: Buffer = Buffer.alloc(0);
  /** The file being written and how many of its bytes, then of its padding, are still to come. */
  let current: { handle: FileHandle | null; left: number; pad: number } | null = null;
  let isEnded = false;
  let entries = 0;

  const take = async () => {
    for (;;) {
      if (current) {
        if (current.left > 0) {
          if (pending.length === 0) return;
          const part = pending.subarray(0, Math.min(current.left, pending.length));
          if (current.handle) await current.handle.write(part);
          current.left -= part.length;
          pending = pending.subarray(part.length);
          continue;
        }
        if (pending.length < current.pad) return;
        pending = pending.subarray(current.pad);
        await current.handle?.close();
        current = null;
      }
      if (isEnded || pending.length < BLOCK) return;
      const header = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (header.every((byte) => byte === 0)) {
        isEnded = true;
        return;
      }
      if (!isChecked(header)) throw new ArchiveError('not a tar archive (a header does not add up)');
      const isUstar = textOf(header, 257, 6) === 'ustar';
      const prefix = isUstar ? textOf(header, 345, 155) : '';
      const name = prefix ? `${prefix}/${textOf(header, 0, 100)}` : textOf(header, 0, 100);
      const type = String.fromCharCode(header[156] as number);
      const size = numberOf(header, 124, 12);
      const mode = numberOf(header, 100, 8) & 0o7777;
      const target = targetOf(root, name);
      entries += 1;
      let handle: FileHandle | null = null;
      if (type === FOLDER_TYPE && target) mkdirSync(target, { recursive: true });
      else if ((type === FILE_TYPE || type === '\0') && target) {
        mkdirSync(resolve(target, '..'), { recursive: true });
        handle = await open(target, 'wx', mode || 0o600);
      }
      // anything else (a link, a device) is skipped with its data
      current = { handle, left: size, pad: paddingOf(size) };
    }
  };

  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
          take().then(() => done(), done);
        },
      }),
    );
  } finally {
    // the walk stopped in the middle of a file (an error): its file closes; `take` set it, which the types do not see
    await (current as { handle: FileHandle | null } | null)?.handle?.close();
  }
  if (current || (!isEnded && pending.length > 0) || entries === 0) {
    throw new ArchiveError('the archive ends in the middle of an entry');
  }
  return { entries };
};
