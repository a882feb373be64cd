/** The customer fields a column of an imported file can fill (Customer import). */
export const importFields = [
  'company',
  'street',
  'cp',
  'psc',
  'city',
  'district',
  'ic',
  'dic',
  'email',
  'contactName',
  'phone',
  'gps',
  'operator',
  'note',
] as const;
export type ImportField = (typeof importFields)[number];
/** A column's mapping: a field, or '' for a column that is not imported. */
export type ImportMapping = Record<string, ImportField | ''>;

/** Lower case, without diacritics, words separated by one space: "Kontaktní osoba" → "kontaktni osoba". */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Czech and English header names (as headerKey gives them) that suggest a field. */
const aliases: Record<ImportField, readonly string[]> = {
  company: [
    'firma',
    'nazev',
    'nazev firmy',
    'spolecnost',
    'zakaznik',
    'obchodni jmeno',
    'company',
    'company name',
    'customer',
    'name',
  ],
  street: ['ulice', 'street', 'adresa', 'address'],
  cp: ['cp', 'c p', 'cislo popisne', 'cislo', 'house number', 'number', 'no'],
  psc: ['psc', 'zip', 'zip code', 'postal code', 'postcode', 'post code'],
  city: ['mesto', 'obec', 'city', 'town'],
  district: ['okres', 'district'],
  ic: ['ic', 'ico', 'company id', 'id number', 'reg no', 'registration number'],
  dic: ['dic', 'vat', 'vat id', 'vat number', 'tax id'],
  email: ['email', 'e mail', 'mail'],
  contactName: ['kontakt', 'kontaktni osoba', 'osoba', 'jmeno', 'contact', 'contact name', 'contact person', 'person'],
  phone: ['telefon', 'tel', 'mobil', 'phone', 'mobile', 'phone number'],
  gps: ['gps', 'souradnice', 'poloha', 'coordinates', 'location'],
  operator: ['operator', 'operatorka', 'obchodnik', 'sales rep', 'salesperson'],
  note: ['poznamka', 'poznamky', 'note', 'notes', 'comment', 'remark'],
};

/** A mapping suggested from the header names; each field at most once, the first fitting column wins. */
export const suggestMapping = (columns: readonly string[]): ImportMapping => {
  const used = new Set<ImportField>();
  const mapping: ImportMapping = {};
  for (const column of columns) {
    const key = headerKey(column);
    const field = importFields.find((candidate) => !used.has(candidate) && aliases[candidate].includes(key));
    mapping[column] = field ?? '';
    if (field) used.add(field);
  }
  return mapping;
};
