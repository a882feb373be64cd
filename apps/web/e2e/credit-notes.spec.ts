import { alert, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { login } from './helpers';
import { createInvoice, invoiceBasics, invoiceListPath, invoicePath, invoiceRow } from './invoices-helpers';
import { apiPost } from './offers-helpers';

test('a credit note of chosen lines, partly: issued, its PDF opened, listed on the original and by type', async ({
  page,
}) => {
  test.slow();
  await login(page, 'admin');
  const word = uniqueWord();
  const company = `Dobropis ${word}`;
  const original = await createInvoice(page, { company, email: `${word.toLowerCase()}@example.cz`, amount: 2 });
  const { product } = await invoiceBasics(page);
  await apiPost(page, `/v1/invoices/${original.id}/items`, {
    item: { name: 'Doprava', amount: 1, price: 300, sale: 0, taxId: product.idTaxPrice },
  });

  await page.goto(invoicePath(original.id));
  await expect(page.getByRole('heading', { name: `Faktura ${original.number}`, level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  const panel = page.getByRole('region', { name: 'Opravné doklady' });
  await expect(panel).toContainText('K faktuře zatím není žádný opravný doklad.');
  await panel.getByRole('button', { name: 'Vystavit opravný doklad' }).click();
  const modal = page.getByRole('dialog', { name: `Opravný daňový doklad k faktuře ${original.number}` });
  await expect(modal.getByRole('textbox', { name: 'Důvod opravy' })).toBeFocused();
  await modal.getByRole('textbox', { name: 'Důvod opravy' }).fill(`Reklamace ${word}`);
  // the lines are an explicit choice: nothing ticked is refused, not "everything"
  await modal.getByRole('button', { name: 'Vystavit' }).click();
  await expect(modal.getByText('Vyberte alespoň jednu položku k dobropisu.')).toBeVisible();
  // more than is left is an error on its row, never lowered silently
  const amount = modal.getByRole('textbox', { name: `Množství k dobropisu – ${product.name}` });
  await amount.fill('5');
  await amount.blur();
  await expect(amount).toHaveValue('5');
  await expect(modal.getByText('Více, než na položce zbývá k dobropisu.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Vystavit' })).toBeDisabled();
  // only the product line, one of its two pieces: base, VAT and total show before issuing
  await amount.fill('1');
  await expect(modal.getByText('Více, než na položce zbývá k dobropisu.')).toHaveCount(0);
  const totals = modal.getByRole('table', { name: 'K dobropisu celkem' });
  await expect(totals).toContainText('Bez DPH');
  await expect(totals.getByTestId('credit-note-total')).toContainText(/−|-/);
  await expect(modal.getByRole('checkbox', { name: `Dobropisovat ${product.name}` })).toBeChecked();
  await expect(modal.getByRole('checkbox', { name: 'Dobropisovat Doprava' })).not.toBeChecked();
  await modal.getByRole('button', { name: 'Vystavit' }).click();

  await expect(alert(page, 'Opravný doklad byl vystaven.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Opravný doklad D\S+/, level: 1 })).toBeVisible();
  const creditNoteId = Number(page.url().split('/').at(-1));
  expect(creditNoteId).not.toBe(original.id);
  const creditNumber = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').split(' ').at(-1) ?? '';
  await expect(page.getByText(`Reklamace ${word}`)).toBeVisible();
  // its lines are the credited amount, negative
  await expect(page.getByTestId('invoice-item')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Množství (položka 1)' })).toHaveValue('-1');

  // the PDF opens in a new tab from the server's PDF
  const pdf = page.waitForResponse(
    (response) => response.url().endsWith('/v1/invoices/download') && response.request().method() === 'POST',
  );
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Stáhnout PDF' }).click();
  const pdfResponse = await pdf;
  expect(pdfResponse.status()).toBe(200);
  expect(pdfResponse.headers()['content-type']).toContain('application/pdf');
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  // the original lists it; the link leads back and forth
  await page.getByRole('link', { name: original.number }).click();
  await expect(page).toHaveURL(new RegExp(`/cz/invoices/${original.id}$`));
  const listed = page.getByRole('region', { name: 'Opravné doklady' });
  await expect(listed.getByRole('link', { name: creditNumber })).toBeVisible();
  await expect(listed).toContainText(`Reklamace ${word}`);

  // the list filtered by type shows the credit note only, marked as such; the filter is kept on reload
  await page.goto(`${invoiceListPath}?onlyUnpaid=0&search=${encodeURIComponent(word)}`);
  await expect(invoiceRow(page, original.id)).toBeVisible();
  await expect(invoiceRow(page, creditNoteId)).toContainText('Opravný doklad');
  await page.getByRole('textbox', { name: 'Typ dokladu' }).click();
  await page.getByRole('option', { name: 'Opravný doklad' }).click();
  await page.getByRole('button', { name: 'Hledat' }).click();
  await expect(page).toHaveURL(/documentType=credit_note/);
  await expect(invoiceRow(page, creditNoteId)).toBeVisible();
  await expect(invoiceRow(page, original.id)).toHaveCount(0);
  await page.reload();
  await expect(invoiceRow(page, creditNoteId)).toBeVisible();
  await expect(invoiceRow(page, original.id)).toHaveCount(0);
});
