import { dayField } from '@bo/contract/common/fields';
import {
  type ApplicationPart,
  applicationPartInputSchema,
  type CustomerOffer,
  type LapolPart,
  lapolPartInputSchema,
  timeOfDayField,
} from '@bo/contract/offers/schemas';
import { lockVersionField } from '@bo/contract/records/lock-version';
import { z } from 'zod';

/** The offer's form: both parts (a version 2 offer keeps its e-mail content in `application`), next call. */
export const offerFormSchema = z.object({
  nextCallDate: dayField.nullable(),
  nextCallTime: timeOfDayField.nullable(),
  application: applicationPartInputSchema,
  lapol: lapolPartInputSchema,
  lockVersion: lockVersionField.optional(),
});
export type OfferFormValues = z.input<typeof offerFormSchema>;
export type OfferFormOutput = z.output<typeof offerFormSchema>;

/**
 * What a part without saved values starts with: the server's new-offer template (GET
 * …/offers/new: the user's subject and text templates, the customer's e-mails).
 */
export type OfferDefaults = CustomerOffer;

const emailOf = (part: ApplicationPart | LapolPart | null) => ({
  name: part?.name ?? '',
  email: part?.email ?? '',
  emailCopy: part?.emailCopy ?? '',
  emailSubject: part?.emailSubject ?? '',
  emailText: part?.emailText ?? '',
  userFiles: part?.userFiles ?? [],
});

const applicationValues = (part: ApplicationPart | null, template: OfferDefaults): ApplicationPart =>
  part ?? template.application ?? { applicationQuantity: null, warranty: '', sale: null, ...emailOf(template.lapol) };
const lapolValues = (part: LapolPart | null, template: OfferDefaults): LapolPart =>
  part ??
  template.lapol ?? {
    applicationP2: null,
    applicationT: null,
    ...emailOf(template.application),
    emailSubject: '',
    emailText: '',
  };

export const offerFormDefaults = (offer: CustomerOffer | undefined, template: OfferDefaults): OfferFormValues => ({
  nextCallDate: offer?.nextCallDate ?? null,
  nextCallTime: offer?.nextCallTime ?? null,
  application: applicationValues(offer?.application ?? null, template),
  lapol: lapolValues(offer?.lapol ?? null, template),
  lockVersion: offer?.lockVersion,
});

const partFields = ['name', 'email', 'emailCopy', 'emailSubject', 'emailText', 'userFiles'] as const;
/** Every field a server error may name. */
export const offerFieldNames = [
  'nextCallDate',
  'nextCallTime',
  'application.applicationQuantity',
  'application.warranty',
  'application.sale',
  ...partFields.map((field) => `application.${field}` as const),
  'lapol.applicationP2',
  'lapol.applicationT',
  ...partFields.map((field) => `lapol.${field}` as const),
] as const;
