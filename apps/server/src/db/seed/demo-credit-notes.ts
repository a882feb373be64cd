import { sql } from 'drizzle-orm';
import { createCreditNote } from '../../services/invoices/credit-notes';
import type { Db } from '../client';
import { queryRows } from '../query';

/**
 * One credit note in the demo (decision 131): half of the first line of the newest paid invoice of a
 * VAT payer in Czechia that has two lines or more, issued by the administrator — so the list's type
 * filter, the original's "Opravné doklady" and the credit note's PDF, ISDOC and POHODA export show.
 */
export const seedDemoCreditNote = async (db: Db) => {
  const [original] = await queryRows<{ id: number; item_id: number; amount: string }>(
    db,
    sql`select i.id, (select it.id from invoice_items it where it.invoice_id = i.id order by it.position, it.id limit 1) as item_id,
        (select it.amount::text from invoice_items it where it.invoice_id = i.id order by it.position, it.id limit 1) as amount
      from invoices i join billing_infos b on b.id = i.billing_info_id
      where i.country_code = 'cz' and b.vat_payer and i.paid and i.document_type = 'invoice'
        and (select count(*) from invoice_items it where it.invoice_id = i.id) >= 2
      order by i.date_issue desc, i.id desc limit 1`,
  );
  const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where login = 'admin'`);
  if (!original || !admin) return;
  const half = Math.max(0.001, Math.round(Math.abs(Number(original.amount)) * 500) / 1000);
  await createCreditNote(db, {
    invoiceId: original.id,
    countryCode: 'cz',
    actor: { id: admin.id, roles: ['administrator'] },
    input: {
      reason: 'Reklamace: kontejner přistaven o den později, sleva z odvozu.',
      dateTaxable: null,
      items: [{ itemId: original.item_id, amount: half }],
    },
  });
};
