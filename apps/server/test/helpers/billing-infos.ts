/** A valid billing info body (decision 174): 19-2000145399/0800 and its IBAN pass their checks; `overrides` merge in. */
export const billingInfoBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'EkoSvoz Morava',
  company: 'EkoSvoz Morava s.r.o.',
  street: 'Nádražní',
  cp: '12/3',
  city: 'Brno',
  psc: '602 00',
  ic: '27082440',
  dic: 'CZ27082440',
  vatPayer: true,
  bankAccount: '19-2000145399/0800',
  iban: 'CZ65 0800 0000 1920 0014 5399',
  swift: 'GIBACZPX',
  invoicePrefix: 'EM',
  creditNotePrefix: 'D',
  registerEntry: 'Zapsáno u Krajského soudu v Brně, oddíl C, vložka 1234.',
  ...overrides,
});
