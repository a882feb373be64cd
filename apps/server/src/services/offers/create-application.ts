import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { inTransaction } from '../../db/transaction';
import { recordCreated } from '../history/record-changes';
import { getOffer, type OfferRef } from './offers';

/**
 * POST /v1/customers/{id}/applications/create-from-offer/{offerId} → the new application's id
 * (decision 056): operator and creator = the calling user, `isNew` when the customer has no
 * application yet, the offer's cart lines copied as they were saved into the company cart.
 */
export const createApplicationFromOffer = async (db: Db, ref: OfferRef & { userId: number }) => {
  await getOffer(db, ref);
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into customer_applications (customer_id, country_code, operator_id, user_id, is_new, offer_id, updated_by)
        values (${ref.customerId}, ${ref.countryCode}, ${ref.userId}, ${ref.userId},
          not exists (select 1 from customer_applications where customer_id = ${ref.customerId}),
          ${ref.offerId}, ${ref.userId})
        returning id`,
    );
    if (!row) throw new Error('application insert returned nothing');
    await tx.execute(
      sql`insert into customer_application_products
          (application_id, part, product_id, position, amount, sale, name, price, tax_id, tax, price_without_vat, price_with_vat)
        select ${row.id}, 'company', product_id, position, amount, sale, name, price, tax_id, tax, price_without_vat, price_with_vat
        from customer_offer_products where offer_id = ${ref.offerId} order by position, id`,
    );
    await recordCreated(tx, 'application', row.id);
    return row.id;
  });
};
