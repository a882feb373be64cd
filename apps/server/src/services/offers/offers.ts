import type {
  ApplicationPart,
  ApplicationPartInput,
  CustomerOffer,
  LapolPart,
  LapolPartInput,
  OfferCreateInput,
  OfferDetail,
  OfferUpdateInput,
  OfferVersion,
} from '@bo/contract/offers/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyInstant } from '../../db/company-time';
import { queryRows } from '../../db/query';
import { customerOffers } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/update-versioned';
import { fieldError, notFound } from '../../lib/app-error';
import { computeCartLines } from '../cart/cart-lines';
import { insertCartLines } from '../cart/replace-cart';
import { getConfiguration } from '../configuration/configuration';
import { type CustomerRef, requireCustomer } from '../customers/customer-access';

/** An offer of a customer of the request's country. */
export type OfferRef = CustomerRef & { offerId: number };

type OfferRow = {
  id: number;
  customer_id: number;
  version: number;
  created: string;
  operator_id: number | null;
  next_call_date: string | null;
  next_call_time: string | null;
  application: ApplicationPart | null;
  lapol: LapolPart | null;
  html_offer_date_created: string | null;
  html_offer_last_view: string | null;
  html_offer_accepted_at: string | null;
  html_offer_accepted_by: string | null;
  lock_version: number;
};

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const selectOffers = (where: ReturnType<typeof sql>) => sql`
  select o.id, o.customer_id, o.version, ${iso('o.created_at')} as created, o.operator_id,
    to_char(o.next_call_date, 'YYYY-MM-DD') as next_call_date, o.next_call_time, o.application, o.lapol,
    ${iso('o.html_offer_date_created')} as html_offer_date_created,
    ${iso('o.html_offer_last_view')} as html_offer_last_view,
    ${iso('o.html_offer_accepted_at')} as html_offer_accepted_at, o.html_offer_accepted_by, o.lock_version
  from customer_offers o
  where ${where}
  order by o.created_at desc, o.id desc`;

/** jsonb may come back as text from some drivers. */
const parsePart = <T>(value: T | string | null): T | null =>
  value === null ? null : typeof value === 'string' ? (JSON.parse(value) as T) : value;

const toOffer = (row: OfferRow): CustomerOffer => ({
  id: row.id,
  customerId: row.customer_id,
  version: row.version as OfferVersion,
  created: row.created,
  operatorId: row.operator_id,
  nextCallDate: row.next_call_date,
  nextCallTime: row.next_call_time,
  application: parsePart(row.application),
  lapol: parsePart(row.lapol),
  htmlOfferDateCreated: row.html_offer_date_created,
  htmlOfferLastView: row.html_offer_last_view,
  htmlOfferAcceptedAt: row.html_offer_accepted_at,
  htmlOfferAcceptedBy: row.html_offer_accepted_by,
  lockVersion: row.lock_version,
});

/** GET /v1/customers/{id}/offers: newest first. */
export const listOffers = async (db: Db, ref: CustomerRef): Promise<CustomerOffer[]> => {
  await requireCustomer(db, ref);
  return (await queryRows<OfferRow>(db, selectOffers(sql`o.customer_id = ${ref.customerId}`))).map(toOffer);
};

/** The offer, or 404 when it is not this customer's (of the request's country). */
export const getOffer = async (db: Db, ref: OfferRef): Promise<CustomerOffer> => {
  await requireCustomer(db, ref);
  const [row] = await queryRows<OfferRow>(
    db,
    selectOffers(
      sql`o.id = ${ref.offerId} and o.customer_id = ${ref.customerId} and o.country_code = ${ref.countryCode}`,
    ),
  );
  if (!row) throw notFound();
  return toOffer(row);
};

const emptyContent = { name: '', email: '', emailCopy: '', emailSubject: '', emailText: '', userFiles: [] };

/**
 * GET /v1/customers/{id}/offers/new: the offer a new form starts from (decision 050): the version
 * the configuration gives, each part with the creating user's template subject and text and the
 * customer's e-mail addresses. Nothing is stored.
 */
export const newOfferTemplate = async (db: Db, ref: CustomerRef & { userId: number }): Promise<CustomerOffer> => {
  const customer = await requireCustomer(db, ref);
  const version: OfferVersion = (await getConfiguration(db, ref.countryCode)).enableOfferV2 ? 2 : 1;
  const [defaults] = await queryRows<{
    email: string;
    email_copy: string;
    delivery_company: string;
    application_subject: string | null;
    application_body: string | null;
    lapol_subject: string | null;
    lapol_body: string | null;
  }>(
    db,
    sql`select c.email, c.email_copy, c.delivery_company,
        u.offer_application_subject as application_subject, u.offer_application_body as application_body,
        u.offer_lapol_subject as lapol_subject, u.offer_lapol_body as lapol_body
      from customers c left join users u on u.id = ${ref.userId} where c.id = ${customer.id}`,
  );
  const content = (subject: string | null | undefined, body: string | null | undefined) => ({
    ...emptyContent,
    name: defaults?.delivery_company ?? '',
    email: defaults?.email ?? '',
    emailCopy: defaults?.email_copy ?? '',
    emailSubject: subject ?? '',
    emailText: body ?? '',
  });
  return {
    id: 0,
    customerId: ref.customerId,
    version,
    created: new Date().toISOString(),
    operatorId: ref.userId,
    nextCallDate: null,
    nextCallTime: null,
    application: {
      applicationQuantity: null,
      warranty: '',
      sale: null,
      ...content(defaults?.application_subject, defaults?.application_body),
    },
    lapol:
      version === 1
        ? { applicationP2: null, applicationT: null, ...content(defaults?.lapol_subject, defaults?.lapol_body) }
        : null,
    htmlOfferDateCreated: null,
    htmlOfferLastView: null,
    htmlOfferAcceptedAt: null,
    htmlOfferAcceptedBy: null,
    lockVersion: 0,
  };
};

/** A version 2 offer keeps only the application part's e-mail content (decision 063). */
const partsFor = (
  version: OfferVersion,
  input: { application: ApplicationPartInput | null; lapol: LapolPartInput | null },
) =>
  version === 2
    ? {
        application: input.application
          ? { ...input.application, applicationQuantity: null, warranty: '', sale: null }
          : null,
        lapol: null,
      }
    : { application: input.application, lapol: input.lapol };

/**
 * The customer's next call follows the offer's (decision 052): date and time are Prague time; a
 * date without a time is 08:00. A cleared date leaves the customer's next call as it is.
 */
const setCustomerNextCall = async (db: Db, customerId: number, date: string | null, time: string | null) => {
  if (!date) return;
  const local = `${date} ${time ?? '08:00'}:00`;
  await db.execute(sql`update customers set next_call = ${companyInstant(local)} where id = ${customerId}`);
};

/**
 * POST /v1/customers/{id}/offers → id. The version follows configuration.enableOfferV2. A version 2 offer's cart may
 * come with it, checked and computed as POST …/products does (decision 193); a version 1 offer has no cart.
 */
export const createOffer = async (db: Db, ref: CustomerRef & { userId: number; offer: OfferCreateInput }) => {
  await requireCustomer(db, ref);
  const version: OfferVersion = (await getConfiguration(db, ref.countryCode)).enableOfferV2 ? 2 : 1;
  const products = ref.offer.products ?? [];
  if (version === 1 && products.length > 0) throw fieldError({ products: 'not_available' });
  const lines = products.length
    ? await computeCartLines(db, {
        countryCode: ref.countryCode,
        lines: products,
        fieldPrefix: 'products.',
        errorMessage: 'error.offer_products_update_error',
      })
    : [];
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(customerOffers)
      .values({
        customerId: ref.customerId,
        countryCode: ref.countryCode,
        version,
        operatorId: ref.userId,
        nextCallDate: ref.offer.nextCallDate,
        nextCallTime: ref.offer.nextCallTime,
        ...partsFor(version, ref.offer),
        updatedBy: ref.userId,
      })
      .returning({ id: customerOffers.id });
    if (!row) throw new Error('offer insert returned nothing');
    await insertCartLines(tx, { owner: 'offer', ownerId: row.id, part: null, lines });
    await setCustomerNextCall(tx, ref.customerId, ref.offer.nextCallDate, ref.offer.nextCallTime);
    return row.id;
  });
};

const offerWhere = (ref: OfferRef) =>
  and(
    eq(customerOffers.id, ref.offerId),
    eq(customerOffers.customerId, ref.customerId),
    eq(customerOffers.countryCode, ref.countryCode),
  );

/** PUT /v1/customers/{id}/offers/{offerId}: the whole offer; the version stays. */
export const updateOffer = async (db: Db, ref: OfferRef & { userId: number; offer: OfferUpdateInput }) => {
  const current = await getOffer(db, ref);
  await inTransaction(db, async (tx) => {
    await updateVersioned(tx, {
      table: customerOffers,
      where: offerWhere(ref),
      lockVersion: ref.offer.lockVersion,
      set: {
        nextCallDate: ref.offer.nextCallDate,
        nextCallTime: ref.offer.nextCallTime,
        ...partsFor(current.version, ref.offer),
      },
      actorId: ref.userId,
      // inside the transaction: PGlite has one connection
      current: () => getOffer(tx, ref),
    });
    await setCustomerNextCall(tx, ref.customerId, ref.offer.nextCallDate, ref.offer.nextCallTime);
  });
  return getOffer(db, ref);
};

/** PUT /v1/customers/{id}/offers/{offerId}/{detail}: one part; the other stays as it is. */
export const updateOfferPart = async (
  db: Db,
  ref: OfferRef & {
    userId: number;
    detail: OfferDetail;
    part: ApplicationPartInput | LapolPartInput;
    lockVersion: number;
  },
) => {
  const current = await getOffer(db, ref);
  const parts = partsFor(current.version, {
    application: ref.detail === 'application' ? (ref.part as ApplicationPartInput) : current.application,
    lapol: ref.detail === 'lapol' ? (ref.part as LapolPartInput) : current.lapol,
  });
  await updateVersioned(db, {
    table: customerOffers,
    where: offerWhere(ref),
    lockVersion: ref.lockVersion,
    set: ref.detail === 'application' ? { application: parts.application } : { lapol: parts.lapol },
    actorId: ref.userId,
    current: () => getOffer(db, ref),
  });
  return getOffer(db, ref);
};

/**
 * DELETE /v1/customers/{id}/offers/{offerId}: a hard delete (decision 051); its cart lines,
 * attachment links and video flags go with it (cascade), the stored files of its attachments too
 * unless something else still uses them. An application created from it keeps its copied cart.
 */
export const deleteOffer = async (db: Db, ref: OfferRef) => {
  await getOffer(db, ref);
  await inTransaction(db, async (tx) => {
    const fileIds = await queryRows<{ file_id: number }>(
      tx,
      sql`select distinct file_id from customer_offer_attachments where offer_id = ${ref.offerId}`,
    );
    await tx.delete(customerOffers).where(offerWhere(ref));
    for (const { file_id } of fileIds) {
      await tx.execute(
        sql`delete from files f where f.id = ${file_id}
          and not exists (select 1 from customer_offer_attachments a where a.file_id = f.id)
          and not exists (select 1 from user_files u where u.file_id = f.id)
          and not exists (select 1 from videos v where v.file_id = f.id)
          and not exists (select 1 from customer_calls c where c.recording_file_id = f.id)`,
      );
    }
  });
};

/**
 * GET …/offers/{offerId}/calls: the customer's calls (through its contacts' phones) since the
 * offer was created, newest first, with the length the exchange reported (null when it did not).
 */
export const listOfferCalls = async (db: Db, ref: OfferRef) => {
  const offer = await getOffer(db, ref);
  const rows = await queryRows<{ call_date: string; phone: string; duration_seconds: number | null }>(
    db,
    sql`select ${iso('cc.start_date')} as call_date, cc.phone, cc.duration_seconds
      from customer_calls cc
      where cc.normalized_phone in (
        select k.normalized_phone from customer_contacts k
        where k.customer_id = ${ref.customerId} and k.normalized_phone <> '')
        and cc.start_date >= ${offer.created}::timestamptz
      order by cc.start_date desc, cc.id desc
      limit 500`,
  );
  return rows.map((row) => ({ callLength: row.duration_seconds, callDate: row.call_date, callNumber: row.phone }));
};
