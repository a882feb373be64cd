import { apiDateField } from '@bo/contract/customers/fields';
import {
  type ApplicationPart,
  applicationPartInputSchema,
  type CustomerOffer,
  type LapolPart,
  lapolPartInputSchema,
  type OfferDetail,
  timeOfDayField,
} from '@bo/contract/offers/schemas';
import { lockVersionField } from '@bo/contract/records/lock-version';
import { z } from 'zod';

/** The offer's form: both parts (a version 2 offer keeps its e-mail content in `application`), next call. */
export const offerFormSchema = z.object({
  nextCallDate: apiDateField.nullable(),
  nextCallTime: timeOfDayField.nullable(),
  application: applicationPartInputSchema,
  lapol: lapolPartInputSchema,
  lockVersion: lockVersionField.optional(),
});
export type OfferFormValues = z.input<typeof offerFormSchema>;
export type OfferFormOutput = z.output<typeof offerFormSchema>;

/** What a new part starts with: e-mail from the customer, subject and text from the user's template. */
export type OfferDefaults = {
  email: string;
  emailCopy: string;
  name: string;
  templates: Record<OfferDetail, { emailSubject: string; emailText: string }>;
};

const emailDefaults = (defaults: OfferDefaults, detail: OfferDetail) => ({
  name: defaults.name,
  email: defaults.email,
  emailCopy: defaults.emailCopy,
  emailSubject: defaults.templates[detail].emailSubject,
  emailText: defaults.templates[detail].emailText,
  userFiles: [] as string[],
});

const applicationValues = (part: ApplicationPart | null, defaults: OfferDefaults) =>
  part ?? { applicationQuantity: null, warranty: '', sale: null, ...emailDefaults(defaults, 'application') };
const lapolValues = (part: LapolPart | null, defaults: OfferDefaults) =>
  part ?? { applicationP2: null, applicationT: null, ...emailDefaults(defaults, 'lapol') };

export const offerFormDefaults = (offer: CustomerOffer | undefined, defaults: OfferDefaults): OfferFormValues => ({
  nextCallDate: offer?.nextCallDate ?? null,
  nextCallTime: offer?.nextCallTime ?? null,
  application: applicationValues(offer?.application ?? null, defaults),
  lapol: lapolValues(offer?.lapol ?? null, defaults),
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
