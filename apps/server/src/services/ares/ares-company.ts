import { z } from 'zod';
import type { AresCachedCompany } from '../../db/schema/ares';

/**
 * The part of an ARES answer (GET ekonomicke-subjekty/{ico}, REST API v3) the lookup reads; ARES
 * leaves out what a subject does not have (a village has no street, a non-payer no DIČ).
 */
const sidloSchema = z.object({
  nazevObce: z.string().optional(),
  nazevCastiObce: z.string().optional(),
  nazevMestskehoObvodu: z.string().optional(),
  nazevUlice: z.string().optional(),
  cisloDomovni: z.number().int().optional(),
  /** 1 číslo popisné, 2 číslo evidenční */
  typCisloDomovni: z.number().int().optional(),
  cisloOrientacni: z.number().int().optional(),
  cisloOrientacniPismeno: z.string().optional(),
  psc: z.union([z.number().int(), z.string()]).optional(),
  textovaAdresa: z.string().optional(),
});
export const aresSubjectSchema = z.object({
  ico: z.string(),
  obchodniJmeno: z.string().min(1),
  dic: z.string().optional(),
  sidlo: sidloSchema.optional(),
});
export type AresSubject = z.infer<typeof aresSubjectSchema>;
type Sidlo = z.infer<typeof sidloSchema>;

const EVIDENCE_NUMBER = 2;
const PRAGUE = 'Praha';

/** "1234/5a" as Czech addresses write it; an evidence number is "ev. č. 12". */
export const houseNumberOf = (sidlo: Sidlo) => {
  if (sidlo.cisloDomovni === undefined) return sidlo.cisloOrientacni === undefined ? '' : String(sidlo.cisloOrientacni);
  const domovni =
    sidlo.typCisloDomovni === EVIDENCE_NUMBER ? `ev. č. ${sidlo.cisloDomovni}` : String(sidlo.cisloDomovni);
  if (sidlo.cisloOrientacni === undefined) return domovni;
  return `${domovni}/${sidlo.cisloOrientacni}${sidlo.cisloOrientacniPismeno ?? ''}`;
};

/** Five digits, as the customer record keeps a PSČ ("11800"); ARES sends a number. */
export const pscOf = (psc: Sidlo['psc']) => {
  if (psc === undefined) return '';
  const digits = String(psc).replace(/\s+/g, '');
  return /^\d{1,5}$/.test(digits) ? digits.padStart(5, '0') : '';
};

/**
 * Where a village has no streets, the part of the municipality stands in the street's place
 * ("Lhota 25, 257 01 Lhota"); Prague is written with its district ("118 00 Praha 1").
 */
const streetOf = (sidlo: Sidlo) => sidlo.nazevUlice ?? sidlo.nazevCastiObce ?? sidlo.nazevObce ?? '';
const cityOf = (sidlo: Sidlo) =>
  sidlo.nazevObce === PRAGUE && sidlo.nazevMestskehoObvodu ? sidlo.nazevMestskehoObvodu : (sidlo.nazevObce ?? '');

const clip = (value: string, max: number) => value.trim().slice(0, max);

/** An ARES subject in the customer's address fields (the lengths the customer form accepts). */
export const companyOfSubject = (subject: AresSubject): AresCachedCompany => {
  const sidlo = subject.sidlo ?? {};
  // an address ARES holds only as text (abroad, not standardised) goes whole into the street
  const isStructured = sidlo.nazevObce !== undefined;
  return {
    company: clip(subject.obchodniJmeno, 200),
    street: clip(isStructured ? streetOf(sidlo) : (sidlo.textovaAdresa ?? ''), 200),
    cp: clip(isStructured ? houseNumberOf(sidlo) : '', 20),
    psc: pscOf(sidlo.psc),
    city: clip(isStructured ? cityOf(sidlo) : '', 100),
    dic: /^CZ\d{8,10}$/.test(subject.dic ?? '') ? (subject.dic ?? '') : '',
  };
};
