import { z } from 'zod';
import { secretText, text } from '../common/fields';
import { countryCodeSchema } from '../reference/schemas';
import { userLanguages } from './languages';
import { roles } from './roles';

export const roleNameSchema = z.enum(roles);

export const loginRequestSchema = z.object({
  username: text(100).min(1),
  password: secretText(128).min(1),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export type { UserLanguage } from './languages';
export const userLanguageSchema = z.enum(userLanguages);

/** PUT /v1/users/me/language: the logged-in user's own choice; the answer is { user }. */
export const userLanguageBodySchema = z.object({ language: userLanguageSchema });

/** The logged-in user as the app sees it (overview §3 User), never with a password. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  fullName: z.string(),
  login: z.string(),
  roleId: z.number().int(),
  role: roleNameSchema,
  roles: z.array(roleNameSchema),
  countryCodes: z.array(countryCodeSchema),
  start: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The chosen language of the app; null: the language of the current country (rules §9). */
  language: userLanguageSchema.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const userResponseSchema = z.object({ user: sessionUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
