import { createHash } from 'node:crypto';
import type { OfferAttachment, OfferDetail } from '@bo/contract/offers/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { inTransaction } from '../../db/transaction';
import { fieldError, notFound } from '../../lib/app-error';
import { storeFile } from '../files/files';
import { checkUpload } from '../files/upload';
import { getOffer, type OfferRef } from './offers';

type AttachmentRow = {
  id: number;
  file_id: number;
  file_hash: string;
  file_name: string;
  disabled: boolean;
  detail: OfferDetail | null;
  filename: string;
  size: number;
};

/** `detail` undefined: every attachment; null: version 2 ones; else that version 1 part's. */
const detailFilter = (detail: OfferDetail | null | undefined) =>
  detail === undefined ? sql`` : detail === null ? sql`and a.detail is null` : sql`and a.detail = ${detail}`;

const loadRows = (db: Db, offerId: number, detail: OfferDetail | null | undefined) =>
  queryRows<AttachmentRow>(
    db,
    sql`select a.id, a.file_id, f.sha256 as file_hash, a.file_name, a.disabled, a.detail, f.name as filename, f.size
      from customer_offer_attachments a join files f on f.id = a.file_id
      where a.offer_id = ${offerId} ${detailFilter(detail)}
      order by a.position, a.id`,
  );

const toAttachment = (row: AttachmentRow): OfferAttachment => ({
  fileHash: row.file_hash,
  fileName: row.file_name,
  disabled: row.disabled,
  detail: row.detail,
  file: { filename: row.filename, size: Number(row.size) },
});

/** GET …/offers/{offerId}/attachments (query `detail` narrows to one version 1 part). */
export const listOfferAttachments = async (db: Db, ref: OfferRef & { detail?: OfferDetail }) => {
  await getOffer(db, ref);
  return (await loadRows(db, ref.offerId, ref.detail)).map(toAttachment);
};

export type AttachmentUpdate = { fileHash: string; fileName: string; disabled: boolean; detail: OfferDetail | null };

/**
 * PUT …/offers/{offerId}/attachments: renames, disables and order; an attachment left out of the
 * list is removed (its file too when nothing else uses it). With `detail` (null: version 2) only
 * those attachments are touched. No version (decision 054): the list is small, last save wins.
 */
export const updateOfferAttachments = async (
  db: Db,
  ref: OfferRef & { detail?: OfferDetail | null; attachments: readonly AttachmentUpdate[] },
) => {
  await getOffer(db, ref);
  const rows = await loadRows(db, ref.offerId, ref.detail);
  const keyOf = (hash: string, detail: OfferDetail | null) => `${detail ?? ''}:${hash}`;
  const byKey = new Map(rows.map((row) => [keyOf(row.file_hash, row.detail), row]));
  const fields: Record<string, string> = {};
  const kept = new Set<number>();
  ref.attachments.forEach((item, index) => {
    const row = byKey.get(keyOf(item.fileHash, item.detail));
    if (!row) fields[`${index}.fileHash`] = 'not_found';
    else if (kept.has(row.id)) fields[`${index}.fileHash`] = 'duplicate';
    else kept.add(row.id);
  });
  if (Object.keys(fields).length > 0) throw fieldError(fields);
  await inTransaction(db, async (tx) => {
    for (const [position, item] of ref.attachments.entries()) {
      const row = byKey.get(keyOf(item.fileHash, item.detail)) as AttachmentRow;
      await tx.execute(
        sql`update customer_offer_attachments set file_name = ${item.fileName}, disabled = ${item.disabled},
          position = ${position} where id = ${row.id}`,
      );
    }
    for (const row of rows.filter((candidate) => !kept.has(candidate.id))) await removeRow(tx, row);
  });
  return (await loadRows(db, ref.offerId, ref.detail)).map(toAttachment);
};

/** One attachment goes, and its stored file with it when nothing else uses that file. */
const removeRow = async (tx: Db, row: AttachmentRow) => {
  await tx.execute(sql`delete from customer_offer_attachments where id = ${row.id}`);
  await tx.execute(
    sql`delete from files f where f.id = ${row.file_id}
      and not exists (select 1 from customer_offer_attachments a where a.file_id = f.id)
      and not exists (select 1 from user_files u where u.file_id = f.id)
      and not exists (select 1 from videos v where v.file_id = f.id)
      and not exists (select 1 from customer_calls c where c.recording_file_id = f.id)`,
  );
};

/**
 * DELETE …/offers/{offerId}/attachments/{fileHash}: removes one attachment — version 2's, or with `detail` that
 * version 1 part's upload (the same file may be both) — and answers every attachment left. An unknown one is 404.
 */
export const removeOfferAttachment = async (
  db: Db,
  ref: OfferRef & { fileHash: string; detail: OfferDetail | null },
) => {
  await getOffer(db, ref);
  const row = (await loadRows(db, ref.offerId, ref.detail)).find((candidate) => candidate.file_hash === ref.fileHash);
  if (!row) throw notFound();
  await inTransaction(db, (tx) => removeRow(tx, row));
  return (await loadRows(db, ref.offerId, undefined)).map(toAttachment);
};

/**
 * POST …/offers/{offerId}/attachments: one upload through the upload module (10 MB, type by
 * content) → its fileHash. The same content uploaded again to the same part answers the existing
 * attachment's hash.
 */
export const addOfferAttachment = async (
  db: Db,
  ref: OfferRef & { filename: string; content: string; detail: OfferDetail | null },
) => {
  await getOffer(db, ref);
  const upload = checkUpload({ filename: ref.filename, content: ref.content });
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const existing = (await loadRows(db, ref.offerId, ref.detail)).find((row) => row.file_hash === sha256);
  if (existing) return existing.file_hash;
  await inTransaction(db, async (tx) => {
    const stored = await storeFile(tx, { name: upload.name, bytes: upload.bytes, type: upload.type });
    await tx.execute(
      sql`insert into customer_offer_attachments (offer_id, file_id, detail, file_name, position)
        values (${ref.offerId}, ${stored.id}, ${ref.detail}, ${upload.name},
          (select coalesce(max(position) + 1, 0) from customer_offer_attachments where offer_id = ${ref.offerId}))`,
    );
  });
  return sha256;
};
