import { type UserDetail, type UserInput, userInputSchema } from '@bo/contract/users/schemas';
import type { DefaultValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { toValidationKey } from '@/lib/form-validation';

/** DESIGN §3: passwords have at least 8 characters (the server says so too; here it is said before the call). */
const MIN_PASSWORD_LENGTH = 8;

const passwordSchema = userInputSchema.shape.password.refine(
  (password) => !password || password.length >= MIN_PASSWORD_LENGTH,
  { message: 'too_short' },
);

/** The user form: the contract's user input; a new user must have a password, an edited one keeps it when empty. */
export const userFormSchema = (isNew: boolean) =>
  userInputSchema.extend({
    password: isNew ? passwordSchema.refine((password) => Boolean(password), { message: 'required' }) : passwordSchema,
  });

/**
 * An empty required list (roles, countries) or an empty login says "required" rather than "too small"
 * or "too short"; everything else is worded as everywhere else.
 */
export const userValidationMessages = {
  error: (issue: z.core.$ZodRawIssue) => {
    const isEmpty = issue.input === '' || (Array.isArray(issue.input) && issue.input.length === 0);
    return issue.code === 'too_small' && isEmpty ? 'required' : toValidationKey(issue);
  },
};

export type UserFormValues = z.input<typeof userInputSchema>;
export type UserFormApi = UseFormReturn<UserFormValues, unknown, UserInput>;

export const userFormDefaults = (user: UserDetail | undefined): DefaultValues<UserFormValues> => ({
  name: user?.name ?? '',
  surname: user?.surname ?? '',
  login: user?.login ?? '',
  password: '',
  roles: user?.roles ?? [],
  countryCodes: user?.countryCodes ?? [],
  isActive: user?.isActive ?? true,
  ipLock: user?.ipLock ?? '',
  start: user?.start ?? '',
  email: user?.email ?? '',
  emailPassword: '',
  emailSMTP: user?.emailSMTP ?? '',
  emailPort: user?.emailPort ?? null,
  phone: user?.phone ?? '',
  offerApplicationSubject: user?.offerApplicationSubject ?? '',
  offerApplicationBody: user?.offerApplicationBody ?? '',
  offerLapolSubject: user?.offerLapolSubject ?? '',
  offerLapolBody: user?.offerLapolBody ?? '',
  userLines: (user?.userLines ?? []).map(({ externalLineId, isDefault }) => ({ externalLineId, isDefault })),
});

/**
 * The body of POST/PUT: an empty password keeps the current one; the SMTP password is sent only when
 * typed (replaces it) or cleared on purpose ('' removes it); otherwise the stored one stays.
 */
export const toUserBody = (values: UserInput, isEmailPasswordCleared: boolean): UserInput => ({
  ...values,
  password: values.password || undefined,
  emailPassword: values.emailPassword || (isEmailPasswordCleared ? '' : undefined),
});

const simpleFields = [
  'name',
  'surname',
  'login',
  'password',
  'roles',
  'countryCodes',
  'isActive',
  'ipLock',
  'start',
  'email',
  'emailPassword',
  'emailSMTP',
  'emailPort',
  'phone',
  'offerApplicationSubject',
  'offerApplicationBody',
  'offerLapolSubject',
  'offerLapolBody',
  'userLines',
] as const satisfies readonly Path<UserFormValues>[];

/** Every field a server error may name (error.detail.fields), line rows included. */
export const userFieldNames = (lineCount: number): Path<UserFormValues>[] => [
  ...simpleFields,
  ...Array.from({ length: lineCount }, (_, index) => `userLines.${index}.externalLineId` as const),
];
