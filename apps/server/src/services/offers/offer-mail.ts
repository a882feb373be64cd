import { randomBytes } from 'node:crypto';
import type { OfferDetail } from '@bo/contract/offers/schemas';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { customerOfferAttachments, customerOffers, files, userFiles } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { type MailAttachment, sendMail } from '../mail/send-mail';
import { operatorContact } from './offer-content';
import { loadOfferDocumentData, type OfferRef, type OfferRow, requireOffer } from './offer-document-data';
import { offerFileName, offerTitle, renderOfferPdf } from './offer-pdf';

export type OfferMailContext = {
  db: Db;
  env: Pick<Env, 'DATA_DIR' | 'SMTP_URL' | 'PUBLIC_URL'>;
  secretBox: SecretBox;
  /** the logged-in user: sends through their SMTP settings */
  userId: number;
};

export type SendOfferOptions = OfferMailContext & {
  ref: OfferRef;
  /** version 1: the part to send; version 2: null */
  detail: OfferDetail | null;
  email: string;
  emailCopy: string;
};

/** Version 1 routes serve version 1 offers with that part, version 2 routes version 2 offers. */
export const requireOfferVersion = async (db: Db, ref: OfferRef, detail: OfferDetail | null) => {
  const offer = await requireOffer(db, ref);
  const isExpected = detail === null ? offer.version === 2 : offer.version === 1 && offer[detail] !== null;
  if (!isExpected) throw notFound();
  return offer;
};

/**
 * The enabled attachments (docs/decisions/063): version 2 — the offer's attachments not disabled;
 * version 1 — the part's uploads not disabled and the sending user's files of that offer type
 * the part selected (`userFiles`).
 */
const offerAttachments = async (db: Db, offer: OfferRow, detail: OfferDetail | null, userId: number) => {
  const uploads = await db
    .select({ filename: customerOfferAttachments.fileName, content: files.bytes, contentType: files.type })
    .from(customerOfferAttachments)
    .innerJoin(files, eq(files.id, customerOfferAttachments.fileId))
    .where(
      and(
        eq(customerOfferAttachments.offerId, offer.id),
        eq(customerOfferAttachments.disabled, false),
        detail === null ? isNull(customerOfferAttachments.detail) : eq(customerOfferAttachments.detail, detail),
      ),
    )
    .orderBy(asc(customerOfferAttachments.position), asc(customerOfferAttachments.id));
  const chosen = detail ? (offer[detail]?.userFiles ?? []) : [];
  const own = chosen.length
    ? await db
        .select({ filename: userFiles.filename, content: files.bytes, contentType: files.type })
        .from(userFiles)
        .innerJoin(files, eq(files.id, userFiles.fileId))
        .where(
          and(eq(userFiles.userId, userId), eq(userFiles.offerType, detail ?? ''), inArray(userFiles.filename, chosen)),
        )
        .orderBy(asc(userFiles.filename))
    : [];
  return [...uploads, ...own].map((row): MailAttachment => ({ ...row, content: Buffer.from(row.content) }));
};

const contentOf = (offer: OfferRow, detail: OfferDetail | null) =>
  detail === 'lapol' ? offer.lapol : offer.application;

/** Send offer (v1 part or v2): the e-mail content of the part, the offer PDF and the enabled attachments. */
export const sendOffer = async (options: SendOfferOptions) => {
  const offer = await requireOfferVersion(options.db, options.ref, options.detail);
  const data = await loadOfferDocumentData(options.db, offer);
  const pdf = await renderOfferPdf(data, options.detail);
  const content = contentOf(offer, options.detail);
  const contact = operatorContact(data);
  await sendMail({
    ...options,
    to: [options.email],
    cc: options.emailCopy ? [options.emailCopy] : [],
    subject: content?.emailSubject || offerTitle(data, options.detail),
    text: content?.emailText || `Dobrý den,\n\nv příloze posíláme nabídku.\n\n${contact}`.trim(),
    attachments: [
      { filename: offerFileName(data, options.detail), content: pdf, contentType: 'application/pdf' },
      ...(await offerAttachments(options.db, offer, options.detail, options.userId)),
    ],
    entity: { type: 'customer_offer', id: offer.id },
  });
};

/** ≥ 128 bits: 24 random bytes, URL-safe. */
const newToken = () => randomBytes(24).toString('base64url');

export type SendHtmlOfferOptions = Omit<SendOfferOptions, 'detail'> & { publicUrl: string };

/**
 * Send html offer: the offer keeps one token (created on the first send, reused after); the mail
 * carries the link to the public page; htmlOfferDateCreated is the date of the last successful send.
 * These are not edits of the offer's form, so its lockVersion stays.
 */
export const sendHtmlOffer = async (options: SendHtmlOfferOptions) => {
  const offer = await requireOfferVersion(options.db, options.ref, null);
  let token = offer.htmlToken;
  if (!token) {
    token = newToken();
    await options.db.update(customerOffers).set({ htmlToken: token }).where(eq(customerOffers.id, offer.id));
  }
  const data = await loadOfferDocumentData(options.db, offer);
  const link = `${options.publicUrl.replace(/\/+$/, '')}/offer/${token}`;
  const content = offer.application;
  const intro = content?.emailText || 'Dobrý den,\n\nposíláme Vám naši nabídku.';
  await sendMail({
    ...options,
    to: [options.email],
    cc: options.emailCopy ? [options.emailCopy] : [],
    subject: content?.emailSubject || offerTitle(data, null),
    text: `${intro}\n\nNabídku si můžete prohlédnout zde: ${link}\n\n${operatorContact(data)}`.trim(),
    entity: { type: 'customer_offer', id: offer.id },
  });
  await options.db
    .update(customerOffers)
    .set({ htmlOfferDateCreated: new Date() })
    .where(eq(customerOffers.id, offer.id));
};
