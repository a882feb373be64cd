/** The languages a user can choose for the app (those with a catalog of their own). Without zod: the shell imports it. */
export const userLanguages = ['cs', 'sk', 'en'] as const;
export type UserLanguage = (typeof userLanguages)[number];
