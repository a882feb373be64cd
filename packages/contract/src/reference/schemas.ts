import { z } from 'zod';
import { countryCodes } from './country-codes';

export { countryCodes };
export const countryCodeSchema = z.enum(countryCodes);
export type CountryCode = z.infer<typeof countryCodeSchema>;

export const countrySchema = z.object({
  countryCode: countryCodeSchema,
  langCode: z.string(),
  currency: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) });

export const districtSchema = z.object({ id: z.number().int(), name: z.string() });
export type District = z.infer<typeof districtSchema>;
export const districtsResponseSchema = z.object({ districts: z.array(districtSchema) });

/** DESIGN §4: the company's own invoicing entity. */
export const billingInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  street: z.string(),
  city: z.string(),
  psc: z.string(),
  ic: z.string(),
  dic: z.string().nullable(),
  vatPayer: z.boolean(),
  bankAccount: z.string(),
  iban: z.string(),
  swift: z.string(),
  invoicePrefix: z.string(),
  registerEntry: z.string(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;
export const billingInfoListResponseSchema = z.object({ billingInfoList: z.array(billingInfoSchema) });

export const roleSchema = z.object({ id: z.number().int(), name: z.string() });
export const rolesResponseSchema = z.object({ roles: z.array(roleSchema) });

export const translationsResponseSchema = z.object({
  translations: z.record(z.string(), z.string()),
  currency: z.object({ value: z.string() }),
});
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  url: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export const notificationsResponseSchema = z.object({ notifications: z.array(notificationSchema) });
