import { addDays, companyToday } from '@bo/contract/dates/business-calendar';
import { formatInvoiceNumber } from '@bo/contract/invoices/numbering';
import type {
  Invoice,
  InvoiceCreateInput,
  InvoiceItem,
  InvoiceItemInput,
  InvoicePatchInput,
  InvoiceUpdateBody,
} from '@bo/contract/invoices/schemas';
import { invoiceEditableFields } from '@bo/contract/invoices/schemas';
import { invoiceState } from '@bo/contract/invoices/state';
import { invoiceLinePrices, invoiceTotals } from '@bo/contract/invoices/totals';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { takeSequenceNumber } from '../../db/document-sequences';
import { queryRows } from '../../db/query';
import { invoiceItems, invoices } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { updateVersioned } from '../../db/update-versioned';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { applicationInvoiced, invoicedPartsOf, invoicesOf } from '../applications/applications';
import { recordCreated, trackChanges } from '../history/record-changes';

export type Actor = { id: number; roles: readonly string[] };
export type InvoiceRef = { invoiceId: number; countryCode: string };
type InvoiceRow = typeof invoices.$inferSelect;

export const invoiceLocked = () => new AppError(409, 'error.invoice_locked');

/** The invoice of this country; another country's (or none) is a 404. */
export const requireInvoice = async (db: Db, ref: InvoiceRef, forUpdate = false): Promise<InvoiceRow> => {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, ref.invoiceId), eq(invoices.countryCode, ref.countryCode)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
};

type ItemRow = typeof invoiceItems.$inferSelect;

const toItem = (row: ItemRow): InvoiceItem => ({
  id: row.id,
  productId: row.productId,
  position: row.position,
  code: row.code,
  name: row.name,
  amount: Number(row.amount),
  unit: row.unitId,
  price: Number(row.price),
  sale: Number(row.sale),
  taxId: row.taxId,
  tax: Number(row.tax),
  reverseCharge: row.reverseCharge,
  priceWithoutVat: Number(row.priceWithoutVat),
  priceWithVat: Number(row.priceWithVat),
});

export const listItems = async (db: Db, invoiceId: number): Promise<InvoiceItem[]> =>
  (
    await db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, invoiceId))
      .orderBy(invoiceItems.position, invoiceItems.id)
  ).map(toItem);

/** Who only reads (a driver opening the invoice from the calendar): every field disabled. */
const canEdit = (actor: Actor) => actor.roles.includes('administrator') || actor.roles.includes('operator');

const allDisabled = Object.fromEntries(invoiceEditableFields.map((field) => [field, true as const]));

export const disabledFieldsOf = (row: { lock: boolean }, actor: Actor): Invoice['disabledFields'] =>
  row.lock || !canEdit(actor) ? allDisabled : {};

type BillingRow = { id: number; vat_payer: boolean; invoice_prefix: string };

const billingInfoOf = async (db: Db, billingInfoId: number, countryCode: string) => {
  const [row] = await queryRows<BillingRow>(
    db,
    sql`select id, vat_payer, invoice_prefix from billing_infos where id = ${billingInfoId} and country_code = ${countryCode}`,
  );
  return row;
};

const requireBillingInfo = async (db: Db, billingInfoId: number, countryCode: string) => {
  const row = await billingInfoOf(db, billingInfoId, countryCode);
  if (!row) throw fieldError({ billingInfoId: 'not_available' });
  return row;
};

/**
 * The invoice's currency as an ISO 4217 code (contract: CZK, EUR), which the payment QR and ISDOC
 * need; the countries table keeps the symbol the screens show (Kč, €).
 */
const isoCurrencies: Record<string, string> = { cz: 'CZK', sk: 'EUR', Kč: 'CZK', '€': 'EUR' };
export const isoCurrencyOf = (countryCode: string, symbol: string) =>
  isoCurrencies[countryCode] ?? isoCurrencies[symbol] ?? symbol;

/** GET /v1/invoices/{id}: the invoice with its display state, totals, VAT recap and disabled fields. */
export const getInvoice = async (db: Db, ref: InvoiceRef & { actor: Actor }): Promise<Invoice> => {
  const row = await requireInvoice(db, ref);
  const items = await listItems(db, row.id);
  return presentInvoice(db, row, items, ref.actor);
};

const presentInvoice = async (db: Db, row: InvoiceRow, items: readonly InvoiceItem[], actor: Actor) => {
  const [extra] = await queryRows<{
    currency: string;
    vat_payer: boolean;
    inspection_count: number;
    original_number: string | null;
  }>(
    db,
    sql`select c.currency, b.vat_payer,
        (select o.number from invoices o where o.id = ${row.originalInvoiceId}::int) as original_number,
        (select count(*)::int from inspections i
          where ${row.customerApplicationId}::int is not null and i.application_id = ${row.customerApplicationId}) as inspection_count
      from countries c, billing_infos b where c.country_code = ${row.countryCode} and b.id = ${row.billingInfoId}`,
  );
  const totals = invoiceTotals(items, extra?.vat_payer ?? true);
  return {
    id: row.id,
    number: row.number,
    numberFromClient: row.numberFromClient,
    deliveryNoteNumber: row.deliveryNoteNumber,
    dateIssue: row.dateIssue,
    dateTaxableSupply: row.dateTaxableSupply,
    dateMaturity: row.dateMaturity,
    datePaid: row.datePaid,
    paid: row.paid,
    payment: row.paymentTypeId,
    billingInfoId: row.billingInfoId,
    color: row.color,
    lock: row.lock,
    customerId: row.customerId,
    customerApplicationId: row.customerApplicationId,
    applicationPart: (row.applicationPart as Invoice['applicationPart']) ?? null,
    electronicInvoiceTime: row.electronicInvoiceTime?.toISOString() ?? null,
    electronicInvoiceEmail: row.electronicInvoiceEmail,
    inspectionCount: extra?.inspection_count ?? 0,
    priceWithVat: Number(row.priceWithVat),
    priceWithoutVat: Number(row.priceWithoutVat),
    vat: totals.vat,
    currency: isoCurrencyOf(row.countryCode, extra?.currency ?? ''),
    state: invoiceState(row, companyToday()),
    vatRecap: totals.vatRecap,
    invoiceCompany: row.invoiceCompany,
    invoiceStreet: row.invoiceStreet,
    invoiceCp: row.invoiceCp,
    invoicePsc: row.invoicePsc,
    invoiceCity: row.invoiceCity,
    invoiceIc: row.invoiceIc,
    invoiceDic: row.invoiceDic,
    invoiceEmail: row.invoiceEmail,
    invoiceEmailCopy: row.invoiceEmailCopy,
    note: row.note,
    documentType: row.documentType === 'credit_note' ? 'credit_note' : 'invoice',
    originalInvoiceId: row.originalInvoiceId,
    originalInvoiceNumber: extra?.original_number ?? null,
    creditReason: row.creditReason,
    createdAt: row.createdAt.toISOString(),
    disabledFields: disabledFieldsOf(row, actor),
    lockVersion: row.lockVersion,
  } satisfies Invoice;
};

// ---------------------------------------------------------------------------------------------
// items

/**
 * decision 098: an item error names its item in `error.detail.itemId` — a saved item by its id,
 * an item not saved yet as `new-<index>` (its index in the list sent) — and its fields bare.
 */
export const itemIdOf = (input: { id?: number | undefined }, index: number): number | string =>
  input.id ?? `new-${index}`;

export const itemError = (itemId: number | string, fields: Record<string, string>) =>
  new AppError(400, 'error.validation_failed', { fields, itemId });

/** An item as stored: its prices computed by the server (contract invoices/totals.ts). */
export type ComputedItem = {
  id: number | undefined;
  productId: number | null;
  position: number;
  code: string;
  name: string;
  amount: number;
  unitId: number | null;
  price: number;
  sale: number;
  taxId: number;
  tax: number;
  reverseCharge: boolean;
  priceWithoutVat: number;
  priceWithVat: number;
};

const idList = (ids: readonly number[]) => sql.join([sql`0`, ...ids.map((id) => sql`${id}`)], sql`, `);

/**
 * Checks the items against this country's catalogue (rules §5: a rate that is not a VAT rate of
 * the country, a product of another country, an unknown unit or an item of another invoice is a
 * field error of that item) and computes their prices; never the client's prices.
 */
export const computeItems = async (
  db: Db,
  options: {
    countryCode: string;
    vatPayer: boolean;
    inputs: readonly InvoiceItemInput[];
    /** ids of this invoice's saved items (an id outside them is refused) */
    savedIds: ReadonlySet<number>;
    /** index of the first item in the numbering of `new-<index>` */
    firstIndex?: number;
  },
): Promise<ComputedItem[]> => {
  const { inputs } = options;
  const taxRows = await queryRows<{ id: number; tax: string }>(
    db,
    sql`select id, tax from taxes where country_code = ${options.countryCode}`,
  );
  const taxes = new Map(taxRows.map((row) => [row.id, Number(row.tax)]));
  const productIds = [...new Set(inputs.flatMap((input) => (input.productId === null ? [] : [input.productId])))];
  const products = new Map(
    (productIds.length === 0
      ? []
      : await queryRows<{ id: number; reverse_charge: boolean }>(
          db,
          sql`select id, reverse_charge from products where country_code = ${options.countryCode} and id in (${idList(productIds)})`,
        )
    ).map((row) => [row.id, row.reverse_charge]),
  );
  const unitIds = [...new Set(inputs.flatMap((input) => (input.unit === null ? [] : [input.unit])))];
  const units = new Set(
    (unitIds.length === 0
      ? []
      : await queryRows<{ id: number }>(db, sql`select id from units where id in (${idList(unitIds)})`)
    ).map((row) => row.id),
  );
  const seen = new Set<number>();
  return inputs.map((input, index) => {
    const itemId = itemIdOf(input, (options.firstIndex ?? 0) + index);
    const fields: Record<string, string> = {};
    if (input.id !== undefined && !options.savedIds.has(input.id)) fields.id = 'not_found';
    else if (input.id !== undefined && seen.has(input.id)) fields.id = 'duplicate';
    if (input.id !== undefined) seen.add(input.id);
    if (!taxes.has(input.taxId)) fields.taxId = 'not_available';
    if (input.productId !== null && !products.has(input.productId)) fields.productId = 'not_available';
    if (input.unit !== null && !units.has(input.unit)) fields.unit = 'not_available';
    if (Object.keys(fields).length > 0) throw itemError(itemId, fields);
    const tax = taxes.get(input.taxId) ?? 0;
    const reverseCharge =
      input.reverseCharge ?? (input.productId === null ? false : (products.get(input.productId) ?? false));
    const prices = invoiceLinePrices(
      { price: input.price, amount: input.amount, sale: input.sale, tax, taxId: input.taxId, reverseCharge },
      options.vatPayer,
    );
    return {
      id: input.id,
      productId: input.productId,
      position: index,
      code: input.code,
      name: input.name,
      amount: input.amount,
      unitId: input.unit,
      price: input.price,
      sale: input.sale,
      taxId: input.taxId,
      tax,
      reverseCharge,
      priceWithoutVat: prices.priceWithoutVat,
      priceWithVat: prices.priceWithVat,
    };
  });
};

const itemValues = (invoiceId: number, item: ComputedItem) => ({
  invoiceId,
  productId: item.productId,
  position: item.position,
  code: item.code,
  name: item.name,
  amount: String(item.amount),
  unitId: item.unitId,
  price: String(item.price),
  sale: String(item.sale),
  taxId: item.taxId,
  tax: String(item.tax),
  reverseCharge: item.reverseCharge,
  priceWithoutVat: String(item.priceWithoutVat),
  priceWithVat: String(item.priceWithVat),
});

/** Replaces the invoice's items by `items` (kept by id, new ones inserted, the rest deleted). */
const replaceItems = async (tx: Db, invoiceId: number, items: readonly ComputedItem[]) => {
  const kept = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  await tx.execute(sql`delete from invoice_items where invoice_id = ${invoiceId} and id not in (${idList(kept)})`);
  for (const item of items) {
    const values = itemValues(invoiceId, item);
    if (item.id === undefined) await tx.insert(invoiceItems).values(values);
    else
      await tx
        .update(invoiceItems)
        .set(values)
        .where(and(eq(invoiceItems.id, item.id), eq(invoiceItems.invoiceId, invoiceId)));
  }
};

/**
 * Prices every item of the invoice again for the billing info's VAT status and stores the
 * invoice totals (sums of the lines, contract invoices/totals.ts). Run after every item change.
 */
const repriceInvoice = async (tx: Db, invoiceId: number, vatPayer: boolean) => {
  const items = await listItems(tx, invoiceId);
  for (const item of items) {
    const prices = invoiceLinePrices(item, vatPayer);
    if (prices.priceWithoutVat !== item.priceWithoutVat || prices.priceWithVat !== item.priceWithVat) {
      await tx
        .update(invoiceItems)
        .set({ priceWithoutVat: String(prices.priceWithoutVat), priceWithVat: String(prices.priceWithVat) })
        .where(eq(invoiceItems.id, item.id));
    }
  }
  const totals = invoiceTotals(items, vatPayer);
  await tx
    .update(invoices)
    .set({ priceWithoutVat: String(totals.priceWithoutVat), priceWithVat: String(totals.priceWithVat) })
    .where(eq(invoices.id, invoiceId));
};

const savedIdsOf = async (db: Db, invoiceId: number) =>
  new Set((await listItems(db, invoiceId)).map((item) => item.id));

// ---------------------------------------------------------------------------------------------
// create, update, patch, delete, clone

type InvoiceValues = Omit<InvoiceCreateInput, 'customerId' | 'customerApplicationId'>;

const maturityDays = async (db: Db, countryCode: string) => {
  const [row] = await queryRows<{ days: number }>(
    db,
    sql`select maturity_overdue_days as days from configurations where country_code = ${countryCode}`,
  );
  return row?.days ?? 14;
};

/** The stored columns of the form's values: taxable supply = issue, maturity = issue + configured days. */
const columnsOf = async (db: Db, values: InvoiceValues, countryCode: string) => ({
  billingInfoId: values.billingInfoId,
  numberFromClient: values.numberFromClient,
  deliveryNoteNumber: values.deliveryNoteNumber,
  dateIssue: values.dateIssue,
  dateTaxableSupply: values.dateTaxableSupply ?? values.dateIssue,
  dateMaturity: values.dateMaturity ?? addDays(values.dateIssue, await maturityDays(db, countryCode)),
  paid: values.paid,
  datePaid: values.paid ? (values.datePaid ?? companyToday()) : null,
  paymentTypeId: values.payment,
  invoiceCompany: values.invoiceCompany,
  invoiceStreet: values.invoiceStreet,
  invoiceCp: values.invoiceCp,
  invoicePsc: values.invoicePsc,
  invoiceCity: values.invoiceCity,
  invoiceIc: values.invoiceIc,
  invoiceDic: values.invoiceDic,
  invoiceEmail: values.invoiceEmail,
  invoiceEmailCopy: values.invoiceEmailCopy,
  note: values.note,
});

const checkPayment = async (db: Db, payment: number | null) => {
  if (payment === null) return;
  const [row] = await queryRows<{ id: number }>(db, sql`select id from payment_types where id = ${payment}`);
  if (!row) throw fieldError({ payment: 'not_available' });
};

/** The next invoice number of the billing info for the year of the issue date, in `tx`. */
export const takeInvoiceNumber = async (tx: Db, billing: BillingRow, dateIssue: string) => {
  const year = Number(dateIssue.slice(0, 4));
  return formatInvoiceNumber(
    billing.invoice_prefix,
    year,
    await takeSequenceNumber(tx, 'invoice', String(billing.id), year),
  );
};

export type NewInvoice = {
  countryCode: string;
  actorId: number;
  customerId: number;
  customerApplicationId: number | null;
  applicationPart: 'company' | 'private' | null;
  values: InvoiceValues;
  items: readonly InvoiceItemInput[];
  color?: number;
};

/**
 * Inserts an invoice and its items in `tx`: the number from the billing info's sequence, the
 * items priced by the server, the totals their sums. Returns the new id.
 */
export const insertInvoice = async (tx: Db, invoice: NewInvoice): Promise<number> => {
  const billing = await requireBillingInfo(tx, invoice.values.billingInfoId, invoice.countryCode);
  await checkPayment(tx, invoice.values.payment);
  const items = await computeItems(tx, {
    countryCode: invoice.countryCode,
    vatPayer: billing.vat_payer,
    inputs: invoice.items.map(({ id: _id, ...item }) => item),
    savedIds: new Set(),
  });
  const columns = await columnsOf(tx, invoice.values, invoice.countryCode);
  const totals = invoiceTotals(items, billing.vat_payer);
  const number = await takeInvoiceNumber(tx, billing, columns.dateIssue);
  const [row] = await tx
    .insert(invoices)
    .values({
      ...columns,
      countryCode: invoice.countryCode,
      number,
      customerId: invoice.customerId,
      customerApplicationId: invoice.customerApplicationId,
      applicationPart: invoice.applicationPart,
      color: invoice.color ?? 1,
      priceWithoutVat: String(totals.priceWithoutVat),
      priceWithVat: String(totals.priceWithVat),
      updatedBy: invoice.actorId,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('invoice insert returned nothing');
  if (items.length > 0) await tx.insert(invoiceItems).values(items.map((item) => itemValues(row.id, item)));
  await recordCreated(tx, 'invoice', row.id);
  return row.id;
};

/** POST /v1/invoices → the new id (decision 096). */
export const createInvoice = async (
  db: Db,
  options: { countryCode: string; actor: Actor; input: InvoiceCreateInput },
): Promise<number> => {
  const { customerId, customerApplicationId, ...values } = options.input;
  const [customer] = await queryRows<{ id: number }>(
    db,
    sql`select id from customers where id = ${customerId} and country_code = ${options.countryCode}`,
  );
  if (!customer) throw fieldError({ customerId: 'not_available' });
  let applicationPart: 'company' | null = null;
  if (customerApplicationId !== null) {
    const [application] = await queryRows<{ id: number }>(
      db,
      sql`select id from customer_applications
        where id = ${customerApplicationId} and customer_id = ${customerId} and country_code = ${options.countryCode}`,
    );
    if (!application) throw fieldError({ customerApplicationId: 'not_available' });
    applicationPart = 'company';
  }
  return inTransaction(db, async (tx) => {
    if (customerApplicationId !== null) {
      // one invoice per application part (as POST …/applications/{appId}/invoice)
      await tx.execute(sql`select id from customer_applications where id = ${customerApplicationId} for update`);
      const invoiced = invoicedPartsOf(
        (await invoicesOf(tx, [customerApplicationId])).get(customerApplicationId) ?? [],
      );
      if (invoiced.includes('company')) throw applicationInvoiced();
    }
    return insertInvoice(tx, {
      countryCode: options.countryCode,
      actorId: options.actor.id,
      customerId,
      customerApplicationId,
      applicationPart,
      values,
      items: [],
    });
  });
};

const savedInvoice = async (db: Db, ref: InvoiceRef & { actor: Actor }) => {
  const invoice = await getInvoice(db, ref);
  return { invoice, items: await listItems(db, ref.invoiceId) };
};

/**
 * PUT /v1/invoices/{id} (`{ invoice, items }`): the invoice and — when sent — its items in one
 * transaction. A locked invoice refuses (409 error.invoice_locked); a stale lockVersion 409.
 */
export const updateInvoice = async (db: Db, ref: InvoiceRef & { actor: Actor; body: InvoiceUpdateBody }) => {
  const stored = await requireInvoice(db, ref);
  if (stored.lock) throw invoiceLocked();
  const { lockVersion, ...values } = ref.body.invoice;
  const billing = await requireBillingInfo(db, values.billingInfoId, ref.countryCode);
  await checkPayment(db, values.payment);
  const items =
    ref.body.items === undefined
      ? undefined
      : await computeItems(db, {
          countryCode: ref.countryCode,
          vatPayer: billing.vat_payer,
          inputs: ref.body.items,
          savedIds: await savedIdsOf(db, stored.id),
        });
  const columns = await columnsOf(db, values, ref.countryCode);
  await inTransaction(db, async (tx) => {
    const locked = await requireInvoice(tx, ref, true);
    if (locked.lock) throw invoiceLocked();
    await trackChanges(tx, 'invoice', stored.id, () =>
      saveInvoice(tx, { ref, stored, lockVersion, values, columns, items, billing }),
    );
  });
  return savedInvoice(db, ref);
};

type SaveInvoiceOptions = {
  ref: InvoiceRef & { actor: Actor };
  stored: InvoiceRow;
  lockVersion: number;
  values: Omit<InvoiceUpdateBody['invoice'], 'lockVersion'>;
  columns: Awaited<ReturnType<typeof columnsOf>>;
  items: Awaited<ReturnType<typeof computeItems>> | undefined;
  billing: { vat_payer: boolean };
};

const saveInvoice = async (
  tx: Db,
  { ref, stored, lockVersion, values, columns, items, billing }: SaveInvoiceOptions,
) => {
  await updateVersioned(tx, {
    table: invoices,
    where: and(eq(invoices.id, stored.id), eq(invoices.countryCode, ref.countryCode)),
    lockVersion,
    set: {
      ...columns,
      datePaid: values.paid ? (values.datePaid ?? stored.datePaid ?? companyToday()) : null,
      // decision 096: paying locks the invoice
      ...(values.paid && !stored.paid ? { lock: true } : {}),
    },
    actorId: ref.actor.id,
    current: () => getInvoice(tx, ref),
  });
  if (items !== undefined) await replaceItems(tx, stored.id, items);
  await repriceInvoice(tx, stored.id, billing.vat_payer);
};

/**
 * PATCH /v1/invoices/{id} (partial): paid/datePaid (unpaid → paid takes today unless a date is
 * sent; unpaid clears the date), color, lock. A locked invoice takes only unlock and paid
 * (409 error.invoice_locked otherwise).
 */
export const patchInvoice = async (db: Db, ref: InvoiceRef & { actor: Actor; input: InvoicePatchInput }) => {
  const { lockVersion, ...patch } = ref.input;
  return inTransaction(db, async (tx) => {
    const stored = await requireInvoice(tx, ref, true);
    const set: Partial<typeof invoices.$inferInsert> = {};
    if (patch.color !== undefined && patch.color !== stored.color) set.color = patch.color;
    if (patch.lock !== undefined && patch.lock !== stored.lock) set.lock = patch.lock;
    const paid = patch.paid ?? stored.paid;
    if (patch.paid !== undefined || patch.datePaid !== undefined) {
      const datePaid = paid ? (patch.datePaid ?? stored.datePaid ?? companyToday()) : null;
      if (paid !== stored.paid) set.paid = paid;
      if (datePaid !== stored.datePaid) set.datePaid = datePaid;
    }
    const unlocking = set.lock === false;
    if (unlocking) await refuseUnlockOfCreditedDocument(tx, stored);
    if (stored.lock && !unlocking && set.color !== undefined) throw invoiceLocked();
    // decision 096: a paid invoice is locked; it is corrected only by unlocking it (audited)
    if (set.paid === true && patch.lock !== false) set.lock = true;
    await trackChanges(tx, 'invoice', stored.id, () =>
      updateVersioned(tx, {
        table: invoices,
        where: and(eq(invoices.id, stored.id), eq(invoices.countryCode, ref.countryCode)),
        lockVersion: lockVersion ?? stored.lockVersion,
        set,
        actorId: ref.actor.id,
        current: () => getInvoice(tx, ref),
      }),
    );
    return null;
  }).then(() => savedInvoice(db, ref));
};

/**
 * decision 133: a credit note stays locked (a finished tax document), and so does an invoice that
 * has credit notes (their lines point at its lines); a further correction is another credit note.
 */
const refuseUnlockOfCreditedDocument = async (tx: Db, stored: InvoiceRow) => {
  if (stored.documentType === 'credit_note') throw new AppError(409, 'error.credit_note_locked');
  const [credited] = await queryRows<{ id: number }>(
    tx,
    sql`select id from invoices where original_invoice_id = ${stored.id} limit 1`,
  );
  if (credited) throw new AppError(409, 'error.invoice_has_credit_notes');
};

/** DELETE /v1/invoices/{id} (administrator): a locked invoice stays (409). */
export const deleteInvoice = async (db: Db, ref: InvoiceRef) => {
  await inTransaction(db, async (tx) => {
    const stored = await requireInvoice(tx, ref, true);
    if (stored.lock) throw invoiceLocked();
    await trackChanges(tx, 'invoice', stored.id, () => tx.delete(invoices).where(eq(invoices.id, stored.id)));
  });
};

/**
 * POST /v1/invoices/{id}/clone → the new id: a new number, today's dates (maturity by the
 * configuration), not paid, not locked, not sent, the same customer, address and items; the
 * copy invoices no application part (decision 096).
 */
export const cloneInvoice = async (db: Db, ref: InvoiceRef & { actor: Actor }) => {
  const stored = await requireInvoice(db, ref);
  if (stored.documentType === 'credit_note') throw new AppError(409, 'error.credit_note_not_cloned');
  const items = await listItems(db, stored.id);
  const today = companyToday();
  return inTransaction(db, (tx) =>
    insertInvoice(tx, {
      countryCode: ref.countryCode,
      actorId: ref.actor.id,
      customerId: stored.customerId,
      customerApplicationId: null,
      applicationPart: null,
      color: stored.color,
      values: {
        billingInfoId: stored.billingInfoId,
        numberFromClient: stored.numberFromClient,
        deliveryNoteNumber: stored.deliveryNoteNumber,
        dateIssue: today,
        dateTaxableSupply: null,
        dateMaturity: null,
        datePaid: null,
        paid: false,
        payment: stored.paymentTypeId,
        invoiceCompany: stored.invoiceCompany,
        invoiceStreet: stored.invoiceStreet,
        invoiceCp: stored.invoiceCp,
        invoicePsc: stored.invoicePsc,
        invoiceCity: stored.invoiceCity,
        invoiceIc: stored.invoiceIc,
        invoiceDic: stored.invoiceDic,
        invoiceEmail: stored.invoiceEmail,
        invoiceEmailCopy: stored.invoiceEmailCopy,
        note: stored.note,
      },
      items: items.map((item) => ({
        productId: item.productId,
        code: item.code,
        name: item.name,
        amount: item.amount,
        unit: item.unit,
        price: item.price,
        sale: item.sale,
        taxId: item.taxId,
        reverseCharge: item.reverseCharge,
      })),
    }),
  );
};

// ---------------------------------------------------------------------------------------------
// items calls

/** Runs an item change on an unlocked invoice: bumps its version (optionally checked), reprices. */
const changeItems = async (
  db: Db,
  ref: InvoiceRef & { actor: Actor; lockVersion?: number | undefined },
  work: (tx: Db, stored: InvoiceRow, vatPayer: boolean) => Promise<number | undefined>,
) =>
  inTransaction(db, async (tx) => {
    const stored = await requireInvoice(tx, ref, true);
    if (stored.lock) throw invoiceLocked();
    const billing = await billingInfoOf(tx, stored.billingInfoId, ref.countryCode);
    const vatPayer = billing?.vat_payer ?? true;
    return trackChanges(tx, 'invoice', stored.id, async () => {
      await updateVersioned(tx, {
        table: invoices,
        where: and(eq(invoices.id, stored.id), eq(invoices.countryCode, ref.countryCode)),
        lockVersion: ref.lockVersion ?? stored.lockVersion,
        set: {},
        actorId: ref.actor.id,
        current: () => getInvoice(tx, ref),
      });
      const result = await work(tx, stored, vatPayer);
      await repriceInvoice(tx, stored.id, vatPayer);
      return result;
    });
  });

export const getItems = async (db: Db, ref: InvoiceRef) => {
  const stored = await requireInvoice(db, ref);
  return listItems(db, stored.id);
};

/** PUT /v1/invoices/{id}/items (`{ items }`): the whole list. */
export const putItems = async (
  db: Db,
  ref: InvoiceRef & { actor: Actor; items: readonly InvoiceItemInput[]; lockVersion?: number | undefined },
) => {
  await changeItems(db, ref, async (tx, stored, vatPayer) => {
    const items = await computeItems(tx, {
      countryCode: ref.countryCode,
      vatPayer,
      inputs: ref.items,
      savedIds: await savedIdsOf(tx, stored.id),
    });
    await replaceItems(tx, stored.id, items);
    return undefined;
  });
  return savedInvoice(db, ref);
};

/** POST /v1/invoices/{id}/items (`{ item }`) → the new item's id, appended last. */
export const addItem = async (
  db: Db,
  ref: InvoiceRef & { actor: Actor; item: Omit<InvoiceItemInput, 'id'> },
): Promise<number> => {
  const id = await changeItems(db, ref, async (tx, stored, vatPayer) => {
    const [item] = await computeItems(tx, {
      countryCode: ref.countryCode,
      vatPayer,
      inputs: [ref.item],
      savedIds: new Set(),
    });
    if (!item) throw new Error('no item computed');
    const [last] = await queryRows<{ position: number | null }>(
      tx,
      sql`select max(position) as position from invoice_items where invoice_id = ${stored.id}`,
    );
    const [row] = await tx
      .insert(invoiceItems)
      .values({ ...itemValues(stored.id, item), position: (last?.position ?? -1) + 1 })
      .returning({ id: invoiceItems.id });
    return row?.id;
  });
  if (id === undefined) throw new Error('item insert returned nothing');
  return id;
};

/** DELETE /v1/invoices/{id}/items/{itemId}. */
export const deleteItem = async (db: Db, ref: InvoiceRef & { actor: Actor; itemId: number }) => {
  await changeItems(db, ref, async (tx, stored) => {
    const deleted = await tx
      .delete(invoiceItems)
      .where(and(eq(invoiceItems.id, ref.itemId), eq(invoiceItems.invoiceId, stored.id)))
      .returning({ id: invoiceItems.id });
    if (deleted.length === 0) throw notFound();
    return undefined;
  });
};
