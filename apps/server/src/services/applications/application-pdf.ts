import type { ApplicationPart } from '@bo/contract/applications/disabled-fields';
import { type CartLine, cartTotals, vatRecap } from '@bo/contract/cart/cart';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, customers, users } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { documentLanguageOf, documentTexts } from '../documents/document-texts';
import {
  customerBillingAddress,
  customerParty,
  loadBillingInfo,
  streetLine,
  supplierBlock,
} from '../documents/parties';
import { renderDocumentPdf } from '../documents/pdf/render-document';
import { forSupplierVat } from '../documents/pdf/supplier-vat';
import type { PdfDocument, PdfLine, PdfParty, PdfTextBlock } from '../documents/pdf/types';
import { loadApplicationLines } from './application-cart';
import { type ApplicationRef, requireApplication } from './applications';
import { getInspection, type InspectionRef } from './inspections';

type CustomerRow = typeof customers.$inferSelect;

/** `2026-11-23` → `23. 11. 2026`. */
const czechDay = (day: string | null) => {
  if (!day) return '–';
  const [year, month, date] = day.split('-');
  return `${Number(date)}. ${Number(month)}. ${year}`;
};

const deliveryParty = (customer: CustomerRow, heading: string): PdfParty => ({
  heading,
  lines: [
    customer.deliveryCompany,
    streetLine({ street: customer.deliveryStreet, cp: customer.deliveryCp }),
    [customer.deliveryPsc, customer.deliveryCity].filter(Boolean).join(' '),
  ],
});

const userName = async (db: Db, id: number | null) => {
  if (id === null) return '';
  const [row] = await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, id));
  return row ? `${row.name} ${row.surname}` : '';
};

const loadContext = async (db: Db, customerId: number) => {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound();
  const [country] = await db.select().from(countries).where(eq(countries.countryCode, customer.countryCode));
  const billingInfo = await loadBillingInfo(db, customer);
  // the documents speak the customer's country's language (decision 181)
  const texts = documentTexts(documentLanguageOf(customer.countryCode));
  return {
    customer,
    currency: country?.currency ?? 'Kč',
    supplier: supplierBlock(billingInfo, { texts }),
    isVatPayer: billingInfo?.vatPayer !== false,
    texts,
  };
};

const summarise = (saved: readonly (CartLine & { tax: number })[]) => {
  const lines: PdfLine[] = saved.map((line) => ({
    name: line.name,
    amount: line.amount,
    unitPrice: line.price,
    sale: line.sale,
    priceWithoutVat: line.priceWithoutVat,
    tax: line.tax,
    priceWithVat: line.priceWithVat,
  }));
  const rates = new Map(saved.map((line) => [line.taxId, line.tax]));
  return { lines, totals: cartTotals(saved), vatRecap: vatRecap(saved, rates) };
};

const signatures = (heading: string, left: string, right: string): PdfTextBlock => ({
  heading,
  text: `${left}: ................................................        ${right}: ................................................`,
});

export type ApplicationDocumentKind = 'order' | 'delivery';

/** The delivery note number as printed: `123/2026`. */
export const deliveryNoteLabel = (number: number | null, year: number | null) =>
  number === null ? '–' : year === null ? String(number) : `${number}/${year}`;

/**
 * The order and the delivery note of one cart part through the one layout module:
 * company header, customer, delivery address, the part's lines with amounts and prices,
 * delivery note number and date, signature lines.
 */
export const renderApplicationPdf = async (
  db: Db,
  ref: ApplicationRef & { part: ApplicationPart; kind: ApplicationDocumentKind },
) => {
  const application = await requireApplication(db, ref);
  const context = await loadContext(db, application.customerId);
  const lines = (await loadApplicationLines(db, application.id))[ref.part];
  const { lines: pdfLines, totals, vatRecap: recap } = summarise(lines);
  const noteNumber = deliveryNoteLabel(application.deliveryNoteNumber, application.deliveryNoteYear);
  const t = context.texts.application;
  const title =
    ref.kind === 'order'
      ? `${t.order} č. ${application.id} (${t.parts[ref.part]})`
      : `${t.deliveryNote} č. ${noteNumber} (${t.parts[ref.part]})`;
  const driver = await userName(db, application.driverId);
  const operator = await userName(db, application.operatorId);
  const facts: [string, string][] = [
    [t.application, String(application.id)],
    [t.deliveryNoteNumber, noteNumber],
    [t.plannedDate, czechDay(application.applicationDate)],
    [t.deliveredDate, czechDay(application.applicationRealDate)],
  ];
  if (driver) facts.push([t.driver, driver]);
  if (operator) facts.push([t.operator, operator]);
  const blocks: PdfTextBlock[] = [];
  if (application.applicationNote) blocks.push({ heading: t.note, text: application.applicationNote });
  blocks.push({
    heading: t.deliveryPlace,
    text: deliveryParty(context.customer, t.deliveryPlace).lines.filter(Boolean).join(', '),
  });
  blocks.push(
    ref.kind === 'order'
      ? signatures(t.signatures, t.ordered, t.accepted)
      : signatures(t.signatures, t.handedOver, t.received),
  );
  const document: PdfDocument = {
    title,
    supplier: context.supplier,
    customer: customerParty(customerBillingAddress(context.customer), context.texts),
    facts,
    lines: pdfLines,
    totals: pdfLines.length ? totals : undefined,
    vatRecap: pdfLines.length ? recap.map(({ taxId: _taxId, ...row }) => row) : undefined,
    blocks,
    currency: context.currency,
    locale: context.texts.locale,
    labels: context.texts.pdf,
  };
  const pdf = await renderDocumentPdf(forSupplierVat(document, context.isVatPayer, context.texts));
  return { pdf, fileName: `${title}.pdf` };
};

/** The inspection protocol: the inspected company and address, the application's people and dates, the note, signatures. */
export const renderInspectionPdf = async (db: Db, ref: InspectionRef) => {
  const { inspection, application } = await getInspection(db, ref);
  const context = await loadContext(db, application.customerId);
  const title = `Protokol o kontrole č. ${inspection.id}`;
  const [engineer, acceptor, driver] = await Promise.all([
    userName(db, application.engineerId),
    userName(db, application.acceptorId),
    userName(db, application.driverId),
  ]);
  const facts: [string, string][] = [
    ['Zakázka', String(application.id)],
    ['Dodací list č.', deliveryNoteLabel(application.deliveryNoteNumber, application.deliveryNoteYear)],
    ['Datum dodání', czechDay(application.applicationRealDate)],
  ];
  if (driver) facts.push(['Řidič', driver]);
  if (engineer) facts.push(['Technik', engineer]);
  if (acceptor) facts.push(['Přebírající', acceptor]);
  const document: PdfDocument = {
    title,
    supplier: context.supplier,
    customer: { heading: 'Kontrolované místo', lines: [inspection.company, inspection.address] },
    facts,
    blocks: [
      { heading: 'Záznam z kontroly', text: inspection.note || '–' },
      signatures('Podpisy', 'Kontrolu provedl', 'Za zákazníka'),
    ],
    currency: context.currency,
  };
  const pdf = await renderDocumentPdf(document);
  return { pdf, fileName: `${title}.pdf` };
};
