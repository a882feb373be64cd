import { type ApplicationPart, applicationDisabledFields } from '@bo/contract/applications/disabled-fields';
import type { ApplicationUpdateInput, CustomerApplication } from '@bo/contract/applications/schemas';
import { deriveApplicationStatus } from '@bo/contract/applications/status';
import { companyToday } from '@bo/contract/dates/business-calendar';
import { sumPrices } from '@bo/contract/money/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, sqlIdList } from '../../db/query';
import { customerApplications } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { type ApplicationInvoiceRow, invoicedPartsOf, invoicesOf } from '../application-invoices/application-invoices';
import { type CustomerRef, requireCustomer } from '../customers/customer-access';

export type Actor = { id: number; roles: readonly string[] };
export type ApplicationRef = CustomerRef & { appId: number };
export type ApplicationRow = typeof customerApplications.$inferSelect;

/** The editable values of an application (what PUT replaces). */
export type ApplicationValues = Omit<ApplicationUpdateInput, 'lockVersion'>;

/** The stored editable values of an application. */
export const applicationValuesOf = (row: ApplicationRow): ApplicationValues => ({
  applicationDate: row.applicationDate,
  applicationRealDate: row.applicationRealDate,
  operatorNote: row.operatorNote,
  engineerNote: row.engineerNote,
  applicationNote: row.applicationNote,
  operatorId: row.operatorId,
  userId: row.userId,
  driverId: row.driverId,
  engineerId: row.engineerId,
  acceptorId: row.acceptorId,
  isNew: row.isNew,
  driverOrder: row.driverOrder,
  reportInvoiceHide: row.reportInvoiceHide,
  postponeInvoiceDate: row.postponeInvoiceDate,
  reportInvoiceHidePrivate: row.reportInvoiceHidePrivate,
  postponeInvoiceDatePrivate: row.postponeInvoiceDatePrivate,
});

/** The application of this customer in this country; anything else is a 404 (no IDOR). */
export const requireApplication = async (db: Db, ref: ApplicationRef): Promise<ApplicationRow> => {
  const [row] = await db
    .select()
    .from(customerApplications)
    .where(
      and(
        eq(customerApplications.id, ref.appId),
        eq(customerApplications.customerId, ref.customerId),
        eq(customerApplications.countryCode, ref.countryCode),
      ),
    );
  if (!row) throw notFound();
  return row;
};

const cartTotalsOf = async (db: Db, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await queryRows<{ application_id: number; price_with_vat: string; price_without_vat: string }>(
    db,
    sql`select application_id, price_with_vat, price_without_vat from customer_application_products
      where application_id in (${sqlIdList(ids)})`,
  );
  const lines = new Map<number, { priceWithVat: number; priceWithoutVat: number }[]>();
  for (const row of rows) {
    lines.set(row.application_id, [
      ...(lines.get(row.application_id) ?? []),
      { priceWithVat: Number(row.price_with_vat), priceWithoutVat: Number(row.price_without_vat) },
    ]);
  }
  return new Map([...lines].map(([id, list]) => [id, sumPrices(list).priceWithVat]));
};

const toApplication = (
  row: ApplicationRow,
  company: string,
  invoices: readonly ApplicationInvoiceRow[],
  cartTotal: number,
  actor: Actor,
  today: string,
): CustomerApplication => {
  const invoicedParts = invoicedPartsOf(invoices);
  return {
    id: row.id,
    customerId: row.customerId,
    company,
    ...applicationValuesOf(row),
    deliveryNoteNumber: row.deliveryNoteNumber,
    status: deriveApplicationStatus(
      row,
      invoices.map((invoice) => ({ paid: invoice.paid, dateMaturity: invoice.date_maturity })),
      today,
    ),
    invoicePriceWithVat:
      invoices.length > 0
        ? sumPrices(invoices.map((invoice) => ({ priceWithVat: Number(invoice.price_with_vat), priceWithoutVat: 0 })))
            .priceWithVat
        : cartTotal,
    invoiceId: invoices[0]?.id ?? null,
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      part: (invoice.part ?? 'company') as ApplicationPart,
      number: invoice.number,
      paid: invoice.paid,
      dateMaturity: invoice.date_maturity,
      priceWithVat: Number(invoice.price_with_vat),
    })),
    invoicedParts,
    offerId: row.offerId,
    createdAt: row.createdAt.toISOString(),
    disabledFields: applicationDisabledFields(actor.roles, invoices.length > 0),
    lockVersion: row.lockVersion,
  };
};

const companyOf = async (db: Db, customerId: number) => {
  const [row] = await queryRows<{ company: string }>(
    db,
    sql`select delivery_company as company from customers where id = ${customerId}`,
  );
  return row?.company ?? '';
};

const present = async (db: Db, rows: readonly ApplicationRow[], company: string, actor: Actor) => {
  const ids = rows.map((row) => row.id);
  const [invoices, totals] = await Promise.all([invoicesOf(db, ids), cartTotalsOf(db, ids)]);
  const today = companyToday();
  return rows.map((row) =>
    toApplication(row, company, invoices.get(row.id) ?? [], totals.get(row.id) ?? 0, actor, today),
  );
};

/** GET /v1/customers/{id}/applications: newest first (created), each with status and price. */
export const listApplications = async (db: Db, ref: CustomerRef & { actor: Actor }) => {
  await requireCustomer(db, ref);
  const rows = await db
    .select()
    .from(customerApplications)
    .where(
      and(eq(customerApplications.customerId, ref.customerId), eq(customerApplications.countryCode, ref.countryCode)),
    )
    .orderBy(sql`${customerApplications.createdAt} desc, ${customerApplications.id} desc`);
  return present(db, rows, await companyOf(db, ref.customerId), ref.actor);
};

export const getApplication = async (db: Db, ref: ApplicationRef & { actor: Actor }) => {
  const row = await requireApplication(db, ref);
  const [application] = await present(db, [row], await companyOf(db, ref.customerId), ref.actor);
  if (!application) throw notFound();
  return application;
};
