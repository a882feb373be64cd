import type { InvoiceReminder } from '@bo/contract/reminders/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyLocalTime } from '../../db/company-time';
import { queryRows } from '../../db/query';
import { type InvoiceRef, requireInvoice } from '../invoices/invoice-access';

/** GET /v1/invoices/{id}/reminders: the reminders sent for this country's invoice, by level (404 for another's). */
export const invoiceRemindersOf = async (db: Db, ref: InvoiceRef): Promise<InvoiceReminder[]> => {
  await requireInvoice(db, ref);
  const rows = await queryRows<{ level: number; date: string; email: string }>(
    db,
    sql`select level, to_char(${companyLocalTime(sql`sent_at`)}, 'YYYY-MM-DD') as date, email
      from invoice_reminders where invoice_id = ${ref.invoiceId} order by level`,
  );
  return rows.map((row) => ({ level: row.level, date: row.date, email: row.email }));
};
