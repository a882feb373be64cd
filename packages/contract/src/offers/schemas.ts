import { z } from 'zod';
import { dayField, emailOrEmpty, idParam, idSchema, plainString, requiredText, text } from '../common/fields';
import { flashMessagesField } from '../customers/detail-schemas';
import { customerIdParamsSchema } from '../customers/fields';
import { amountSchema, percentSchema } from '../money/schemas';
import { lockVersionField } from '../records/lock-version';
import { parseVideoUrl } from './video-url';

/**
 * overview §2.6 Offers tab, §3 Offer, Offer attachment, Offer video, Offer call, Cart
 * line; rules §7 Offers. One file of wire shapes for the offer API, the public offer page and the
 * screens.
 */

export const offerVersionSchema = z.union([z.literal(1), z.literal(2)]);
export type OfferVersion = z.infer<typeof offerVersionSchema>;

/** The two parts of a version 1 offer; also the offer types of user files and templates. */
export const offerDetails = ['application', 'lapol'] as const;
export const offerDetailSchema = z.enum(offerDetails);
export type OfferDetail = z.infer<typeof offerDetailSchema>;

/** Path parameters. */
export const offerParamsSchema = customerIdParamsSchema.extend({ offerId: idParam });
export const offerDetailParamsSchema = offerParamsSchema.extend({ detail: offerDetailSchema });
export const offerDownloadQuerySchema = z.object({ detail: offerDetailSchema });

/** A time of day `HH:mm` (24 h). */
export const timeOfDayField = plainString().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'invalid_time' });

/** The e-mail fields every part has (the version 2 e-mail content is the `application` part's). */
const emailContentInput = {
  name: text(200).default(''),
  email: emailOrEmpty(100).default(''),
  emailCopy: emailOrEmpty(100).default(''),
  emailSubject: text(200).default(''),
  emailText: text(20_000).default(''),
  /** names of the user's files of this offer type chosen to go with the e-mail (version 1) */
  userFiles: z.array(text(200).min(1)).max(50).default([]),
};

/** A non-negative quantity with up to 3 decimals, or null when not filled. */
const quantityField = amountSchema.min(0, { message: 'too_small' }).nullable().default(null);

export const applicationPartInputSchema = z.object({
  applicationQuantity: quantityField,
  warranty: text(100).default(''),
  sale: percentSchema.nullable().default(null),
  ...emailContentInput,
});
export const lapolPartInputSchema = z.object({
  applicationP2: quantityField,
  applicationT: quantityField,
  ...emailContentInput,
});
export type ApplicationPartInput = z.infer<typeof applicationPartInputSchema>;
export type LapolPartInput = z.infer<typeof lapolPartInputSchema>;

const emailContent = {
  name: z.string(),
  email: z.string(),
  emailCopy: z.string(),
  emailSubject: z.string(),
  emailText: z.string(),
  userFiles: z.array(z.string()),
};
export const applicationPartSchema = z.object({
  applicationQuantity: z.number().nullable(),
  warranty: z.string(),
  sale: z.number().nullable(),
  ...emailContent,
});
export const lapolPartSchema = z.object({
  applicationP2: z.number().nullable(),
  applicationT: z.number().nullable(),
  ...emailContent,
});
export type ApplicationPart = z.infer<typeof applicationPartSchema>;
export type LapolPart = z.infer<typeof lapolPartSchema>;

/** overview §3 Offer. A part that does not exist is null. Dates `yyyy-MM-dd`, date-times ISO 8601. */
export const customerOfferSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  version: offerVersionSchema,
  created: z.string(),
  operatorId: z.number().int().nullable(),
  nextCallDate: z.string().nullable(),
  nextCallTime: z.string().nullable(),
  application: applicationPartSchema.nullable(),
  lapol: lapolPartSchema.nullable(),
  htmlOfferDateCreated: z.string().nullable(),
  htmlOfferLastView: z.string().nullable(),
  /** when the customer accepted the public HTML offer (decision 192), and the name they gave */
  htmlOfferAcceptedAt: z.string().nullable(),
  htmlOfferAcceptedBy: z.string().nullable(),
  lockVersion: lockVersionField,
});
export type CustomerOffer = z.infer<typeof customerOfferSchema>;

export const customerOffersResponseSchema = z.object({ customerOffers: z.array(customerOfferSchema) });
export const customerOfferResponseSchema = z.object({ customerOffer: customerOfferSchema });

const offerInput = {
  nextCallDate: dayField.nullable().default(null),
  nextCallTime: timeOfDayField.nullable().default(null),
  application: applicationPartInputSchema.nullable().default(null),
  lapol: lapolPartInputSchema.nullable().default(null),
};
/** PUT /v1/customers/{id}/offers/{offerId}: the whole offer (both parts). */
export const offerUpdateBodySchema = z.object({
  customerOffer: z.object({ ...offerInput, lockVersion: lockVersionField }),
});
export type OfferUpdateInput = z.infer<typeof offerUpdateBodySchema>['customerOffer'];

/**
 * PUT /v1/customers/{id}/offers/{offerId}/{detail}: one part (the other is left as it is); the part named by the
 * path's `detail` must be there (else a field error).
 */
export const offerPartBodySchema = z.object({
  customerOffer: z.object({
    application: applicationPartInputSchema.optional(),
    lapol: lapolPartInputSchema.optional(),
    lockVersion: lockVersionField,
  }),
});

export const offerSavedResponseSchema = z.object({
  customerOffer: customerOfferSchema,
  flashMessages: flashMessagesField,
});
export const offerCreatedResponseSchema = z.object({ id: z.number().int(), flashMessages: flashMessagesField });

/** Send offer (v1 part, v2) and send html offer: where to. */
export const offerSendBodySchema = z.object({
  email: emailOrEmpty(100).pipe(z.string().min(1, { message: 'required' })),
  emailCopy: emailOrEmpty(100).default(''),
});
export type OfferSendBody = z.infer<typeof offerSendBodySchema>;

/**
 * The public page's "Přijmout nabídku" form (decision 192): the name of the person accepting, one line —
 * trimmed, 1 to 100 characters, no control characters (tab and newline included).
 */
export const OFFER_ACCEPT_NAME_MAX = 100;
/** C0 (tab and newline too), DEL and C1: the name is one line of text. */
const LINE_BREAKING = '\\u0000-\\u001F\\u007F-\\u009F';
const ONE_LINE = new RegExp(`^[^${LINE_BREAKING}]*$`);
export const offerAcceptNameField = z
  .string()
  .trim()
  .min(1, { message: 'required' })
  .max(OFFER_ACCEPT_NAME_MAX, { message: 'too_long' })
  .regex(ONE_LINE, { message: 'invalid_characters' });

/** overview §3 Offer attachment. `fileHash` is the file's sha256 (hex). */
export const fileHashField = plainString().regex(/^[0-9a-f]{64}$/, { message: 'invalid' });
export const offerAttachmentSchema = z.object({
  fileHash: z.string(),
  fileName: z.string(),
  disabled: z.boolean(),
  /** null: a version 2 attachment; application/lapol: an upload of that version 1 part */
  detail: offerDetailSchema.nullable(),
  file: z.object({ filename: z.string(), size: z.number().int() }),
});
export type OfferAttachment = z.infer<typeof offerAttachmentSchema>;
export const offerAttachmentsQuerySchema = z.object({ detail: offerDetailSchema.optional() });
export const offerAttachmentsResponseSchema = z.object({ offerAttachments: z.array(offerAttachmentSchema) });
/** PUT …/attachments: renames and disables; an attachment left out of the list is removed. */
export const offerAttachmentsUpdateBodySchema = z.object({
  offerAttachments: z
    .array(
      z.object({
        fileHash: fileHashField,
        fileName: requiredText(200),
        disabled: z.boolean(),
        detail: offerDetailSchema.nullable().default(null),
      }),
    )
    .max(100),
  /** which attachments the list covers: absent every one, null the version 2 ones, else that part's */
  detail: offerDetailSchema.nullable().optional(),
});
/** DELETE …/attachments/{fileHash}: one attachment; `detail` names a version 1 part's upload, absent version 2's. */
export const offerAttachmentParamsSchema = offerParamsSchema.extend({ fileHash: fileHashField });
export const offerAttachmentDeleteQuerySchema = z.object({ detail: offerDetailSchema.optional() });
/** POST …/attachments: base64 content, 10 MB decoded, type checked by content. */
export const offerAttachmentUploadBodySchema = z.object({
  offerAttachment: z.object({
    filename: requiredText(200),
    content: z.string().min(1).max(15_000_000),
    detail: offerDetailSchema.nullable().default(null),
  }),
});
export const offerAttachmentUploadedResponseSchema = z.object({ fileHash: z.string() });

/** A video of the catalogue (settings/videos): a YouTube or Vimeo link, or an uploaded MP4. */
export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  file: z.object({ filename: z.string(), size: z.number().int() }).nullable(),
  position: z.number().int(),
  lockVersion: lockVersionField,
});
export type Video = z.infer<typeof videoSchema>;
const videoInput = {
  title: requiredText(200),
  url: text(500)
    .refine((value) => value === '' || parseVideoUrl(value) !== null, { message: 'invalid_video_url' })
    .default(''),
  /** an MP4 to upload instead of a link (base64) */
  file: z
    .object({ filename: requiredText(200), content: z.string().min(1).max(15_000_000) })
    .nullable()
    .default(null),
  position: z.number().int().min(0).max(1_000_000).default(0),
};
export const videoBodySchema = z.object({ video: z.object(videoInput) });
export const videoUpdateBodySchema = z.object({ video: z.object({ ...videoInput, lockVersion: lockVersionField }) });
export const videosResponseSchema = z.object({ videos: z.array(videoSchema) });
export const videoResponseSchema = z.object({ video: videoSchema });

/** overview §3 Offer video: every catalogue video with its flag for this offer. */
export const offerVideoSchema = z.object({
  disabled: z.boolean(),
  video: z.object({ id: z.number().int(), title: z.string() }),
});
export type OfferVideo = z.infer<typeof offerVideoSchema>;
export const offerVideosResponseSchema = z.object({ offerVideos: z.array(offerVideoSchema) });
export const offerVideosUpdateBodySchema = z.object({
  offerVideos: z.array(z.object({ disabled: z.boolean(), video: z.object({ id: idSchema }) })).max(500),
});

/** overview §3 Cart line. */
export const cartLineSchema = z.object({
  productId: z.number().int(),
  amount: z.number(),
  name: z.string(),
  price: z.number(),
  sale: z.number(),
  priceWithoutVat: z.number(),
  priceWithVat: z.number(),
  taxId: z.number().int(),
  position: z.number().int(),
});
export const cartLineInputSchema = z.object({
  productId: idSchema,
  amount: amountSchema,
  sale: percentSchema.default(0),
  position: z.number().int().min(0).max(10_000).default(0),
});

/**
 * POST /v1/customers/{id}/offers → `{ id }`. The version follows configuration.enableOfferV2. A version 2 offer's
 * cart may come with it (`customerOffer.products`, as POST …/products takes them): a new offer's screen saves once
 * (decision 193).
 */
export const offerCreateBodySchema = z.object({
  customerOffer: z.object({ ...offerInput, products: z.array(cartLineInputSchema).max(200).optional() }),
});
export type OfferCreateInput = z.infer<typeof offerCreateBodySchema>['customerOffer'];

/**
 * GET …/products → `{ products, lockVersion }`; POST …/products replaces the cart. `lockVersion`
 * is the cart's own version (a cart save does not make the offer's form stale).
 */
export const cartResponseSchema = z.object({
  products: z.array(cartLineSchema),
  lockVersion: lockVersionField,
  /** false: the supplier is not a VAT payer — the screen shows final prices without VAT (decision 177) */
  isSupplierVatPayer: z.boolean(),
});
export const cartSaveBodySchema = z.object({
  products: z.array(cartLineInputSchema).max(200),
  lockVersion: lockVersionField.optional(),
});
export const cartSavedResponseSchema = cartResponseSchema.extend({ flashMessages: flashMessagesField });

/** overview §3 Offer call: the customer's calls since the offer was created. */
export const offerCallSchema = z.object({
  /** seconds; null when the exchange did not report the length */
  callLength: z.number().int().nullable(),
  callDate: z.string(),
  callNumber: z.string(),
});
export const offerCallsResponseSchema = z.object({ customerOfferCalls: z.array(offerCallSchema) });
