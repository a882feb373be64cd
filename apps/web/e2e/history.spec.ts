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
  // the screen by its name, not its address (issue 25)
  await expect(changes.first()).not.toContainText('/cz/customers/');
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

test('sending is checked first and locks; a mistaken payment is reversed with a reason; the history names both', async ({
  page,
}) => {
  test.slow();
  await login(page, 'admin');
  const word = uniqueWord();
  const email = `${word.toLowerCase()}@example.cz`;
  const invoice = await createInvoice(page, { company: `Úhrada ${word}`, email });
  await page.goto(invoicePath(invoice.id));
  await expect(page.getByTestId('invoice-item')).toHaveCount(1);

  // "Odeslat e-mailem" shows the recipient, the attachments and the lock before anything goes
  await page.getByRole('button', { name: 'Odeslat e-mailem' }).click();
  const preview = page.getByRole('dialog', { name: 'Odeslání e-mailem – kontrola před odesláním' });
  await expect(preview.getByRole('table', { name: 'Příjemci a přílohy' })).toContainText(email);
  await expect(preview).toContainText(`${invoice.number}.pdf, ${invoice.number}.isdoc`);
  await expect(preview).toContainText('Odesláním se 1 faktura uzamkne');
  await preview.getByRole('button', { name: 'Odeslat 1 fakturu' }).click();
  await expect(alert(page, 'Odeslána 1 faktura')).toBeVisible();
  await expect(page.getByTestId('invoice-locked')).toBeVisible();

  // paid on a date; the form's paid box cannot be unticked
  await page.getByRole('button', { name: 'Zaplaceno' }).click();
  await page
    .getByRole('dialog', { name: `Zaplacení faktury ${invoice.number}` })
    .getByRole('button', {
      name: 'Zaplaceno',
    })
    .click();
  await expect(alert(page, `Faktura ${invoice.number} je zaplacená.`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Zaplaceno' })).toBeDisabled();

  // the administrator reverses it: a reason is required, then it is unpaid again, also after a reload
  await page.getByRole('button', { name: 'Zrušit úhradu' }).click();
  const reversal = page.getByRole('dialog', { name: `Zrušení úhrady faktury ${invoice.number}` });
  await expect(reversal.getByRole('textbox', { name: 'Důvod' })).toBeFocused();
  await reversal.getByRole('button', { name: 'Zrušit úhradu' }).click();
  await expect(reversal).toContainText('Toto pole je povinné.');
  const reason = `Platba patřila jiné faktuře ${word}`;
  await reversal.getByRole('textbox', { name: 'Důvod' }).fill(reason);
  await reversal.getByRole('button', { name: 'Zrušit úhradu' }).click();
  await expect(alert(page, 'Úhrada faktury byla zrušena.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Zrušit úhradu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Zaplaceno' })).toBeVisible();

  const changes = await openHistory(page);
  await expect(changes.filter({ hasText: `Zdroj: zrušení úhrady: ${reason}` }).first()).toBeVisible();
  await expect(changes.filter({ hasText: `Zdroj: odesláno e-mailem na ${email}` }).first()).toBeVisible();
});
