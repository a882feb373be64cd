import { centsToNumber, linePriceCents, toScaled } from '../money/money';
import { type VatParties, vatTreatmentOf } from './vat-decision';

/**
 * Invoice lines, totals and the VAT recap (DESIGN §4 Money, VAT act §29). Every figure on integer
 * hundredths: a line's base = round(price × amount × (1 − sale/100)); its VAT = round(base × rate);
 * document totals are sums of lines; the recap sums the lines of one rate.
 * Each line's VAT follows the one VAT decision (vat-decision.ts) of the document's parties:
 * - a reverse-charge line (VAT act §92a, between two VAT payers) carries no VAT: the customer pays it
 *   ('daň odvede zákazník'); it has its own recap row;
 * - a billing info that is not a VAT payer issues plain invoices: no line carries VAT.
 */
export type InvoiceLineInput = {
  price: number;
  amount: number;
  sale: number;
  /** the VAT rate in percent */
  tax: number;
  taxId: number;
  reverseCharge: boolean;
};

export type InvoiceLinePrices = { priceWithoutVat: number; priceWithVat: number; vat: number };

const lineCents = (line: InvoiceLineInput, parties: VatParties) => {
  const chargesVat = vatTreatmentOf(parties, line) === 'standard';
  const { withoutVat, withVat } = linePriceCents({ ...line, unitPrice: line.price, tax: chargesVat ? line.tax : 0 });
  return { withoutVat, withVat };
};

export const invoiceLinePrices = (line: InvoiceLineInput, parties: VatParties): InvoiceLinePrices => {
  const { withoutVat, withVat } = lineCents(line, parties);
  return {
    priceWithoutVat: centsToNumber(withoutVat),
    priceWithVat: centsToNumber(withVat),
    vat: centsToNumber(withVat - withoutVat),
  };
};

export type InvoiceVatRecapRow = {
  /** the rate in percent; 0 for reverse charge and for non-payers */
  tax: number;
  taxId: number | null;
  reverseCharge: boolean;
  priceWithoutVat: number;
  vat: number;
  priceWithVat: number;
};

export type InvoiceTotals = {
  priceWithoutVat: number;
  vat: number;
  priceWithVat: number;
  vatRecap: InvoiceVatRecapRow[];
};

/** Totals and the VAT recap per rate (highest rate first, the reverse-charge row last). */
export const invoiceTotals = (lines: readonly InvoiceLineInput[], parties: VatParties): InvoiceTotals => {
  const rows = new Map<
    string,
    { tax: number; taxId: number | null; reverseCharge: boolean; base: bigint; gross: bigint }
  >();
  let base = 0n;
  let gross = 0n;
  for (const line of lines) {
    const { withoutVat, withVat } = lineCents(line, parties);
    base += withoutVat;
    gross += withVat;
    const treatment = vatTreatmentOf(parties, line);
    const reverseCharge = treatment === 'reverse_charge';
    const isStandard = treatment === 'standard';
    const tax = isStandard ? line.tax : 0;
    const key = reverseCharge ? 'reverse' : isStandard ? `rate:${toScaled(line.tax, 2)}` : 'none';
    const row = rows.get(key) ?? {
      tax,
      taxId: isStandard ? line.taxId : null,
      reverseCharge,
      base: 0n,
      gross: 0n,
    };
    row.base += withoutVat;
    row.gross += withVat;
    rows.set(key, row);
  }
  const vatRecap = [...rows.values()]
    .map((row) => ({
      tax: row.tax,
      taxId: row.taxId,
      reverseCharge: row.reverseCharge,
      priceWithoutVat: centsToNumber(row.base),
      vat: centsToNumber(row.gross - row.base),
      priceWithVat: centsToNumber(row.gross),
    }))
    .sort((a, b) => Number(a.reverseCharge) - Number(b.reverseCharge) || b.tax - a.tax);
  return {
    priceWithoutVat: centsToNumber(base),
    vat: centsToNumber(gross - base),
    priceWithVat: centsToNumber(gross),
    vatRecap,
  };
};
