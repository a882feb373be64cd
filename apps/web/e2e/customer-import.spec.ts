import { readFileSync } from 'node:fs';
import { icCheckDigit } from '@bo/contract/customers/company-ids';
import { expect, test } from './fixtures';
import { heading, login } from './helpers';

const validIc = () => {
  const first = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  return `${first}${icCheckDigit(first)}`;
};

test('a CSV with two bad rows is imported, the refusals are downloaded and the customers are listed', async ({
  page,
}) => {
  test.setTimeout(120_000); // several server round trips on a busy machine
  const tag = `Imp${Date.now().toString(36)}`;
  const csv = [
    'Firma;Ulice;PSČ;Město;IČ;Kontaktní osoba;Telefon',
    `"${tag} Alfa; s.r.o.";Dlouhá 1;110 00;Praha;${validIc()};Jana Malá;602 123 456`,
    `${tag} Beta;Krátká 2;11000;Praha;12345678;;`,
    `${tag} Gama;Nová 3;266 01;Beroun;;;`,
    `${tag} Delta;Stará 4;1100;Praha;;;`,
  ].join('\r\n');
  await login(page, 'admin');
  await page.goto('/cz/settings/customer-import');
  await expect(heading(page, 'Import zákazníků')).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Soubor CSV nebo XLSX' }).click();
  await (await chooser).setFiles({ name: 'zakaznici.csv', mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${csv}`) });
  await expect(page.getByText('Soubor má 4 řádky s daty.')).toBeVisible();
  // the mapping is suggested from the header names
  await expect(page.getByLabel('Pole zákazníka: Firma')).toHaveValue('company');
  await expect(page.getByLabel('Pole zákazníka: IČ')).toHaveValue('ic');

  const preview = page.getByRole('region', { name: 'Náhled prvních řádků' });
  await expect(preview.getByRole('row').filter({ hasText: `${tag} Beta` })).toContainText('IČ musí mít 8 číslic');
  await expect(preview.getByRole('row').filter({ hasText: `${tag} Delta` })).toContainText('PSČ musí mít 5 číslic');

  await page.getByRole('button', { name: 'Zkusit nanečisto' }).click();
  const dryRun = page.getByRole('status').filter({ hasText: 'Zkouška nanečisto' });
  await expect(dryRun).toContainText('Vytvoří se: 2 zákazníci');
  await expect(dryRun).toContainText('Odmítnuto: 2 řádky');
  // the answer lists the first refused rows; the whole list is the server's file (decision 184)
  const firstRefused = dryRun.getByRole('list', { name: 'První odmítnuté řádky' });
  await expect(firstRefused).toContainText('Řádek 3: IČ: IČ musí mít 8 číslic');
  await expect(firstRefused).toContainText('Řádek 5: PSČ: PSČ musí mít 5 číslic.');

  await page.getByRole('button', { name: 'Importovat', exact: true }).click();
  const result = page.getByRole('status').filter({ hasText: 'Import dokončen' });
  await expect(result).toContainText('Vytvořeno: 2 zákazníci');
  const download = page.waitForEvent('download');
  const fromServer = page.waitForRequest(
    (request) => request.url().endsWith('/v1/customers/import') && request.postDataJSON()?.refusalsFile === true,
  );
  await result.getByRole('button', { name: 'Stáhnout odmítnuté řádky (CSV)' }).click();
  await fromServer;
  const file = await download;
  expect(file.suggestedFilename()).toBe('odmitnute-radky.csv');
  const refusals = readFileSync(await file.path(), 'utf8');
  expect(refusals.startsWith('\ufeffFirma;Ulice;PSČ;Město;IČ;Kontaktní osoba;Telefon;Důvod odmítnutí')).toBe(true);
  expect(refusals).toContain(`${tag} Beta;Krátká 2;11000;Praha;12345678;;;IČ: IČ musí mít 8 číslic`);
  expect(refusals).toContain(`${tag} Delta;Stará 4;1100;Praha;;;;PSČ: PSČ musí mít 5 číslic.`);

  await page.goto(`/cz/customers?search=${tag}`);
  await expect(page.getByText(`${tag} Alfa; s.r.o.`)).toBeVisible();
  await expect(page.getByText(`${tag} Gama`)).toBeVisible();
  await expect(page.getByText(`${tag} Beta`)).toHaveCount(0);
});
