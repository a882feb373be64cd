import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArchiveError, extractFolderArchive, writeFolderArchive } from './folder-archive';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'bo-archive-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Every file and folder under a folder with its bytes (folders as null). */
const contentsOf = (root: string, folder = root): Record<string, string | null> =>
  Object.fromEntries(
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      const name = relative(root, path).split(sep).join('/');
      return entry.isDirectory()
        ? [[name, null], ...Object.entries(contentsOf(root, path))]
        : [[name, readFileSync(path).toString('base64')]];
    }),
  );

/** A header of an ustar archive, as another program would write it (for the refusals below). */
const headerOf = (name: string, size: number, type = '0') => {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136);
  header.write('        ', 148);
  header.write(type, 156);
  header.write('ustar\u000000', 257);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
};
const archiveOf = (...parts: Buffer[]) => gzipSync(Buffer.concat([...parts, Buffer.alloc(1024)]));

describe('folder archive', () => {
  it('writes a folder and extracts the same files, folders and modes, with long names and sizes across slices', async () => {
    const source = join(work, 'source');
    const deep = join(source, 'base', 'a'.repeat(60), 'b'.repeat(60));
    mkdirSync(deep, { recursive: true });
    mkdirSync(join(source, 'pg_wal', 'archive_status'), { recursive: true });
    writeFileSync(join(source, 'PG_VERSION'), '17\n');
    writeFileSync(join(source, 'empty'), '');
    writeFileSync(join(source, 'exactly-one-block'), Buffer.alloc(512, 7));
    const large = Buffer.alloc(2.5 * 1024 * 1024);
    for (let index = 0; index < large.length; index += 4096) large.writeUInt32LE(index, index);
    writeFileSync(join(deep, '16384_fsm'), large, { mode: 0o600 });
    writeFileSync(join(source, 'Žluťoučký kůň.txt'), 'příliš');

    const file = join(work, 'backup.tar.gz');
    await writeFolderArchive(source, file);
    const target = join(work, 'target');
    const { entries } = await extractFolderArchive(file, target);

    expect(contentsOf(target)).toEqual(contentsOf(source));
    expect(entries).toBe(Object.keys(contentsOf(source)).length);
    expect(statSync(join(deep.replace(source, target), '16384_fsm')).mode & 0o777).toBe(0o600);
    // names from the folder's root with a leading "/", each folder before its contents (PGlite's own layout)
    const tar = gunzipSync(readFileSync(file));
    expect(tar.subarray(0, 100).toString().replace(/\0+$/, '')).toBe('/PG_VERSION');
    expect(tar.length % 512).toBe(0);
  });

  it('refuses what is no archive, an archive cut short, a wrong checksum and a way out of the folder', async () => {
    const write = (name: string, bytes: Buffer) => {
      writeFileSync(join(work, name), bytes);
      return join(work, name);
    };
    await expect(
      extractFolderArchive(write('text.tar.gz', Buffer.from('no archive')), join(work, 'a')),
    ).rejects.toThrow();
    await expect(
      extractFolderArchive(write('empty.tar.gz', gzipSync(Buffer.alloc(0))), join(work, 'b')),
    ).rejects.toThrow(ArchiveError);
    const cut = gzipSync(Buffer.concat([headerOf('/file', 2000), Buffer.alloc(700, 1)]));
    await expect(extractFolderArchive(write('cut.tar.gz', cut), join(work, 'c'))).rejects.toThrow(ArchiveError);
    const wrong = headerOf('/file', 0);
    wrong.write('1', 0);
    await expect(extractFolderArchive(write('sum.tar.gz', archiveOf(wrong)), join(work, 'd'))).rejects.toThrow(
      /does not add up/,
    );
    const outside = archiveOf(headerOf('/../../escaped', 5), Buffer.concat([Buffer.from('hello'), Buffer.alloc(507)]));
    await expect(extractFolderArchive(write('out.tar.gz', outside), join(work, 'e'))).rejects.toThrow(/outside/);
    expect(readdirSync(work)).not.toContain('escaped');
  });

  it('skips links and other entries it does not keep, and still reads what follows them', async () => {
    const link = headerOf('/link', 0, '2');
    const data = Buffer.concat([Buffer.from('kept'), Buffer.alloc(508)]);
    const file = join(work, 'links.tar.gz');
    writeFileSync(file, archiveOf(link, headerOf('/folder', 0, '5'), headerOf('/folder/kept', 4), data));
    await extractFolderArchive(file, join(work, 'out'));
    expect(contentsOf(join(work, 'out'))).toEqual({
      folder: null,
      'folder/kept': Buffer.from('kept').toString('base64'),
    });
  });
});
