import { renderReminderTemplate } from '@bo/contract/reminders/template';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { invoiceReminders } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import type { SecretBox } from '../../lib/secret-box';
import { renderDocumentPdf } from '../documents/pdf/render-document';
import { changeInvoice } from '../invoices/change-invoice';
import { invoiceContent, invoiceFileName } from '../invoices/documents/invoice-content';
import { invoicePdfDocument } from '../invoices/documents/invoice-pdf';
import { loadInvoiceDocument } from '../invoices/documents/load-invoice-documents';
import { requireInvoice } from '../invoices/invoice-access';
import { sendMail } from '../mail/send-mail';
import type { DueReminder } from './due-reminders';

export type ReminderTemplates = { reminderSubject: string; reminderText: string; systemUserId: number | null };

export type SendReminderOptions = {
  db: Db;
  env: Pick<Env, 'DATA_DIR' | 'SMTP_URL' | 'PUBLIC_URL'>;
  secretBox: SecretBox;
  countryCode: string;
  reminder: DueReminder;
  templates: ReminderTemplates;
  now: Date;
};

/**
 * Sends one reminder through the one mail module — the invoice's PDF with its QR payment attached,
 * to the invoice's e-mail with its copy address (as the invoice send does) — and records it on
 * the invoice. The mail module throws when the mail server refuses; then nothing is recorded here.
 */
export const sendReminder = async (options: SendReminderOptions) => {
  const { db, reminder } = options;
  const data = await loadInvoiceDocument(db, options.countryCode, reminder.invoiceId);
  const content = invoiceContent(data);
  const { invoice, billingInfo } = data;
  const values = {
    number: invoice.number,
    amount: content.totals.priceWithVat,
    currencySymbol: data.currencySymbol,
    dateMaturity: invoice.dateMaturity,
    variableSymbol: content.variableSymbol,
    qrPayment: content.paymentQr ? content.texts.mail.qrSentence : '',
    company: billingInfo.company,
  };
  const text = renderReminderTemplate(options.templates.reminderText, values);
  const pdf = await renderDocumentPdf(invoicePdfDocument(content));
  const cc = invoice.invoiceEmailCopy ? [invoice.invoiceEmailCopy] : [];
  await sendMail({
    db,
    env: options.env,
    secretBox: options.secretBox,
    userId: options.templates.systemUserId,
    to: [invoice.invoiceEmail],
    cc,
    subject: renderReminderTemplate(options.templates.reminderSubject, values),
    text,
    attachments: [{ filename: invoiceFileName(data, 'pdf'), content: pdf, contentType: 'application/pdf' }],
    entity: { type: 'invoice_reminder', id: invoice.id },
  });
  const { systemUserId } = options.templates;
  await inTransaction(db, async (tx) => {
    const ref = {
      invoiceId: invoice.id,
      countryCode: options.countryCode,
      actor: systemUserId === null ? null : { id: systemUserId, roles: [] },
    };
    const stored = await requireInvoice(tx, ref, true);
    await changeInvoice(tx, {
      ref,
      lockVersion: stored.lockVersion,
      set: {},
      source: { kind: 'reminder', ref: String(reminder.level) },
      also: async () => {
        await tx.insert(invoiceReminders).values({
          invoiceId: invoice.id,
          level: reminder.level,
          email: [invoice.invoiceEmail, ...cc].join(', '),
          sentAt: options.now,
        });
      },
    });
  });
};
