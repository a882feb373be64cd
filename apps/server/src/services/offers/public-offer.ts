import { parseVideoUrl } from '@bo/contract/offers/video-url';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customerOfferAttachments,
  customerOffers,
  customerOfferVideos,
  customers,
  files,
  videos,
} from '../../db/schema/index';
import { documentLanguageOf, documentTexts, taxIdLines } from '../documents/document-texts';
import { customerBillingAddress, customerParty } from '../documents/parties';
import { notify } from '../users/notifications';
import { offerLines, offerValidUntil } from './offer-content';
import { loadOfferDocumentData, type OfferRow } from './offer-document-data';
import type { PublicOfferView } from './public-offer-html';

/** Tokens are 24 random bytes in base64url (32 characters); anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/** At most one "viewed" notification per offer per hour (docs/decisions/048). */
const NOTIFY_AFTER_MS = 60 * 60 * 1000;

export const findOfferByToken = async (db: Db, token: string): Promise<OfferRow | undefined> => {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [offer] = await db.select().from(customerOffers).where(eq(customerOffers.htmlToken, token));
  return offer;
};

/** Who hears of the offer's views and acceptance: its operator, else the customer's; the customer's name. */
export const offerAudience = async (db: Db, offer: OfferRow) => {
  const [customer] = await db.select().from(customers).where(eq(customers.id, offer.customerId));
  return {
    company: customer ? customerBillingAddress(customer).company : '',
    operatorId: offer.operatorId ?? customer?.operatorId ?? null,
  };
};

/** The offer in the app, where a notification leads. */
export const offerScreenUrl = (offer: OfferRow) =>
  `/${offer.countryCode}/customers/${offer.customerId}/offers/${offer.id}`;

/**
 * A view: sets htmlOfferLastView; when the previous view is older than an hour (or there was
 * none), the offer's operator gets a notification linking to the offer. The conditional update
 * decides that once even when two views arrive together.
 */
export const recordOfferView = async (db: Db, offer: OfferRow) => {
  const now = new Date();
  const first = await db
    .update(customerOffers)
    .set({ htmlOfferLastView: now })
    .where(
      and(
        eq(customerOffers.id, offer.id),
        or(
          isNull(customerOffers.htmlOfferLastView),
          lt(customerOffers.htmlOfferLastView, new Date(now.getTime() - NOTIFY_AFTER_MS)),
        ),
      ),
    )
    .returning({ id: customerOffers.id });
  if (first.length === 0) {
    await db.update(customerOffers).set({ htmlOfferLastView: now }).where(eq(customerOffers.id, offer.id));
    return;
  }
  const { company, operatorId } = await offerAudience(db, offer);
  if (!operatorId) return;
  await notify(db, {
    userId: operatorId,
    message: 'notification.html_offer_viewed',
    data: { customer: company, offerId: offer.id },
    url: offerScreenUrl(offer),
  });
};

const enabledAttachments = (db: Db, offerId: number) =>
  db
    .select({ name: customerOfferAttachments.fileName, sha256: files.sha256, size: files.size })
    .from(customerOfferAttachments)
    .innerJoin(files, eq(files.id, customerOfferAttachments.fileId))
    .where(
      and(
        eq(customerOfferAttachments.offerId, offerId),
        isNull(customerOfferAttachments.detail),
        eq(customerOfferAttachments.disabled, false),
      ),
    )
    .orderBy(asc(customerOfferAttachments.position), asc(customerOfferAttachments.id));

/** The country's videos still in the catalogue and not turned off for this offer. */
const enabledVideos = (db: Db, offer: OfferRow) =>
  db
    .select({ id: videos.id, title: videos.title, url: videos.url, fileId: videos.fileId })
    .from(videos)
    .leftJoin(
      customerOfferVideos,
      and(eq(customerOfferVideos.videoId, videos.id), eq(customerOfferVideos.offerId, offer.id)),
    )
    .where(
      and(
        eq(videos.countryCode, offer.countryCode),
        isNull(videos.hiddenAt),
        sql`coalesce(${customerOfferVideos.disabled}, false) = false`,
      ),
    )
    .orderBy(asc(videos.position), asc(videos.id));

/** An attachment of the public page: enabled, version 2, of this offer. */
export const findPublicAttachment = async (db: Db, offer: OfferRow, fileHash: string) => {
  const [row] = await db
    .select({ name: customerOfferAttachments.fileName, type: files.type, size: files.size, bytes: files.bytes })
    .from(customerOfferAttachments)
    .innerJoin(files, eq(files.id, customerOfferAttachments.fileId))
    .where(
      and(
        eq(customerOfferAttachments.offerId, offer.id),
        isNull(customerOfferAttachments.detail),
        eq(customerOfferAttachments.disabled, false),
        eq(files.sha256, fileHash),
      ),
    )
    .limit(1);
  return row;
};

/** An uploaded MP4 shown on the public page of this offer. */
export const findPublicVideoFile = async (db: Db, offer: OfferRow, videoId: number) => {
  const shown = (await enabledVideos(db, offer)).find((video) => video.id === videoId && video.fileId !== null);
  if (!shown?.fileId) return undefined;
  const [file] = await db.select().from(files).where(eq(files.id, shown.fileId));
  return file;
};

/** Everything the page shows; links are relative to the page (`/offer/{token}/…`). */
export const loadPublicOfferView = async (db: Db, offer: OfferRow): Promise<PublicOfferView> => {
  const data = await loadOfferDocumentData(db, offer);
  const base = `/offer/${encodeURIComponent(offer.htmlToken ?? '')}`;
  const { lines, totals } = offerLines(data, offer.version === 2 ? null : offer.application ? 'application' : 'lapol');
  const language = documentLanguageOf(data.customer.countryCode);
  const texts = documentTexts(language);
  const info = data.billingInfo;
  const catalogueVideos = await enabledVideos(db, offer);
  return {
    id: offer.id,
    name: offer.application?.name ?? '',
    // the supplier as the offer PDF names it (decision 047): company, address, tax ids; no bank details
    supplier: {
      heading: texts.supplier,
      lines: info
        ? [
            info.company,
            info.street,
            `${info.psc} ${info.city}`.trim(),
            ...taxIdLines(texts, info.ic, info.dic),
            info.vatPayer ? '' : texts.nonPayer,
          ].filter(Boolean)
        : [],
    },
    customer: customerParty(customerBillingAddress(data.customer), texts),
    created: offer.createdAt,
    validUntil: offerValidUntil(offer.createdAt),
    currency: data.currency,
    lines,
    totals,
    isVatPayer: info?.vatPayer !== false,
    language,
    attachments: (await enabledAttachments(db, offer.id)).map((file) => ({
      name: file.name,
      size: file.size,
      href: `${base}/attachments/${file.sha256}`,
    })),
    videos: catalogueVideos.flatMap((video): PublicOfferView['videos'] => {
      if (video.fileId) return [{ title: video.title, fileHref: `${base}/videos/${video.id}` }];
      const link = video.url ? parseVideoUrl(video.url) : null;
      return link ? [{ title: video.title, embedUrl: link.embedUrl }] : [];
    }),
    operator: data.operator
      ? {
          name: `${data.operator.name} ${data.operator.surname}`.trim(),
          phone: data.operator.phone,
          email: data.operator.email,
        }
      : null,
    acceptHref: `${base}/accept`,
    accepted:
      offer.htmlOfferAcceptedAt && offer.htmlOfferAcceptedBy
        ? { name: offer.htmlOfferAcceptedBy, at: offer.htmlOfferAcceptedAt }
        : null,
  };
};
