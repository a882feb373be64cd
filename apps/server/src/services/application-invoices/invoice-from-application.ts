import type { ApplicationPart } from '@bo/contract/applications/disabled-fields';
import { companyToday } from '@bo/contract/dates/business-calendar';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { type ApplicationRef, requireApplication } from '../applications/applications';
import { type CustomerPartyRow, customerPartySql } from '../documents/parties';
import { insertInvoice } from '../invoices/create-invoice';
import type { Actor } from '../invoices/invoice-access';
import { applicationInvoiced, invoicedPartsOf, invoicesOf } from './application-invoices';

type LineRow = {
  product_id: number;
  code: string | null;
  name: string;
  name_invoice: string | null;
  amount: string;
  unit_id: number | null;
  price: string;
  sale: string;
  tax_id: number;
  reverse_charge: boolean | null;
};

/**
 * POST /v1/customers/{id}/applications/{appId}/invoice?private=0|1 → the new invoice's id: the
 * invoice of one cart part with the customer's billing address (the delivery address when the
 * billing one is empty), billing info and e-mails, the part's lines (code, the product's invoice
 * name or the line's name, amount, unit, price, sale, rate, the product's reverse charge), the
 * application's delivery note number, bank transfer; issued today, taxable supply on the real
 * date. A part already invoiced is 409 error.application_invoiced; a part without lines or an
 * application without a real date 400. The application's status follows from the invoices table.
 */
export const invoiceApplicationPart = async (
  db: Db,
  ref: ApplicationRef & { actor: Actor; part: ApplicationPart },
): Promise<number> => {
  const application = await requireApplication(db, ref);
  if (application.applicationRealDate === null) throw new AppError(400, 'error.application_not_delivered');
  const lines = await queryRows<LineRow>(
    db,
    sql`select l.product_id, p.code, l.name, p.name_invoice, l.amount, p.unit_id, l.price, l.sale, l.tax_id,
        p.reverse_charge
      from customer_application_products l left join products p on p.id = l.product_id
      where l.application_id = ${application.id} and l.part = ${ref.part}
      order by l.position, l.id`,
  );
  if (lines.length === 0) throw new AppError(400, 'error.application_no_products');
  const [customer] = await queryRows<CustomerPartyRow>(
    db,
    sql`select ${customerPartySql}
      from customers c where c.id = ${ref.customerId}`,
  );
  if (!customer) throw new Error('customer of the application missing');
  const [billing] = await queryRows<{ id: number }>(
    db,
    sql`select id from billing_infos where country_code = ${ref.countryCode}
      order by (id = ${customer.billing_info_id ?? 0}) desc, id limit 1`,
  );
  if (!billing) throw new AppError(409, 'error.conflict');
  const [payment] = await queryRows<{ id: number }>(db, sql`select id from payment_types where code = 'bank_transfer'`);
  return inTransaction(db, async (tx) => {
    // parallel requests for one part: the application row serialises them
    await tx.execute(sql`select id from customer_applications where id = ${application.id} for update`);
    const invoiced = invoicedPartsOf((await invoicesOf(tx, [application.id])).get(application.id) ?? []);
    if (invoiced.includes(ref.part)) throw applicationInvoiced();
    return insertInvoice(tx, {
      countryCode: ref.countryCode,
      actorId: ref.actor.id,
      customerId: ref.customerId,
      customerApplicationId: application.id,
      applicationPart: ref.part,
      values: {
        billingInfoId: billing.id,
        numberFromClient: '',
        deliveryNoteNumber: application.deliveryNoteNumber,
        dateIssue: companyToday(),
        dateTaxableSupply: application.applicationRealDate,
        dateMaturity: null,
        datePaid: null,
        paid: false,
        payment: payment?.id ?? null,
        invoiceCompany: customer.company || '—',
        invoiceStreet: customer.street,
        invoiceCp: customer.cp,
        invoicePsc: customer.psc,
        invoiceCity: customer.city,
        invoiceIc: customer.ic,
        invoiceDic: customer.dic,
        invoiceVatPayer: customer.vat_payer,
        invoiceEmail: customer.email,
        invoiceEmailCopy: customer.email_copy,
        note: '',
      },
      items: lines.map((line) => ({
        productId: line.product_id,
        code: line.code ?? '',
        name: line.name_invoice || line.name,
        amount: Number(line.amount),
        unit: line.unit_id,
        price: Number(line.price),
        sale: Number(line.sale),
        taxId: line.tax_id,
        reverseCharge: line.reverse_charge ?? false,
      })),
    });
  });
};
