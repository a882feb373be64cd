import { Unzip, UnzipInflate } from 'fflate';
import { AppError } from '../../lib/app-error';
import { zipEntries } from './file-types';

const MIB = 1024 * 1024;

/** What one kind of upload may be (decision 184); every refusal names its limit in the error flash's data. */
export type UploadLimits = {
  /** The decoded file (413). */
  maxBytes: number;
  /** Data rows: sheet rows under the header, statement payments (400). */
  maxRows?: number;
  /** A ZIP file (docx, xlsx, pptx): its entries inflated, together (413)… */
  maxUnzippedBytes: number;
  /** …and how many times an entry over 1 MiB may grow when inflated (413). */
  maxZipRatio: number;
  /** The parse's budget in its worker thread (parse-in-worker.ts): heap and wall-clock time (413 when spent). */
  parse?: ParseBudget;
};
export type ParseBudget = { memoryMb: number; timeoutMs: number };

export const uploadLimits = {
  /** Offer attachments, user files, call recordings, videos: stored and sent, never parsed. */
  file: { maxBytes: 10 * MIB, maxUnzippedBytes: 100 * MIB, maxZipRatio: 100 },
  /** A CSV or XLSX of customers (a 100,000-row XLSX with every column is 7 MB, 81 MB inflated). */
  customerImport: {
    maxBytes: 10 * MIB,
    maxRows: 100_000,
    maxUnzippedBytes: 100 * MIB,
    maxZipRatio: 100,
    parse: { memoryMb: 512, timeoutMs: 30_000 },
  },
  /** A GPC or CAMT.053 statement (5,000 payments are 0.7 MB of GPC, about 6 MB of CAMT). */
  bankStatement: {
    maxBytes: 10 * MIB,
    maxRows: 20_000,
    maxUnzippedBytes: 0,
    maxZipRatio: 0,
    parse: { memoryMb: 256, timeoutMs: 20_000 },
  },
} as const satisfies Record<string, UploadLimits>;

/** ZIP entries past which a file is refused whatever their sizes (an Office file has a few dozen). */
const MAX_ZIP_ENTRIES = 10_000;
const megabytes = (bytes: number) => Math.round(bytes / MIB);

export const fileTooLarge = (field: string, limits: UploadLimits) =>
  new AppError(413, 'error.file_too_large', { fields: { [field]: 'too_big' } }, { limit: megabytes(limits.maxBytes) });

export const tooManyRows = (field: string, maxRows: number) =>
  new AppError(400, 'error.too_many_rows', { fields: { [field]: 'too_many_rows' } }, { limit: maxRows });

export const parseBudgetSpent = (field: string, budget: ParseBudget) =>
  new AppError(
    413,
    'error.file_too_complex',
    { fields: { [field]: 'too_complex' } },
    { seconds: Math.round(budget.timeoutMs / 1000), limit: budget.memoryMb },
  );

const unpackedTooLarge = (field: string, limits: UploadLimits) =>
  new AppError(
    413,
    'error.file_unpacked_too_large',
    { fields: { [field]: 'too_big' } },
    { limit: megabytes(limits.maxUnzippedBytes), ratio: limits.maxZipRatio },
  );

/**
 * A ZIP bomb stops here, before anything inflates a byte: the sizes its central directory declares, in all
 * and per entry against its compressed size. (A directory that lies is caught by the parse's worker budget.)
 */
export const checkZipSizes = (bytes: Buffer, limits: UploadLimits, field: string) => {
  const entries = zipEntries(bytes) ?? [];
  if (entries.length > MAX_ZIP_ENTRIES) throw unpackedTooLarge(field, limits);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (entry.uncompressedSize > MIB && entry.uncompressedSize > entry.compressedSize * limits.maxZipRatio) {
      throw unpackedTooLarge(field, limits);
    }
  }
  if (total > limits.maxUnzippedBytes) throw unpackedTooLarge(field, limits);
};

/**
 * A ZIP whose directory lies: before a parser reads it (in its worker), every entry is inflated once in
 * small steps, only counted, and the count stops past the limit. What the parser then reads is that big at most.
 */
export const checkInflatedSize = (bytes: Uint8Array, limits: UploadLimits, field: string) => {
  let total = 0;
  let isOver = false;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error || isOver) return;
      total += chunk.length;
      if (total > limits.maxUnzippedBytes) {
        isOver = true;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const step = 16 * 1024;
  for (let at = 0; at < bytes.length && !isOver; at += step) {
    unzip.push(bytes.subarray(at, at + step), at + step >= bytes.length);
  }
  if (isOver) throw unpackedTooLarge(field, limits);
};
