import { z } from 'zod';
import { roleNameSchema } from '../auth/schemas';
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
export const usersResponseSchema = z.object({ users: z.array(userListItemSchema) });

export const userCountriesResponseSchema = z.object({
  countries: z.array(z.object({ countryCode: countryCodeSchema, langCode: z.string() })),
});

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
