/**
 * DESIGN §4 Invoice numbers: per billing info and year, prefix + `YYYY` + 5-digit sequence,
 * gap-free (the sequence is taken from `document_sequences` in the creating transaction).
 */
export const formatInvoiceNumber = (prefix: string, year: number, sequence: number): string =>
  `${prefix}${year}${String(sequence).padStart(5, '0')}`;

/**
 * The variable symbol of a payment: the number's digits (at most 10, as Czech banks take them;
 * the last 10 when longer).
 */
export const variableSymbol = (invoiceNumber: string): string => invoiceNumber.replace(/\D/g, '').slice(-10);
