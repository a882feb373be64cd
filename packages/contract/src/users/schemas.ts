import { z } from 'zod';
import { roleNameSchema } from '../auth/schemas';
import { distinct, emailOrEmpty, idParam, idSchema, phoneField, secretText, text } from '../common/fields';
import { nonNegativeMoneySchema, percentSchema } from '../money/schemas';
import { lockVersionField } from '../records/lock-version';
import { countryCodeSchema } from '../reference/schemas';

/** A user as listed by GET /v1/users: what selects and the settings list need. */
export const userListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  fullName: z.string(),
  login: z.string(),
  roleId: z.number().int(),
  role: roleNameSchema,
  roles: z.array(roleNameSchema),
  countryCodes: z.array(countryCodeSchema),
  isActive: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const usersQuerySchema = z.object({
  ignoreCountry: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const userCountriesResponseSchema = z.object({
  countries: z.array(z.object({ countryCode: countryCodeSchema, langCode: z.string() })),
});

/** The full user as administrators see and edit it (overview §3 User); passwords never leave the server. */
export const userLineSchema = z.object({
  externalLineId: idSchema,
  isDefault: z.boolean(),
  userId: z.number().int().optional(),
});

export const userDetailSchema = userListItemSchema.extend({
  ipLock: z.string().nullable(),
  start: z.string().nullable(),
  email: z.string().nullable(),
  hasEmailPassword: z.boolean(),
  emailSMTP: z.string().nullable(),
  emailPort: z.number().int().nullable(),
  phone: z.string().nullable(),
  offerApplicationSubject: z.string().nullable(),
  offerApplicationBody: z.string().nullable(),
  offerLapolSubject: z.string().nullable(),
  offerLapolBody: z.string().nullable(),
  userLines: z.array(userLineSchema),
  lockVersion: lockVersionField,
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const emptyAsNull = <T extends z.ZodType<string>>(schema: T) =>
  schema
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

export const userInputSchema = z.object({
  name: text(100).min(1),
  surname: text(100).min(1),
  login: text(100)
    .min(3)
    .regex(/^[A-Za-z0-9._@-]+$/, { message: 'invalid' }),
  /** Required on create; on edit empty or missing keeps the current password. */
  password: secretText(128).optional(),
  roles: distinct(z.array(roleNameSchema).min(1).max(4)),
  countryCodes: distinct(z.array(countryCodeSchema).min(1).max(2)),
  isActive: z.boolean().default(true),
  ipLock: optionalText(200),
  start: optionalText(100),
  email: emptyAsNull(emailOrEmpty(100)),
  /** Missing keeps the stored SMTP password, '' removes it, a value replaces it. */
  emailPassword: secretText(200).optional(),
  emailSMTP: optionalText(200),
  emailPort: z.number().int().min(1).max(65535).nullable().optional(),
  phone: emptyAsNull(phoneField),
  offerApplicationSubject: optionalText(200),
  offerApplicationBody: optionalText(10_000),
  offerLapolSubject: optionalText(200),
  offerLapolBody: optionalText(10_000),
  userLines: distinct(z.array(userLineSchema.omit({ userId: true })).max(10), (line) => line.externalLineId).default(
    [],
  ),
});
export type UserInput = z.infer<typeof userInputSchema>;
export const userBodySchema = z.object({ user: userInputSchema });
export const userUpdateBodySchema = z.object({ user: userInputSchema.extend({ lockVersion: lockVersionField }) });

export const voipLineSchema = z.object({ id: z.number().int(), name: z.string(), callerId: z.string() });
export const voipLinesQuerySchema = z.object({ userId: idParam.optional() });
export const voipLinesResponseSchema = z.object({ voipLines: z.array(voipLineSchema) });

export const customerOfferTypes = ['application', 'lapol'] as const;
export const customerOfferTypeSchema = z.enum(customerOfferTypes);
export const userFileSchema = z.object({ filename: z.string(), size: z.number().int() });
export const userFilesResponseSchema = z.object({
  files: z.object({ application: z.array(userFileSchema), lapol: z.array(userFileSchema) }),
});
export const userFileUploadSchema = z.object({
  file: z.object({
    customerOfferType: customerOfferTypeSchema,
    filename: text(200)
      .min(1)
      .refine((name) => !/[\\/\0]/.test(name), { message: 'invalid' }),
    content: z.string().min(1).max(15_000_000),
  }),
});
export const userFileDeleteQuerySchema = z.object({
  customerOfferType: customerOfferTypeSchema,
  filename: text(200).min(1),
});

const nullablePercent = percentSchema.nullable();
const nullablePrice = nonNegativeMoneySchema.max(999_999_999).nullable();
export const userProfitSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productPrice: z.number(),
  repeaterPercent: nullablePercent,
  repeaterPrice: nullablePrice,
  newPercent: nullablePercent,
  newPrice: nullablePrice,
  /** The stored commission's version; null while the product has none stored for the user (decision 014). */
  lockVersion: lockVersionField.nullable(),
});
export const userProfitsResponseSchema = z.object({ userProfits: z.array(userProfitSchema) });
export const userProfitsBodySchema = z.object({
  userProfits: z
    .array(
      userProfitSchema
        .pick({
          productId: true,
          repeaterPercent: true,
          repeaterPrice: true,
          newPercent: true,
          newPrice: true,
          lockVersion: true,
        })
        .extend({ productId: idSchema }),
    )
    .max(5000),
});
