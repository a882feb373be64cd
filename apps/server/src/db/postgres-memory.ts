import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './query';

/** What PostgreSQL keeps of the database in its own memory, and how large the database is (bytes). */
export type PostgresMemory = { sharedBuffers: number; databaseSize: number };

/**
 * Whether PostgreSQL's page memory (shared_buffers) is too small for the database: under a quarter of its size, the
 * pages a broad search reads come from the operating system's cache, several times slower (decision 216: an invoice
 * search over 30,000 invoices of a million took 171 ms p95 with the default 128 MB, 43 ms with 4 GB).
 */
export const isPageMemoryShort = ({ sharedBuffers, databaseSize }: PostgresMemory) => sharedBuffers * 4 < databaseSize;

export const readPostgresMemory = async (db: Db): Promise<PostgresMemory> => {
  const [row] = await queryRows<{ shared_buffers: string; database_size: string }>(
    db,
    sql`select pg_size_bytes(current_setting('shared_buffers'))::text as shared_buffers,
      pg_database_size(current_database())::text as database_size`,
  );
  return { sharedBuffers: Number(row?.shared_buffers ?? 0), databaseSize: Number(row?.database_size ?? 0) };
};

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en')} MB`;

/** The start's warning for an operator when the page memory is short, or null (docs/operations.md). */
export const pageMemoryWarning = (memory: PostgresMemory): string | null =>
  isPageMemoryShort(memory)
    ? `PostgreSQL keeps ${megabytes(memory.sharedBuffers)} of pages in memory (shared_buffers) for a database of ` +
      `${megabytes(memory.databaseSize)}: searches over many invoices or customers read their pages from the ` +
      'operating system, several times slower. Set shared_buffers to about a quarter of the database server’s ' +
      'memory (docs/operations.md).'
    : null;
