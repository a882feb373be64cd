import type { Page } from '@playwright/test';
import { alert, apiGet, createCustomer, uniqueWord } from './customers-helpers';
import { expect as baseExpect, test } from './fixtures';
import { login } from './helpers';

/** Two sessions on a shared, busy machine: pages and saves get more time than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });

type CustomerAnswer = { customer: { rival: string; notes: string; lockVersion: number } };

const save = (page: Page) => page.getByRole('button', { name: 'Uložit', exact: true }).click();
const rival = (page: Page) => page.getByRole('textbox', { name: 'Konkurence', exact: true });
const notes = (page: Page) => page.getByRole('textbox', { name: 'Poznámky', exact: true });
const staleDialog = (page: Page) => page.getByRole('dialog', { name: 'Záznam byl mezitím změněn' });

test('two people edit the same customer: the later save asks who changed it, overwrite and reload both work', async ({
  newPage,
}) => {
  test.setTimeout(180_000); // two browser sessions on a busy machine
  const first = await newPage();
  const second = await newPage();
  await login(first, 'admin'); // Petr Dvořák
  await login(second, 'admin2'); // Lenka Šťastná
  const id = await createCustomer(first, `Zámecká pila ${uniqueWord()} s.r.o.`);
  for (const page of [first, second]) await page.goto(`/cz/customers/${id}/detail`);
  await expect(rival(second)).toHaveValue('');

  // The first person saves the rival.
  await rival(first).fill('AVE CZ');
  await save(first);
  await expect(alert(first, 'Zákazník byl uložen.')).toBeVisible();

  // The second person, on the copy loaded before, saves the notes: the dialog names who and what differs.
  await notes(second).fill('Vjezd ze dvora, zvonit u vrátnice.');
  await save(second);
  const dialog = staleDialog(second);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Petr Dvořák');
  await expect(dialog.getByRole('row', { name: /Konkurence/ })).toContainText('AVE CZ');
  await expect(dialog.getByRole('row', { name: /Poznámky/ })).toContainText('Vjezd ze dvora');

  // Overwrite: saved with the current version, the second person's form wins.
  await dialog.getByRole('button', { name: 'Přepsat' }).click();
  await expect(alert(second, 'Zákazník byl uložen.')).toBeVisible();
  const afterOverwrite = (await apiGet<CustomerAnswer>(first, `/v1/customers/${id}`)).customer;
  expect(afterOverwrite).toMatchObject({ rival: '', notes: 'Vjezd ze dvora, zvonit u vrátnice.', lockVersion: 3 });

  // The first person, still on the old copy, saves again and reloads: the form shows the other
  // person's change, and what they typed stays listed on screen.
  await rival(first).fill('FCC');
  await save(first);
  const firstDialog = staleDialog(first);
  await expect(firstDialog).toContainText('Lenka Šťastná');
  await firstDialog.getByRole('button', { name: 'Načíst aktuální' }).click();
  await expect(firstDialog).toBeHidden();
  await expect(notes(first)).toHaveValue('Vjezd ze dvora, zvonit u vrátnice.');
  await expect(rival(first)).toHaveValue('');
  const unsaved = first.getByRole('region', { name: 'Vaše neuložené hodnoty' });
  await expect(unsaved.getByRole('row', { name: /Konkurence/ })).toContainText('FCC');
  await unsaved.getByRole('button', { name: 'Zavřít' }).click();
  await expect(unsaved).toBeHidden();

  // Typing it again and saving now goes through (the form holds the current version).
  await rival(first).fill('FCC');
  // An earlier "saved" message may still be on screen: wait for this save's own answer.
  const saved = first.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith(`/v1/customers/${id}`),
  );
  await save(first);
  expect((await saved).status()).toBe(200);
  await expect(alert(first, 'Zákazník byl uložen.')).toBeVisible();
  expect((await apiGet<CustomerAnswer>(first, `/v1/customers/${id}`)).customer).toMatchObject({
    rival: 'FCC',
    notes: 'Vjezd ze dvora, zvonit u vrátnice.',
    lockVersion: 4,
  });
});
