import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Services that must not depend on each other: they meet only in a shared module (the invoices of an application's
 * parts live in services/application-invoices/, which reads both).
 */
const separated: [string, string][] = [
  ['invoices', 'applications'],
  ['applications', 'invoices'],
];

const importsOf = (folder: string) =>
  readdirSync(join(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => {
      const text = readFileSync(join(import.meta.dirname, folder, file), 'utf8');
      return [...text.matchAll(/from '([^']+)'/g)].map((match) => ({ file: `${folder}/${file}`, from: match[1] }));
    });

describe('service boundaries', () => {
  it.each(separated)('services/%s imports nothing of services/%s', (from, to) => {
    const crossing = importsOf(from).filter(({ from: path }) => path?.includes(`/${to}/`));
    expect(crossing).toEqual([]);
  });
});
