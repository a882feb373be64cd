import { gpcHeader, gpcTransaction } from '../../server/src/services/bank-statements/gpc-writer';
import { expect, test } from './fixtures';
import { heading, login, mainNav } from './helpers';

const statementFile = (number: number, transaction: string) => {
  const header = gpcHeader({
    account: '1920001453',
    name: 'Ekosluzby',
    number,
    date: '2026-11-20',
    previousDate: '2026-11-19',
    openingCents: 0,
    closingCents: 0,
    debitCents: 0,
    creditCents: 0,
  });
  return {
    name: `vypis-${number}.gpc`,
    mimeType: 'text/plain',
    buffer: Buffer.from(`${header}\r\n${transaction}\r\n`),
  };
};
const payment = gpcTransaction({
  account: '1920001453',
  counterAccount: '2400123456',
  counterBank: '2010',
  reference: '880001',
  amountCents: 123_400,
  code: 2,
  variableSymbol: '88001',
  date: '2026-11-20',
  name: 'Platce z testu',
});

test('an accountant pairs an unmatched payment by hand and confirms the demo statement', async ({ page }) => {
  await login(page, 'accountant');
  await mainNav(page).getByRole('link', { name: 'Bankovní výpisy' }).click();
  await expect(heading(page, 'Bankovní výpisy')).toBeVisible();
  await page.getByRole('button', { name: 'Otevřít výpis 42' }).click();
  await expect(page.getByRole('heading', { name: /Výpis č\. 42/ })).toBeVisible();
  await expect(page.getByTestId('bank-group-matched').getByRole('row')).not.toHaveCount(1);
  await expect(page.getByTestId('bank-group-doubtful')).toContainText('Přeplatek');

  const unmatched = page.getByTestId('bank-group-unmatched');
  await unmatched
    .getByRole('button', { name: /Spárovat/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const search = dialog.getByLabel('Hledat nezaplacenou fakturu (číslo, firma, VS)');
  await search.fill('');
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Spárovat vybrané' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Spárování platby bylo uloženo.' })).toBeVisible();
  await expect(page.getByTestId('bank-group-matched')).toContainText('Spárováno ručně');

  await page.getByRole('button', { name: 'Potvrdit výpis' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Potvrdit výpis' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Výpis byl potvrzen.' })).toBeVisible();
  await expect(page.getByText(/Potvrzeno/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Potvrzeno/)).toBeVisible();
  await expect(page.getByTestId('bank-group-matched')).toContainText('Zapsáno u faktury');
});

test('an administrator uploads a statement from the invoice list; a bad record names its line', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/cz/invoices');
  await page.getByRole('link', { name: 'Bankovní výpisy' }).click();
  await expect(heading(page, 'Bankovní výpisy')).toBeVisible();
  const input = page.locator('input[type="file"]');
  const broken = payment.replace(/^(.{48}).{12}/, '$1000000012X00');
  await input.setInputFiles(statementFile(901, broken));
  await expect(page.getByRole('alert').filter({ hasText: 'chybný záznam na řádku 2' })).toBeVisible();
  await input.setInputFiles(statementFile(902, payment));
  await expect(page.getByRole('heading', { name: /Výpis č\. 902/ })).toBeVisible();
  await expect(page.getByTestId('bank-group-unmatched')).toContainText('Platce z testu');
  await expect(page.getByTestId('bank-group-unmatched')).toContainText('1 234,00');
});
