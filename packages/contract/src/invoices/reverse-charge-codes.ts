/**
 * Kódy předmětu plnění of the Czech domestic reverse charge (VAT act §92a–§92i): the code the customer's control
 * statement (kontrolní hlášení B.1), the supplier's (A.1) and POHODA's PDP classification name a supply by
 * (decision 176). A waste company supplies mostly waste and scrap (§92c, annex 5: code 5).
 */
export const REVERSE_CHARGE_CODES = ['1', '3', '4', '5', '6', '7', '11', '12', '13', '14', '15', '16', '17'] as const;
export type ReverseChargeCode = (typeof REVERSE_CHARGE_CODES)[number];

/** The code a new reverse-charge product takes: waste and scrap (§92c). */
export const DEFAULT_REVERSE_CHARGE_CODE: ReverseChargeCode = '5';
