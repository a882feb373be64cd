import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** DESIGN §3: uploads up to 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type StoredFile = { id: number; sha256: string; name: string; type: string; size: number };

/** Known types, recognised by their first bytes, never by the name the client sent. */
const signatures: { type: string; test: (bytes: Buffer) => boolean }[] = [
  { type: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'audio/mpeg',
    test: (b) => b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  },
  { type: 'application/zip', test: (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) },
  {
    type: 'application/msword',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  },
];

/** The content type by magic bytes; unknown binary is served as an opaque download. */
export const detectType = (bytes: Buffer) => {
  const known = signatures.find((signature) => signature.test(bytes));
  if (known) return known.type;
  return 'application/octet-stream';
};

/** Decodes a base64 upload strictly; a malformed or oversized one is a field error, not a 500. */
export const decodeBase64 = (content: string, field = 'content') => {
  const normalized = content.replace(/^data:[^;]+;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalized) || normalized.length % 4 !== 0) {
    throw new AppError(400, 'error.validation_failed', { fields: { [field]: 'invalid' } });
  }
  const bytes = Buffer.from(normalized, 'base64');
  if (bytes.length > MAX_FILE_BYTES) throw new AppError(413, 'error.too_large', { fields: { [field]: 'too_big' } });
  return bytes;
};

export const storeFile = async (db: Db, options: { name: string; bytes: Buffer }): Promise<StoredFile> => {
  const sha256 = createHash('sha256').update(options.bytes).digest('hex');
  const [row] = await db
    .insert(files)
    .values({
      sha256,
      name: options.name,
      type: detectType(options.bytes),
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
