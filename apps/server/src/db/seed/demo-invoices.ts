import { addDays, companyDayOf } from '@bo/contract/dates/business-calendar';
import { formatInvoiceNumber } from '@bo/contract/invoices/numbering';
import { invoiceLinePrices, invoiceTotals } from '@bo/contract/invoices/totals';
import { invoiceVatParties } from '@bo/contract/invoices/vat-decision';
import { sql } from 'drizzle-orm';
import { type CustomerPartyRow, customerPartySql } from '../../services/documents/parties';
import type { Db } from '../client';
import { queryRows } from '../query';
import { invoiceItems, invoices } from '../schema/index';
import { between, pick, prng } from './demo-random';

type Line = {
  productId: number | null;
  code: string;
  name: string;
  amount: number;
  unitId: number | null;
  price: number;
  sale: number;
  taxId: number;
  tax: number;
  reverseCharge: boolean;
};

type CustomerRow = CustomerPartyRow & { id: number; country_code: string };

type Plan = {
  countryCode: string;
  customer: CustomerRow;
  billing: { id: number; vat_payer: boolean; invoice_prefix: string };
  applicationId: number | null;
  part: 'company' | 'private' | null;
  deliveryNoteNumber: number | null;
  dateIssue: string;
  maturityDays: number;
  paidAfter: number | null;
  lock: boolean;
  color: number;
  lines: Line[];
};

const customerColumns = sql`c.id, c.country_code, ${customerPartySql}`;

/**
 * Demo invoices: the delivered demo applications' parts (mostly unpaid, a few paid),
 * and eight months of earlier invoices of CZ and SK customers — paid (locked), unpaid, after
 * maturity, one locked unpaid, one with a reverse-charge line — on both CZ billing infos, so the
 * list, the statistics and the home's overdue list show every state. Numbers per billing info and
 * year in issue order; the sequences continue after them. A few bulk inserts: the seed stays fast.
 */
export const seedDemoInvoices = async (db: Db, now = new Date()) => {
  const random = prng(20_261_125);
  const today = companyDayOf(now);
  const billings = await queryRows<{ id: number; country_code: string; vat_payer: boolean; invoice_prefix: string }>(
    db,
    sql`select id, country_code, vat_payer, invoice_prefix from billing_infos order by id`,
  );
  const czBillings = billings.filter((row) => row.country_code === 'cz');
  const skBillings = billings.filter((row) => row.country_code === 'sk');
  if (czBillings.length === 0) return;
  const [payment] = await queryRows<{ id: number }>(db, sql`select id from payment_types where code = 'bank_transfer'`);
  const taxes = new Map(
    (await queryRows<{ id: number; tax: string }>(db, sql`select id, tax from taxes`)).map(
      (row) => [row.id, Number(row.tax)] as const,
    ),
  );
  const catalog = await queryRows<{
    id: number;
    country_code: string;
    code: string;
    name: string;
    name_invoice: string;
    unit_id: number | null;
    price: string;
    tax_id: number;
    reverse_charge: boolean;
  }>(
    db,
    sql`select id, country_code, code, name, name_invoice, unit_id, price, tax_id, reverse_charge from products
      where display and hidden_at is null order by id`,
  );
  const lineOf = (product: (typeof catalog)[number], amount: number, reverseCharge = product.reverse_charge): Line => ({
    productId: product.id,
    code: product.code,
    name: product.name_invoice || product.name,
    amount,
    unitId: product.unit_id,
    price: Number(product.price),
    sale: 0,
    taxId: product.tax_id,
    tax: taxes.get(product.tax_id) ?? 0,
    reverseCharge,
  });
  const billingFor = (customer: CustomerRow, index: number) => {
    const own = customer.country_code === 'cz' ? czBillings : skBillings;
    if (customer.country_code === 'cz' && index % 4 === 3) return czBillings[1] ?? czBillings[0];
    return own.find((row) => row.id === customer.billing_info_id) ?? own[0];
  };

  const plans: Plan[] = [];
  // the delivered applications' parts
  const applications = await queryRows<
    CustomerRow & {
      application_id: number;
      part: 'company' | 'private';
      real_date: string;
      delivery_note_number: number | null;
    }
  >(
    db,
    sql`select a.id as application_id, parts.part, to_char(a.application_real_date, 'YYYY-MM-DD') as real_date,
        a.delivery_note_number, ${customerColumns}
      from customer_applications a
        join customers c on c.id = a.customer_id
        join (select distinct application_id, part from customer_application_products) parts on parts.application_id = a.id
      where a.application_real_date is not null and a.application_real_date < ${today}
      order by a.application_real_date, a.id, parts.part`,
  );
  const cartLines = await queryRows<{
    application_id: number;
    part: string;
    product_id: number;
    amount: string;
    price: string;
    sale: string;
    tax_id: number;
    tax: string;
  }>(
    db,
    sql`select application_id, part, product_id, amount, price, sale, tax_id, tax from customer_application_products
      order by position, id`,
  );
  const productById = new Map(catalog.map((row) => [row.id, row]));
  applications.forEach((application, index) => {
    // about one delivered part in four waits for its invoice (the invoicing report shows them)
    if (random() < 0.25) return;
    const lines = cartLines
      .filter((line) => line.application_id === application.application_id && line.part === application.part)
      .map((line): Line => {
        const product = productById.get(line.product_id);
        return {
          productId: line.product_id,
          code: product?.code ?? '',
          name: (product?.name_invoice || product?.name) ?? '',
          amount: Number(line.amount),
          unitId: product?.unit_id ?? null,
          price: Number(line.price),
          sale: Number(line.sale),
          taxId: line.tax_id,
          tax: Number(line.tax),
          reverseCharge: product?.reverse_charge ?? false,
        };
      });
    const billing = billingFor(application, index);
    if (!billing || lines.length === 0) return;
    const paid = random() < 0.3;
    plans.push({
      countryCode: 'cz',
      customer: application,
      billing,
      applicationId: application.application_id,
      part: application.part,
      deliveryNoteNumber: application.delivery_note_number,
      dateIssue: application.real_date,
      maturityDays: 14,
      paidAfter: paid ? 1 : null,
      lock: paid,
      color: 1,
      lines,
    });
  });

  // eight months of earlier invoices
  const customers = await queryRows<CustomerRow & { operator_id: number | null }>(
    db,
    sql`select ${customerColumns}, c.operator_id from customers c
      where c.operator_id is not null order by c.id limit 120`,
  );
  // the scrap sold under the reverse charge goes only on the one invoice below
  const productsOf = (country: string) => catalog.filter((row) => row.country_code === country && !row.reverse_charge);
  const scrapOf = (country: string) => catalog.find((row) => row.country_code === country && row.reverse_charge);
  const earlier = Array.from({ length: 72 }, (_, index) => index);
  for (const index of earlier) {
    const customer = customers[(index * 13) % Math.max(customers.length, 1)];
    if (!customer) break;
    const own = productsOf(customer.country_code);
    if (own.length === 0) continue;
    const billing = billingFor(customer, index);
    if (!billing) continue;
    const dateIssue = addDays(today, -between(random, 20, 240));
    const lines = Array.from({ length: between(random, 1, 3) }, () => lineOf(pick(random, own), between(random, 1, 5)));
    // one reverse-charge line (VAT act §92a: the customer pays the VAT)
    if (index === 5) {
      const other = pick(random, own);
      const scrap = scrapOf(customer.country_code);
      lines.push(
        scrap ? lineOf(scrap, 2) : { ...lineOf(other, 2, true), name: 'Kovový šrot – přenesená daňová povinnost' },
      );
    }
    const age = Math.round(
      (new Date(`${today}T00:00:00Z`).getTime() - new Date(`${dateIssue}T00:00:00Z`).getTime()) / 86_400_000,
    );
    // older than a month: mostly paid; the rest unpaid, after maturity when 14 days have passed;
    // the eighth is the demo's locked unpaid one whatever the draw (the draw is still taken, so the
    // rest of the demo stays as it was)
    const draw = random();
    const paid = index !== 7 && (age > 30 ? draw < 0.8 : draw < 0.3);
    plans.push({
      countryCode: customer.country_code,
      customer,
      billing,
      applicationId: null,
      part: null,
      deliveryNoteNumber: null,
      dateIssue,
      maturityDays: 14,
      paidAfter: paid ? between(random, 2, Math.min(20, age)) : null,
      lock: paid || index === 7,
      color: random() < 0.2 ? between(random, 2, 6) : 1,
      lines,
    });
  }

  // numbers in issue order per billing info and year
  plans.sort((a, b) => a.dateIssue.localeCompare(b.dateIssue));
  const sequences = new Map<string, { billingId: number; year: number; last: number }>();
  const rows = plans.map((plan) => {
    const year = Number(plan.dateIssue.slice(0, 4));
    const key = `${plan.billing.id}:${year}`;
    const sequence = sequences.get(key) ?? { billingId: plan.billing.id, year, last: 0 };
    sequence.last += 1;
    sequences.set(key, sequence);
    const parties = invoiceVatParties(plan.billing.vat_payer, {
      invoiceVatPayer: plan.customer.vat_payer,
      invoiceDic: plan.customer.dic,
    });
    const priced = plan.lines.map((line) => ({ ...line, ...invoiceLinePrices(line, parties) }));
    const totals = invoiceTotals(plan.lines, parties);
    const datePaid = plan.paidAfter === null ? null : addDays(plan.dateIssue, plan.paidAfter);
    return {
      priced,
      invoice: {
        countryCode: plan.countryCode,
        number: formatInvoiceNumber(plan.billing.invoice_prefix, year, sequence.last),
        deliveryNoteNumber: plan.deliveryNoteNumber,
        dateIssue: plan.dateIssue,
        dateTaxableSupply: plan.dateIssue,
        dateMaturity: addDays(plan.dateIssue, plan.maturityDays),
        datePaid: datePaid !== null && datePaid > today ? today : datePaid,
        paid: plan.paidAfter !== null,
        paymentTypeId: payment?.id ?? null,
        billingInfoId: plan.billing.id,
        color: plan.color,
        lock: plan.lock,
        customerId: plan.customer.id,
        customerApplicationId: plan.applicationId,
        applicationPart: plan.part,
        priceWithVat: String(totals.priceWithVat),
        priceWithoutVat: String(totals.priceWithoutVat),
        invoiceCompany: plan.customer.company || '—',
        invoiceStreet: plan.customer.street,
        invoiceCp: plan.customer.cp,
        invoicePsc: plan.customer.psc,
        invoiceCity: plan.customer.city,
        invoiceIc: plan.customer.ic,
        invoiceDic: plan.customer.dic,
        invoiceVatPayer: plan.customer.vat_payer,
        invoiceEmail: plan.customer.email,
        invoiceEmailCopy: plan.customer.email_copy,
      },
    };
  });
  if (rows.length === 0) return;
  const inserted = await db
    .insert(invoices)
    .values(rows.map((row) => row.invoice))
    .returning({ id: invoices.id });
  const itemRows = rows.flatMap((row, index) =>
    row.priced.map((line, position) => ({
      invoiceId: inserted[index]?.id as number,
      productId: line.productId,
      position,
      code: line.code,
      name: line.name,
      amount: String(line.amount),
      unitId: line.unitId,
      price: String(line.price),
      sale: String(line.sale),
      taxId: line.taxId,
      tax: String(line.tax),
      reverseCharge: line.reverseCharge,
      priceWithoutVat: String(line.priceWithoutVat),
      priceWithVat: String(line.priceWithVat),
    })),
  );
  if (itemRows.length > 0) await db.insert(invoiceItems).values(itemRows);
  for (const { billingId, year, last } of sequences.values()) {
    await db.execute(sql`insert into document_sequences (kind, scope, year, last_value)
      values ('invoice', ${String(billingId)}, ${year}, ${last})
      on conflict (kind, scope, year) do update set last_value = greatest(document_sequences.last_value, ${last})`);
  }
};
