import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { fieldError } from '../../lib/app-error';

export type BillingRow = { id: number; vat_payer: boolean; invoice_prefix: string; credit_note_prefix: string };

export const billingInfoOf = async (db: Db, billingInfoId: number, countryCode: string) => {
  const [row] = await queryRows<BillingRow>(
    db,
    sql`select id, vat_payer, invoice_prefix, credit_note_prefix from billing_infos where id = ${billingInfoId} and country_code = ${countryCode}`,
  );
  return row;
};

export const requireBillingInfo = async (db: Db, billingInfoId: number, countryCode: string) => {
  const row = await billingInfoOf(db, billingInfoId, countryCode);
  if (!row) throw fieldError({ billingInfoId: 'not_available' });
  return row;
};
