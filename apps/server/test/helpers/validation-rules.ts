/// <reference path="./saxon-js.d.ts" />
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import lockfile from 'proper-lockfile';
import SaxonJS from 'saxon-js';

/**
 * The EN 16931 and Peppol BIS 3 rule sets the repository carries (schemas/README.md), compiled by SaxonJS into SEF
 * once per machine and kept in the temporary folder under the hash of their sources: compiling takes half a minute,
 * running one document against them a tenth of a second. A lock lets the API projects that start side by side
 * compile each set once.
 */
const root = resolve(import.meta.dirname, '../../../..');
const schemas = join(root, 'schemas');
/** SaxonJS's compiler is driven by the xslt3 command line (its `-export` writes the SEF). */
const require = createRequire(import.meta.url);
const xslt3 = require.resolve('xslt3/xslt3.js');
const cacheDir = join(tmpdir(), 'bo-validation-rules');

export type RuleSet = 'en16931' | 'peppol';

const sources: Record<RuleSet, string[]> = {
  en16931: ['en16931/EN16931-UBL-validation.xslt'],
  peppol: ['peppol-bis-3/PEPPOL-EN16931-UBL.sch', 'peppol-bis-3/schxslt2-transpile.xsl'],
};

const run = promisify(execFile);
const xslt = (args: string[]) => run(process.execPath, [xslt3, ...args], { maxBuffer: 64 * 1024 * 1024 });

const keyOf = (rules: RuleSet) => {
  const hash = createHash('sha256').update(readFileSync(require.resolve('saxon-js/package.json')));
  for (const file of sources[rules]) hash.update(readFileSync(join(schemas, file)));
  return hash.digest('hex').slice(0, 16);
};

/** Compiles a rule set to `target` (the schematron first transpiled to XSLT by SchXslt2). */
const compile = async (rules: RuleSet, target: string) => {
  const partial = `${target}.${process.pid}.sef.json`;
  if (rules === 'peppol') {
    const transpiled = target.replace(/\.sef\.json$/, '.xsl');
    await xslt([
      `-xsl:${join(schemas, 'peppol-bis-3/schxslt2-transpile.xsl')}`,
      `-s:${join(schemas, 'peppol-bis-3/PEPPOL-EN16931-UBL.sch')}`,
      `-o:${transpiled}`,
    ]);
    await xslt([`-xsl:${transpiled}`, `-export:${partial}`, '-nogo']);
  } else {
    await xslt([`-xsl:${join(schemas, 'en16931/EN16931-UBL-validation.xslt')}`, `-export:${partial}`, '-nogo']);
  }
  renameSync(partial, target);
};

const ensureCompiled = async (rules: RuleSet) => {
  mkdirSync(cacheDir, { recursive: true });
  const target = join(cacheDir, `${rules}-${keyOf(rules)}.sef.json`);
  if (existsSync(target)) return target;
  const release = await lockfile.lock(join(cacheDir, rules), {
    realpath: false,
    stale: 120_000,
    retries: { retries: 180, minTimeout: 1000, maxTimeout: 1000 },
  });
  try {
    if (!existsSync(target)) await compile(rules, target);
  } finally {
    await release();
  }
  return target;
};

const compiled = new Map<RuleSet, Promise<unknown>>();

/** The compiled rule set, parsed once per process. */
export const compiledRules = (rules: RuleSet): Promise<unknown> => {
  let sef = compiled.get(rules);
  if (!sef) {
    sef = ensureCompiled(rules).then((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
    compiled.set(rules, sef);
  }
  return sef;
};

/** One assertion of an SVRL report that failed. */
export type RuleAssertion = { rules: RuleSet; id: string; flag: string; text: string; location: string };

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const attributeOf = (attributes: string, name: string) =>
  unescapeXml(new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? '');

/** Runs a document through a rule set: every failed assertion, with its flag (none given counts as fatal). */
export const checkRules = async (rules: RuleSet, xml: string): Promise<RuleAssertion[]> => {
  const sef = await compiledRules(rules);
  const report = SaxonJS.transform({ stylesheetInternal: sef, sourceText: xml, destination: 'serialized' });
  const found: RuleAssertion[] = [];
  const pattern = /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g;
  for (const [, attributes = '', body = ''] of report.principalResult.matchAll(pattern)) {
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body)?.[1] ?? '';
    found.push({
      rules,
      id: attributeOf(attributes, 'id'),
      flag: attributeOf(attributes, 'flag') || 'fatal',
      text: unescapeXml(text).replace(/\s+/g, ' ').trim(),
      location: attributeOf(attributes, 'location'),
    });
  }
  return found;
};
