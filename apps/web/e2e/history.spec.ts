import type { Page } from '@playwright/test';
import { alert, createCustomer, csrfHeaders, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { login } from './helpers';
import { createInvoice, invoicePath } from './invoices-helpers';

const historyPanel = (page: Page) => page.getByRole('region', { name: 'Historie změn' });

/** Opens the panel (its changes load only now) and answers its list of changes. */
const openHistory = async (page: Page) => {
  const panel = historyPanel(page);
  await panel.getByRole('button', { name: 'Zobrazit historii' }).click();
  await expect(panel.getByRole('button', { name: 'Skrýt historii' })).toHaveAttribute('aria-expanded', 'true');
  return panel.getByTestId('history-change');
};

test('an operator edits a customer and reads the change in its history, kept after reload', async ({ page }) => {
  await login(page, 'operator');
  const id = await createCustomer(page, `Historie ${uniqueWord()}`);
  await page.goto(`/cz/customers/${id}/detail`);
  await page.getByRole('textbox', { name: 'Konkurence', exact: true }).fill('SUEZ');
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(alert(page, 'Zákazník byl uložen.')).toBeVisible();

  const changes = await openHistory(page);
  await expect(changes.first()).toContainText('Konkurence');
  await expect(changes.first()).toContainText('— → SUEZ');
  await expect(changes.first()).toContainText('Jana Nováková');
  await expect(changes.first()).toContainText('Obrazovka: Detail zákazníka');
  await expect(changes.last()).toContainText('Zákazník založen');

  await page.reload();
  const again = await openHistory(page);
  await expect(again.first()).toContainText('— → SUEZ');
});

test('an application and an invoice show their history panels', async ({ page }) => {
  await login(page, 'admin');
  const { id, customerId } = await createInvoice(page, { company: `Faktura ${uniqueWord()}`, email: 'h@example.cz' });
  await page.goto(invoicePath(id));
  const invoiceChanges = await openHistory(page);
  await expect(invoiceChanges.last()).toContainText('Faktura vystavena');
  await expect(invoiceChanges.filter({ hasText: 'Položka faktury' }).first()).toContainText('přidáno');

  const created = await page.request.post(`/v1/customers/${customerId}/applications`, {
    headers: await csrfHeaders(page),
    data: { customerApplication: { operatorNote: 'Ráno' } },
  });
  expect(created.status()).toBe(200);
  const { id: applicationId } = (await created.json()) as { id: number };
  await page.goto(`/cz/customers/${customerId}/applications/${applicationId}`);
  const applicationChanges = await openHistory(page);
  await expect(applicationChanges).toHaveCount(1);
  await expect(applicationChanges.first()).toContainText('Zakázka založena');
});
