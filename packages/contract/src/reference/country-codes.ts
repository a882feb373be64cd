/** The countries the company works in; kept apart from the zod schemas so the web shell can use it without zod. */
export const countryCodes = ['cz', 'sk'] as const;
