import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './query';

/**
 * The kinds of gap-free numbers (decision 064): delivery notes per country, invoices and credit
 * notes (decision 131) per billing info.
 */
export type DocumentSequenceKind = 'delivery_note' | 'invoice' | 'credit_note';

/**
 * DESIGN §4: the next number of one sequence (kind, scope, year), taken in the caller's
 * transaction — `insert … on conflict do update … returning` serialises parallel creators on the
 * row and rolls back with the document, so numbers stay gap-free.
 */
export const takeSequenceNumber = async (tx: Db, kind: DocumentSequenceKind, scope: string, year: number) => {
  const [row] = await queryRows<{ last_value: number }>(
    tx,
    sql`insert into document_sequences (kind, scope, year, last_value) values (${kind}, ${scope}, ${year}, 1)
      on conflict (kind, scope, year) do update set last_value = document_sequences.last_value + 1
      returning last_value`,
  );
  if (!row) throw new Error(`${kind} sequence returned nothing`);
  return row.last_value;
};
