import { linePrices } from '@bo/contract/money/money';
import type { CalculatePricesRequest } from '@bo/contract/money/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxes } from '../../db/schema/index';
import { fieldError } from '../../lib/app-error';

/** Prices of cart lines by the contract's money rules, with the VAT rates of the country. */
export const calculatePrices = async (db: Db, countryCode: string, lines: CalculatePricesRequest['prices']) => {
  const taxIds = [...new Set(lines.map((line) => line.taxId))];
  const rates = taxIds.length
    ? await db
        .select()
        .from(taxes)
        .where(and(inArray(taxes.id, taxIds), eq(taxes.countryCode, countryCode)))
    : [];
  const fields: Record<string, string> = {};
  const prices = lines.map((line, index) => {
    const rate = rates.find((row) => row.id === line.taxId);
    if (!rate) {
      fields[`${index}.taxId`] = 'not_found';
      return { priceWithoutVat: 0, priceWithVat: 0 };
    }
    return linePrices({
      unitPrice: line.pricePerUnitWithoutVat,
      amount: line.amount,
      sale: line.sale,
      tax: Number(rate.tax),
    });
  });
  if (Object.keys(fields).length) throw fieldError(fields);
  return prices;
};
