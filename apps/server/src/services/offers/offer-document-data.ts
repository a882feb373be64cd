import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, customerOffers, customers, offerPrices, taxes, users } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import type { SavedCartLine } from '../cart/cart-lines';
import { loadBillingInfo } from '../documents/parties';
import type { BillingInfoForPdf } from '../documents/pdf/billing-party';
import { loadOfferCartLines } from './offer-products';

export type OfferRow = typeof customerOffers.$inferSelect;
export type OfferRef = { customerId: number; countryCode: string; offerId: number };

/** The offer of this customer in this country; anything else is a 404 (no IDOR). */
export const requireOffer = async (db: Db, ref: OfferRef): Promise<OfferRow> => {
  const [row] = await db
    .select({ offer: customerOffers })
    .from(customerOffers)
    .innerJoin(customers, eq(customers.id, customerOffers.customerId))
    .where(
      and(
        eq(customerOffers.id, ref.offerId),
        eq(customerOffers.customerId, ref.customerId),
        eq(customers.countryCode, ref.countryCode),
      ),
    );
  if (!row) throw notFound();
  return row.offer;
};

export type OfferPrice = { priceWithoutVat: number; tax: number };

/** Everything the offer's PDF, e-mail and public page show besides the offer itself. */
export type OfferDocumentData = {
  offer: OfferRow;
  customer: typeof customers.$inferSelect;
  billingInfo: (BillingInfoForPdf & { id: number }) | null;
  operator: { id: number; name: string; surname: string; phone: string; email: string } | null;
  currency: string;
  /** offer settings prices by type (application, lapol_p2, lapol_t) */
  prices: Map<string, OfferPrice>;
  cart: SavedCartLine[];
};

export const loadOfferDocumentData = async (db: Db, offer: OfferRow): Promise<OfferDocumentData> => {
  const [customer] = await db.select().from(customers).where(eq(customers.id, offer.customerId));
  if (!customer) throw notFound();
  const operatorId = offer.operatorId ?? customer.operatorId;
  const [operator] = operatorId
    ? await db
        .select({ id: users.id, name: users.name, surname: users.surname, phone: users.phone, email: users.email })
        .from(users)
        .where(eq(users.id, operatorId))
    : [];
  const [country] = await db.select().from(countries).where(eq(countries.countryCode, customer.countryCode));
  const priceRows = await db
    .select({ type: offerPrices.type, priceWithoutVat: offerPrices.priceWithoutVat, tax: taxes.tax })
    .from(offerPrices)
    .innerJoin(taxes, eq(taxes.id, offerPrices.taxId))
    .where(eq(offerPrices.countryCode, customer.countryCode));
  return {
    offer,
    customer,
    billingInfo: await loadBillingInfo(db, customer),
    operator: operator ? { ...operator, phone: operator.phone ?? '', email: operator.email ?? '' } : null,
    currency: country?.currency ?? 'Kč',
    prices: new Map(
      priceRows.map((row) => [row.type, { priceWithoutVat: Number(row.priceWithoutVat), tax: Number(row.tax) }]),
    ),
    cart: offer.version === 2 ? await loadOfferCartLines(db, offer.id) : [],
  };
};
