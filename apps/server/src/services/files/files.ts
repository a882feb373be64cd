import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { files } from '../../db/schema/index';
import { detectType } from './file-types';

export type StoredFile = { id: number; sha256: string; name: string; type: string; size: number };

/**
 * Stores bytes in the files table. Uploads come through upload.ts (checked, typed, named); only
 * the server's own files (demo recordings, generated documents) call this directly.
 */
export const storeFile = async (
  db: Db,
  options: { name: string; bytes: Buffer; type?: string },
): Promise<StoredFile> => {
  const sha256 = createHash('sha256').update(options.bytes).digest('hex');
  const [row] = await db
    .insert(files)
    .values({
      sha256,
      name: options.name,
      type: options.type ?? detectType(options.bytes),
      size: options.bytes.length,
      bytes: options.bytes,
    })
    .returning({ id: files.id, sha256: files.sha256, name: files.name, type: files.type, size: files.size });
  if (!row) throw new Error('file insert returned nothing');
  return row;
};

export const readFile = async (db: Db, id: number) => {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
};

export const deleteFile = (db: Db, id: number) => db.delete(files).where(eq(files.id, id));

/** The slice of a stored file read at a time by fileSlices. */
export const FILE_SLICE_BYTES = 1024 * 1024;

/**
 * A stored file's bytes as a stream of 1 MiB slices, each read when the previous one has gone out: a file of
 * hundreds of megabytes never sits whole in the server's memory (decision 201). The column is stored
 * uncompressed (migration 0041), so PostgreSQL reads only the slice's own pages.
 */
export const fileSlices = (db: Db, file: { id: number; size: number }) =>
  Readable.from(
    (async function* () {
      for (let offset = 0; offset < file.size; offset += FILE_SLICE_BYTES) {
        const [row] = await queryRows<{ part: Uint8Array }>(
          db,
          sql`select substring(bytes from ${offset + 1} for ${FILE_SLICE_BYTES}) as part from files where id = ${file.id}`,
        );
        if (!row) throw new Error(`file ${file.id} is gone`);
        yield Buffer.from(row.part.buffer, row.part.byteOffset, row.part.byteLength);
      }
    })(),
  );

/**
 * Headers that keep a stored file from ever running as a page: attachment disposition with the
 * UTF-8 file name, nosniff, and a sandboxing CSP.
 */
export const downloadHeaders = (file: { name: string; type: string; size: number }, inline = false) => ({
  'content-type': file.type,
  'content-length': String(file.size),
  'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
});

const asciiName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|"/g, '_');
