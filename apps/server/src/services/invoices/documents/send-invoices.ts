import { formatDate } from '@bo/contract/dates/format';
import type { FlashMessageDto } from '@bo/contract/errors/error-response';
import type { InvoiceSendPreview } from '@bo/contract/invoices/schemas';
import { sql } from 'drizzle-orm';
import type { Env } from '../../../config/env';
import type { Db } from '../../../db/client';
import { queryRows, sqlIdList } from '../../../db/query';
import { inTransaction } from '../../../db/transaction';
import { AppError, notFound } from '../../../lib/app-error';
import type { SecretBox } from '../../../lib/secret-box';
import { type DocumentLanguage, documentLanguageOf } from '../../documents/document-texts';
import { createFormatters } from '../../documents/pdf/format';
import { renderDocumentPdf } from '../../documents/pdf/render-document';
import { isMandatoryEInvoice, queueEInvoice } from '../../e-invoices/e-invoice-outbox';
import { isProviderConfigured } from '../../e-invoices/provider';
import { sendMail } from '../../mail/send-mail';
import { changeInvoice } from '../change-invoice';
import { type Actor, requireInvoice } from '../invoice-access';
import { invoiceDocumentsInChunks } from './invoice-batches';
import { documentFileName, type InvoiceContent, invoiceContent, invoiceFileName } from './invoice-content';
import { invoicePdfDocument, invoiceTitle } from './invoice-pdf';
import { invoiceIsdoc } from './isdoc';
import { invoiceUbl, ublFileName } from './ubl';

export type SendInvoicesOptions = {
  db: Db;
  env: Pick<
    Env,
    'DATA_DIR' | 'SMTP_URL' | 'PUBLIC_URL' | 'PEPPOL_PROVIDER_URL' | 'PEPPOL_PROVIDER_TOKEN' | 'PEPPOL_TIMEOUT_MS'
  >;
  secretBox: SecretBox;
  /** the sending user: their SMTP settings are used when they have them */
  actor: Actor;
  countryCode: string;
  invoiceIds: readonly number[];
  /** overrides every invoice's address (and then no copy goes to invoiceEmailCopy) */
  email?: string;
};

/**
 * The invoice's XML beside its PDF in the mail: the Czech e-invoice ISDOC for a Czech invoice, the Peppol UBL (decision
 * 179) for a Slovak one (ISDOC is Czech only).
 */
const xmlFileName = (invoice: { id: number; number: string }, language: DocumentLanguage) =>
  language === 'cs' ? documentFileName(invoice, 'isdoc') : ublFileName(invoice);

const xmlAttachment = (content: InvoiceContent) => ({
  filename: xmlFileName(content.data.invoice, content.language),
  content: content.language === 'cs' ? invoiceIsdoc(content) : invoiceUbl(content),
});

/** The mail's text in the document's language: number, amount, maturity, variable symbol, where to pay. */
export const invoiceMailText = (content: InvoiceContent) => {
  const { invoice, billingInfo, currencySymbol } = content.data;
  const t = content.texts.mail;
  const f = createFormatters(content.texts.locale, currencySymbol);
  if (invoice.documentType === 'credit_note') return creditNoteMailText(content);
  const payment = invoice.paid
    ? [t.paid(invoice.datePaid ? formatDate(invoice.datePaid) : '')]
    : [
        `${t.amountDue}: ${f.money(content.totals.priceWithVat)}`,
        `${t.dateMaturity}: ${formatDate(invoice.dateMaturity)}`,
        `${t.variableSymbol}: ${content.variableSymbol}`,
        billingInfo.bankAccount ? `${t.bankAccount}: ${billingInfo.bankAccount}` : '',
        billingInfo.iban ? `IBAN: ${billingInfo.iban}` : '',
      ];
  return [
    t.greeting,
    '',
    t.invoiceAttached(invoice.number),
    '',
    ...payment.filter(Boolean),
    '',
    t.regards,
    billingInfo.company,
  ].join('\n');
};

/** A credit note's mail: which invoice it corrects and the amount refunded (decision 133). */
const creditNoteMailText = (content: InvoiceContent) => {
  const { invoice, billingInfo, currencySymbol, original } = content.data;
  const t = content.texts.mail;
  const f = createFormatters(content.texts.locale, currencySymbol);
  const originalNumber = original?.number ?? '';
  return [
    t.greeting,
    '',
    t.creditNoteAttached(invoice.number, originalNumber),
    `${t.reason}: ${invoice.creditReason}`,
    `${t.refund}: ${f.money(-content.totals.priceWithVat)}`,
    '',
    t.regards,
    billingInfo.company,
  ].join('\n');
};

const flash = (message: string, count: number, severity: FlashMessageDto['severity']): FlashMessageDto[] =>
  count > 0 ? [{ message, data: { count }, severity }] : [];

/**
 * POST /v1/invoices/send-preview (decision 178): what sending these invoices would do — the recipients as the send
 * takes them (`email` instead of the invoice's address, and then no copy), the attached files, whether each is locked
 * already. Ids of another country or none: 404, as the send.
 */
export const previewSendInvoices = async (
  db: Db,
  options: { countryCode: string; invoiceIds: readonly number[]; email?: string | undefined },
): Promise<InvoiceSendPreview> => {
  const rows = await queryRows<{
    id: number;
    number: string;
    invoice_email: string;
    invoice_email_copy: string;
    lock: boolean;
  }>(
    db,
    sql`select id, number, invoice_email, invoice_email_copy, lock from invoices
      where id in (${sqlIdList(options.invoiceIds)}) and country_code = ${options.countryCode}`,
  );
  if (rows.length !== options.invoiceIds.length) throw notFound();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    invoices: options.invoiceIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const to = options.email || row.invoice_email || null;
      return [
        {
          id: row.id,
          number: row.number,
          to,
          cc: !options.email && to && row.invoice_email_copy ? row.invoice_email_copy : null,
          attachments: [documentFileName(row, 'pdf'), xmlFileName(row, documentLanguageOf(options.countryCode))],
          isLocked: row.lock,
        },
      ];
    }),
  };
};

/**
 * POST /v1/invoices/send: each invoice with its PDF and ISDOC through the one mail module. An
 * invoice without an address, or one the mail server refuses, counts as not sent (the failure is
 * recorded in the send log); a sent one records electronicInvoiceTime and electronicInvoiceEmail
 * and locks it (a sent tax document is corrected only by unlocking; its lockVersion moves on).
 */
export const sendInvoices = async (options: SendInvoicesOptions) => {
  let successCount = 0;
  let errorCount = 0;
  for await (const data of invoiceDocumentsInChunks(options.db, options.countryCode, options.invoiceIds)) {
    const { invoice } = data;
    const to = options.email || invoice.invoiceEmail;
    if (!to) {
      errorCount += 1;
      continue;
    }
    const cc = !options.email && invoice.invoiceEmailCopy ? [invoice.invoiceEmailCopy] : [];
    const content = invoiceContent(data);
    const pdf = await renderDocumentPdf(invoicePdfDocument(content));
    const xml = xmlAttachment(content);
    try {
      await sendMail({
        ...options,
        userId: options.actor.id,
        to: [to],
        cc,
        subject: `${invoiceTitle(content)} – ${data.billingInfo.company}`,
        text: invoiceMailText(content),
        attachments: [
          { filename: invoiceFileName(data, 'pdf'), content: pdf, contentType: 'application/pdf' },
          { filename: xml.filename, content: Buffer.from(xml.content, 'utf8'), contentType: 'application/xml' },
        ],
        entity: { type: 'invoice', id: invoice.id },
      });
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 502)) throw error;
      errorCount += 1;
      continue;
    }
    const recipients = [to, ...cc].join(', ');
    await inTransaction(options.db, async (tx) => {
      const ref = { invoiceId: invoice.id, countryCode: options.countryCode, actor: options.actor };
      const stored = await requireInvoice(tx, ref, true);
      await changeInvoice(tx, {
        ref,
        lockVersion: stored.lockVersion,
        // a sent invoice is corrected only by unlocking it (decision 096)
        set: { electronicInvoiceTime: new Date(), electronicInvoiceEmail: recipients, lock: true },
        source: { kind: 'sending', ref: recipients },
      });
    });
    successCount += 1;
    // a Slovak VAT payer invoicing a Slovak VAT payer must deliver the e-invoice (decision 182): the mail is the copy
    if (isProviderConfigured(options.env) && isMandatoryEInvoice(invoice, data.billingInfo.vatPayer)) {
      await queueEInvoice(options.db, options.env, {
        invoiceId: invoice.id,
        countryCode: options.countryCode,
        actor: options.actor,
      });
    }
  }
  return {
    flashMessages: [
      ...flash('message.invoices_sent', successCount, 'success'),
      ...flash('message.invoices_not_sent', errorCount, 'error'),
    ],
    successCount,
    errorCount,
  };
};
