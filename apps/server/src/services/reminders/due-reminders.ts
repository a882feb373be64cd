import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyLocalTime } from '../../db/company-time';
import { queryRows } from '../../db/query';

export type ReminderSettings = {
  countryCode: string;
  reminderFirstDays: number;
  reminderSecondDays: number;
};

export type DueReminder = { invoiceId: number; level: 1 | 2 };

/**
 * The reminders due today in one country (decision 126): unpaid invoices of a positive total (a
 * credit note is negative) with an address, of customers not opted out —
 * level 1 when `maturity + first days <= today` and no first reminder was sent;
 * level 2 when `maturity + second days <= today`, the first was sent on an earlier day and no second.
 * `invoiceId` narrows it to one invoice (the re-check under the lock).
 */
export const dueReminders = async (
  db: Db,
  options: { settings: ReminderSettings; today: string; invoiceId?: number; limit?: number },
): Promise<DueReminder[]> => {
  const { settings, today } = options;
  const only = options.invoiceId === undefined ? sql`true` : sql`i.id = ${options.invoiceId}`;
  const rows = await queryRows<{ id: number; level: number }>(
    db,
    sql`select i.id,
        case when first_sent.sent_at is null then 1 else 2 end as level
      from invoices i
      join customers c on c.id = i.customer_id
      left join invoice_reminders first_sent on first_sent.invoice_id = i.id and first_sent.level = 1
      where i.country_code = ${settings.countryCode} and not i.paid and i.price_with_vat > 0
        and i.invoice_email <> '' and not c.reminder_opt_out and ${only}
        and (
          (first_sent.id is null and i.date_maturity + ${settings.reminderFirstDays}::int <= ${today}::date)
          or (first_sent.id is not null
            and i.date_maturity + ${settings.reminderSecondDays}::int <= ${today}::date
            and ${companyLocalTime(sql`first_sent.sent_at`)}::date < ${today}::date
            and not exists (select 1 from invoice_reminders r where r.invoice_id = i.id and r.level = 2))
        )
      order by i.date_maturity, i.id
      limit ${options.limit ?? 1000}`,
  );
  return rows.map((row) => ({ invoiceId: row.id, level: row.level === 2 ? 2 : 1 }));
};
