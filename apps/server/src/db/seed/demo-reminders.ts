import { companyDayOf } from '@bo/contract/dates/business-calendar';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { companyInstant } from '../company-time';
import { configurations } from '../schema/index';

/**
 * Demo payment reminders: on for CZ (first 3, second 14 days after maturity), and the reminders the
 * job would have sent already recorded on the overdue CZ invoices — the first on every one 3 days
 * past maturity, the second on those 14 days past — so a fresh demo shows reminder levels and the
 * job's first run sends nothing that a real past would not have sent.
 */
export const seedDemoReminders = async (db: Db, now = new Date()) => {
  const today = companyDayOf(now);
  await db.update(configurations).set({ reminderEnabled: true }).where(eq(configurations.countryCode, 'cz'));
  for (const { level, days } of [
    { level: 1, days: 3 },
    { level: 2, days: 14 },
  ]) {
    await db.execute(
      sql`insert into invoice_reminders (invoice_id, level, email, sent_at)
        select i.id, ${level}, concat_ws(', ', i.invoice_email, nullif(i.invoice_email_copy, '')),
          ${companyInstant(sql`i.date_maturity + ${days}::int`)} + interval '9 hours'
        from invoices i join customers c on c.id = i.customer_id
        where i.country_code = 'cz' and not i.paid and i.price_with_vat > 0 and i.invoice_email <> ''
          and not c.reminder_opt_out and i.date_maturity + ${days}::int <= ${today}::date
        on conflict do nothing`,
    );
  }
};
