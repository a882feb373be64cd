import { type ApplicationPart, applicationParts } from '@bo/contract/applications/disabled-fields';
import { groupBy } from '@bo/contract/common/group-by';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, sqlIdList } from '../../db/query';
import { AppError } from '../../lib/app-error';

/**
 * Where applications and invoices meet: the invoices of an application's cart parts. The applications and the
 * invoices services both read it here and never import each other.
 */

export const applicationInvoiced = () => new AppError(409, 'error.application_invoiced');

export type ApplicationInvoiceRow = {
  id: number;
  application_id: number;
  part: string | null;
  number: string;
  paid: boolean;
  date_maturity: string;
  price_with_vat: string;
};

/** The invoices of the applications (company part first), by application id. */
export const invoicesOf = async (db: Db, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, ApplicationInvoiceRow[]>();
  const rows = await queryRows<ApplicationInvoiceRow>(
    db,
    sql`select id, customer_application_id as application_id, application_part as part, number, paid,
        to_char(date_maturity, 'YYYY-MM-DD') as date_maturity, price_with_vat
      from invoices where customer_application_id in (${sqlIdList(ids)})
      order by case application_part when 'company' then 0 else 1 end, id`,
  );
  return groupBy(rows, (row) => row.application_id);
};

/** The parts that have an invoice (an invoice without a part invoices the company part). */
export const invoicedPartsOf = (invoices: readonly ApplicationInvoiceRow[]): ApplicationPart[] =>
  applicationParts.filter((part) => invoices.some((invoice) => (invoice.part ?? 'company') === part));
