import { formatDate } from '../dates/format';

/**
 * Placeholders of the reminder e-mail's subject and text (configuration reminderSubject,
 * reminderText), written `{name}`. Anything else in braces is refused as a field error, so a typo
 * never reaches a customer as a literal `{cislo}`.
 */
export const reminderPlaceholders = ['number', 'amount', 'maturity', 'variableSymbol', 'qrPayment', 'company'] as const;
export type ReminderPlaceholder = (typeof reminderPlaceholders)[number];

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The names in braces that are not placeholders, each once, in order of appearance. */
export const unknownPlaceholders = (template: string): string[] => {
  const unknown = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!(reminderPlaceholders as readonly string[]).includes(name)) unknown.add(name);
  }
  return [...unknown];
};

export type ReminderValues = {
  number: string;
  /** the amount due, in the invoice's currency */
  amount: number;
  currencySymbol: string;
  /** yyyy-MM-dd */
  dateMaturity: string;
  variableSymbol: string;
  /** the sentence about the QR payment, empty when the invoice has no QR code */
  qrPayment: string;
  /** the supplier (billing info's company), for the signature */
  company: string;
};

const money = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1 234,50 Kč: the Czech money format (no-break spaces as Intl writes them). */
export const formatReminderAmount = (amount: number, currencySymbol: string) =>
  `${money.format(amount)} ${currencySymbol}`;

/** The template with every placeholder replaced: Czech money (1 234,50 Kč) and dates (d. M. yyyy as dd. MM. yyyy). */
export const renderReminderTemplate = (template: string, values: ReminderValues): string => {
  const replacements: Record<ReminderPlaceholder, string> = {
    number: values.number,
    amount: formatReminderAmount(values.amount, values.currencySymbol),
    maturity: formatDate(values.dateMaturity),
    variableSymbol: values.variableSymbol,
    qrPayment: values.qrPayment,
    company: values.company,
  };
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in replacements ? replacements[name as ReminderPlaceholder] : whole,
  );
};

export const DEFAULT_REMINDER_SUBJECT = 'Upomínka – faktura č. {number} po splatnosti';
export const DEFAULT_REMINDER_TEXT = [
  'Dobrý den,',
  '',
  'dovolujeme si Vás upozornit, že faktura č. {number} na částku {amount} byla splatná {maturity} a dosud jsme neobdrželi její úhradu.',
  '',
  'Prosíme o úhradu s variabilním symbolem {variableSymbol}. {qrPayment}',
  'Fakturu zasíláme v příloze. Pokud jste již zaplatili, považujte prosím tuto zprávu za bezpředmětnou.',
  '',
  'S pozdravem',
  '{company}',
].join('\n');
