import { isAdministrator } from '@bo/contract/auth/roles';
import type { CustomerNote } from '@bo/contract/customers/note-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { customerNotes } from '../../db/schema/index';
import { updateVersioned } from '../../db/update-versioned';
import { forbidden, notFound } from '../../lib/app-error';
import { type CustomerRef, requireCustomer } from './customer-access';

type NoteRow = {
  id: number;
  note: string;
  date_created: string;
  date_updated: string;
  user_id: number | null;
  user_name: string | null;
  user_surname: string | null;
  lock_version: number;
};

const toNote = (row: NoteRow): CustomerNote => ({
  id: row.id,
  note: row.note,
  dateCreated: row.date_created,
  dateUpdated: row.date_updated,
  userId: row.user_id,
  userName: row.user_name,
  userSurname: row.user_surname,
  lockVersion: row.lock_version,
});

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const selectNotes = (where: ReturnType<typeof sql>) => sql`
  select n.id, n.note, ${iso('n.created_at')} as date_created, ${iso('n.updated_at')} as date_updated,
    n.user_id, u.name as user_name, u.surname as user_surname, n.lock_version
  from customer_notes n left join users u on u.id = n.user_id
  where ${where}
  order by n.created_at desc, n.id desc`;

/** GET /v1/customers/{id}/notes: newest first, with the author's name. */
export const listNotes = async (db: Db, ref: CustomerRef): Promise<CustomerNote[]> => {
  await requireCustomer(db, ref);
  return (await queryRows<NoteRow>(db, selectNotes(sql`n.customer_id = ${ref.customerId}`))).map(toNote);
};

export const createNote = async (db: Db, ref: CustomerRef & { note: string; userId: number }) => {
  await requireCustomer(db, ref);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into customer_notes (customer_id, user_id, note) values (${ref.customerId}, ${ref.userId}, ${ref.note})
      returning id`,
  );
  if (!row) throw new Error('note insert returned nothing');
  return row.id;
};

type NoteRef = CustomerRef & { noteId: number; actor: { id: number; roles: readonly string[] } };

/** A note is changed or deleted by its author or an administrator. */
const requireEditableNote = async (db: Db, ref: NoteRef) => {
  await requireCustomer(db, ref);
  const [row] = await queryRows<{ user_id: number | null }>(
    db,
    sql`select user_id from customer_notes where id = ${ref.noteId} and customer_id = ${ref.customerId}`,
  );
  if (!row) throw notFound();
  if (row.user_id !== ref.actor.id && !isAdministrator(ref.actor.roles)) throw forbidden();
};

const findNote = async (db: Db, noteId: number) => {
  const [row] = await queryRows<NoteRow>(db, selectNotes(sql`n.id = ${noteId}`));
  if (!row) throw notFound();
  return toNote(row);
};

export const updateNote = async (db: Db, ref: NoteRef & { note: string; lockVersion: number }) => {
  await requireEditableNote(db, ref);
  await updateVersioned(db, {
    table: customerNotes,
    where: and(eq(customerNotes.id, ref.noteId), eq(customerNotes.customerId, ref.customerId)),
    lockVersion: ref.lockVersion,
    set: { note: ref.note },
    actorId: ref.actor.id,
    current: () => findNote(db, ref.noteId),
  });
  return findNote(db, ref.noteId);
};

export const deleteNote = async (db: Db, ref: NoteRef) => {
  await requireEditableNote(db, ref);
  await db.execute(sql`delete from customer_notes where id = ${ref.noteId}`);
};
