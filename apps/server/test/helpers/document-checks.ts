import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkRules, type RuleAssertion } from './validation-rules';

/** The official schemas the repository carries (schemas/README.md). */
const schemasFolder = resolve(import.meta.dirname, '../../../../schemas');
const isdocSchema = join(schemasFolder, 'isdoc/isdoc-invoice-6.0.2.xsd');
const pohodaSchema = join(schemasFolder, 'pohoda/data.xsd');
const ublSchemas = {
  Invoice: join(schemasFolder, 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd'),
  CreditNote: join(schemasFolder, 'ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd'),
};

const inTempDir = <T>(work: (dir: string) => T): T => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-doc-check-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The QR codes on the first page of a PDF as zbar reads them from a 150 dpi rendering (none: []). */
export const qrCodesOfFirstPage = (pdf: Buffer): string[] =>
  inTempDir((dir) => {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', join(dir, 'doc.pdf'), join(dir, 'page')]);
    const png = readdirSync(dir).find((name) => name.endsWith('.png'));
    if (!png) throw new Error('no page rendered');
    const result = spawnSync('zbarimg', ['--raw', '-q', '-Sdisable', '-Sqrcode.enable', join(dir, png)], {
      encoding: 'utf8',
    });
    // zbarimg exits 4 when it finds no symbol
    if (result.status !== 0 && result.status !== 4) throw new Error(`zbarimg failed: ${result.stderr}`);
    return result.stdout.split('\n').filter(Boolean);
  });

/** xmllint's verdict on an ISDOC document against the ISDOC 6.0.2 schema. */
export const validateIsdoc = (xml: Buffer | string): { isValid: boolean; output: string } =>
  inTempDir((dir) => {
    const file = join(dir, 'invoice.isdoc');
    writeFileSync(file, xml);
    const result = spawnSync('xmllint', ['--noout', '--schema', isdocSchema, file], { encoding: 'utf8' });
    return { isValid: result.status === 0, output: `${result.stdout}${result.stderr}` };
  });

/** xmllint's verdict on a POHODA XML import (dataPack) against POHODA's data.xsd. */
export const validatePohoda = (xml: Buffer | string): { isValid: boolean; output: string } =>
  inTempDir((dir) => {
    const file = join(dir, 'report.xml');
    writeFileSync(file, xml);
    const result = spawnSync('xmllint', ['--noout', '--schema', pohodaSchema, file], { encoding: 'utf8' });
    return { isValid: result.status === 0, output: `${result.stdout}${result.stderr}` };
  });

export type UblVerdict = {
  /** valid against the UBL 2.1 schema and no fatal assertion of EN 16931 or Peppol BIS 3 */
  isValid: boolean;
  xsd: { isValid: boolean; output: string };
  fatal: RuleAssertion[];
  warnings: RuleAssertion[];
};

/**
 * A UBL Invoice or CreditNote against the three checks of a Peppol BIS Billing 3.0 document: xmllint with the UBL 2.1
 * schema of its root, the EN 16931 rules and the Peppol BIS 3 rules (validation-rules.ts).
 */
export const validateUbl = async (xml: Buffer | string): Promise<UblVerdict> => {
  const text = xml.toString();
  const root = /<(Invoice|CreditNote)\b/.exec(text)?.[1] === 'CreditNote' ? 'CreditNote' : 'Invoice';
  const xsd = inTempDir((dir) => {
    const file = join(dir, 'document.xml');
    writeFileSync(file, text);
    const result = spawnSync('xmllint', ['--noout', '--schema', ublSchemas[root], file], { encoding: 'utf8' });
    return { isValid: result.status === 0, output: `${result.stdout}${result.stderr}` };
  });
  const [en16931, peppol] = await Promise.all([checkRules('en16931', text), checkRules('peppol', text)]);
  const assertions = [...en16931, ...peppol];
  const fatal = assertions.filter((assertion) => assertion.flag === 'fatal');
  return {
    isValid: xsd.isValid && fatal.length === 0,
    xsd,
    fatal,
    warnings: assertions.filter((assertion) => assertion.flag !== 'fatal'),
  };
};

/** The pages of pdftotext's output (form feeds), empty trailing ones dropped. */
export const pagesOf = (text: string) => text.split('\f').filter((page) => page.trim());
