import type { Page } from '@playwright/test';
import { alert, createCustomer, patchConfiguration, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { customerTabs, heading, login } from './helpers';

const billing = (page: Page) => page.getByRole('region', { name: 'Fakturační adresa' });
const delivery = (page: Page) => page.getByRole('region', { name: 'Doručovací adresa' });
const textbox = (scope: ReturnType<typeof billing>, name: string) => scope.getByRole('textbox', { name, exact: true });

test('a new customer is created: same-as-delivery billing, saved, routed to its id and kept after reload', async ({
  page,
}) => {
  await login(page, 'admin', { to: '/cz/customers' });
  await page.getByRole('link', { name: 'Nový zákazník' }).click();
  await expect(page).toHaveURL('/cz/customers/new/detail');
  await expect(heading(page, 'Nový zákazník')).toBeVisible();
  // Only the detail tab exists until the customer is saved, and no contacts or GPS yet.
  await expect(customerTabs(page)).toHaveText(['Detail']);
  await expect(page.getByRole('form', { name: 'Kontaktní osoby' })).toHaveCount(0);

  const sameAsDelivery = billing(page).getByRole('checkbox', { name: 'Stejná jako doručovací adresa' });
  await expect(sameAsDelivery).toBeChecked();
  for (const name of ['Ulice', 'Č. p.', 'PSČ', 'Obec']) await expect(textbox(billing(page), name)).toBeDisabled();
  await expect(textbox(billing(page), 'Firma')).toBeEnabled();
  await sameAsDelivery.uncheck();
  await expect(textbox(billing(page), 'Ulice')).toBeEnabled();
  await sameAsDelivery.check();
  await expect(textbox(billing(page), 'Ulice')).toBeDisabled();

  const company = `Sběrný dvůr ${uniqueWord()} s.r.o.`;
  await textbox(delivery(page), 'Firma').fill(company);
  await textbox(delivery(page), 'Ulice').fill('Husova');
  await textbox(delivery(page), 'Č. p.').fill('12');
  await textbox(delivery(page), 'PSČ').fill('266 01');
  await textbox(delivery(page), 'Obec').fill('Beroun');
  await delivery(page).getByRole('textbox', { name: 'Okres' }).click();
  await page.getByRole('option', { name: 'Beroun', exact: true }).click();
  await textbox(delivery(page), 'IČ').fill('27082441');
  await textbox(billing(page), 'Firma').fill(company);
  // The billing fields show the delivery address they follow.
  await expect(textbox(billing(page), 'Ulice')).toHaveValue('Husova');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('provoz@sberny-dvur.cz');

  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(delivery(page).getByText('IČ musí mít 8 číslic se správným kontrolním součtem.')).toBeVisible();
  await textbox(delivery(page), 'IČ').fill('27082440');
  await expect(delivery(page).getByText('IČ musí mít 8 číslic se správným kontrolním součtem.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();

  await expect(alert(page, 'Zákazník byl uložen.')).toBeVisible();
  await expect(page).toHaveURL(/\/cz\/customers\/\d+\/detail$/);
  await expect(heading(page, company)).toBeVisible();
  await page.reload();
  await expect(textbox(delivery(page), 'Firma')).toHaveValue(company);
  await expect(textbox(delivery(page), 'PSČ')).toHaveValue('26601');
  await expect(textbox(delivery(page), 'IČ')).toHaveValue('27082440');
  await expect(delivery(page).getByRole('textbox', { name: 'Okres' })).toHaveValue('Beroun');
  await expect(textbox(billing(page), 'Ulice')).toHaveValue('Husova');
  await expect(textbox(billing(page), 'Obec')).toHaveValue('Beroun');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('provoz@sberny-dvur.cz');
  await expect(customerTabs(page)).toHaveText([
    'Poznámky',
    'Nabídky',
    'Zakázky',
    'Detail',
    'Mapa',
    'Faktury',
    'Hovory',
  ]);
});

test('contacts and a GPS point are saved with Enter and kept after reload', async ({ page }) => {
  await login(page, 'operator');
  const id = await createCustomer(page, `Kontakty ${uniqueWord()}`);
  await page.goto(`/cz/customers/${id}/detail`);
  const contacts = page.getByRole('form', { name: 'Kontaktní osoby' });
  await contacts.getByRole('textbox', { name: 'Jméno 1' }).fill('Jana Malá');
  await contacts.getByRole('textbox', { name: 'Pozice 1' }).fill('jednatelka');
  await contacts.getByRole('textbox', { name: 'Jméno 2' }).fill('Petr Veliký');
  await contacts.getByRole('textbox', { name: 'Telefon 2' }).fill('602 111 222');
  await contacts.getByRole('textbox', { name: 'Telefon 2' }).press('Enter');
  await expect(alert(page, 'Kontakty zákazníka byly uloženy.')).toBeVisible();

  const gps = page.getByRole('region', { name: 'GPS souřadnice' });
  const addGps = gps.getByRole('button', { name: 'Přidat GPS bod' });
  await addGps.click();
  // While the new point is unsaved the add button is hidden.
  await expect(addGps).toHaveCount(0);
  await gps.getByRole('textbox', { name: 'Název' }).fill('Brána');
  await gps.getByRole('textbox', { name: 'Souřadnice' }).fill(`49°57'51"N, 14°4'18"E`);
  await gps.getByRole('textbox', { name: 'Souřadnice' }).press('Enter');
  await expect(alert(page, 'GPS souřadnice zákazníka byly uloženy.')).toBeVisible();
  await expect(addGps).toBeVisible();

  await page.reload();
  await expect(contacts.getByRole('textbox', { name: 'Jméno 1' })).toHaveValue('Jana Malá');
  await expect(contacts.getByRole('textbox', { name: 'Pozice 1' })).toHaveValue('jednatelka');
  await expect(contacts.getByRole('textbox', { name: 'Telefon 2' })).toHaveValue('602 111 222');
  const point = gps.getByRole('row').filter({ hasText: 'Brána' });
  await expect(point).toContainText(`49°57'51"N, 14°4'18"E`);
  await expect(point).toContainText('49.96417, 14.07167');

  // A wrong coordinate stays on its field.
  await point.getByRole('button', { name: 'Upravit: Brána' }).click();
  await gps.getByRole('textbox', { name: 'Souřadnice' }).fill('Praha');
  await gps.getByRole('textbox', { name: 'Souřadnice' }).press('Enter');
  await expect(gps.getByText('Zadejte souřadnice jako')).toBeVisible();
  await gps.getByRole('textbox', { name: 'Souřadnice' }).press('Escape');
  await expect(point).toContainText(`49°57'51"N, 14°4'18"E`);
});

test('with VoIP on, a phone is called only as saved; a changed one must be saved first', async ({ page }) => {
  await login(page, 'admin');
  const { enableVoip } = await patchConfiguration(page, { enableVoip: true });
  try {
    const id = await createCustomer(page, `Volání ${uniqueWord()}`);
    await page.goto(`/cz/customers/${id}/detail`);
    const contacts = page.getByRole('form', { name: 'Kontaktní osoby' });
    await contacts.getByRole('textbox', { name: 'Jméno 1' }).fill('Eva Nová');
    await contacts.getByRole('textbox', { name: 'Telefon 1' }).fill('777 123 456');
    // Not saved yet: no call, the tooltip says why.
    await expect(contacts.getByRole('link', { name: /^Volat/ })).toHaveCount(0);
    await expect(contacts.getByRole('button', { name: 'Před voláním kontakty uložte' })).toBeDisabled();
    await contacts.getByRole('textbox', { name: 'Telefon 1' }).press('Enter');
    await expect(alert(page, 'Kontakty zákazníka byly uloženy.')).toBeVisible();
    const call = contacts.getByRole('link', { name: 'Volat 777 123 456' });
    await expect(call).toHaveAttribute('href', 'tel:+420777123456');
    await contacts.getByRole('textbox', { name: 'Telefon 1' }).fill('777 123 457');
    await expect(call).toHaveCount(0);
    await expect(contacts.getByRole('button', { name: 'Před voláním kontakty uložte' })).toBeVisible();
  } finally {
    await patchConfiguration(page, { enableVoip });
  }
});

test('an administrator deletes a customer after confirming', async ({ page }) => {
  await login(page, 'admin');
  const company = `Ke smazání ${uniqueWord()}`;
  const id = await createCustomer(page, company);
  await page.goto(`/cz/customers/${id}/detail`);
  await expect(heading(page, company)).toBeVisible();
  await page.getByRole('button', { name: 'Smazat zákazníka' }).click();
  const dialog = page.getByRole('dialog', { name: 'Potvrzení' });
  await expect(dialog).toContainText('Opravdu chcete zákazníka smazat?');
  await dialog.getByRole('button', { name: 'Zrušit' }).click();
  await expect(heading(page, company)).toBeVisible();

  await page.getByRole('button', { name: 'Smazat zákazníka' }).click();
  await dialog.getByRole('button', { name: 'Smazat' }).click();
  await expect(alert(page, 'Zákazník byl smazán.')).toBeVisible();
  await expect(page).toHaveURL('/cz/customers');
  await page.goto(`/cz/customers/${id}/detail`);
  await expect(page).toHaveURL('/cz/not-found');
  await expect(heading(page, 'Stránka nenalezena')).toBeVisible();
});

test('an operator may not delete, a driver sees the detail read only without notes, map and calls', async ({
  page,
}) => {
  await login(page, 'operator');
  const id = await createCustomer(page, `Řidič ${uniqueWord()}`);
  await page.goto(`/cz/customers/${id}/detail`);
  await expect(page.getByRole('button', { name: 'Uložit', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Smazat zákazníka' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Operátor' })).toBeDisabled();
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  // the logout finishes on the login screen; a login before that would be logged out by it
  await expect(page).toHaveURL(/\/login/);

  await login(page, 'driver', { to: `/cz/customers/${id}` });
  await expect(page).toHaveURL(`/cz/customers/${id}/detail`);
  await expect(customerTabs(page)).toHaveText(['Zakázky', 'Detail']);
  await expect(textbox(delivery(page), 'Firma')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Uložit', exact: true })).toHaveCount(0);
  // Drivers keep contacts, which they learn on site.
  await expect(page.getByRole('button', { name: 'Uložit kontakty' })).toBeVisible();
  await page.goto(`/cz/customers/${id}/notes`);
  await expect(heading(page, 'Stránka nenalezena')).toBeVisible();
});

test('a customer id that does not exist or is not a number shows not-found', async ({ page }) => {
  await login(page, 'admin');
  for (const id of ['2000000000', 'abc']) {
    await page.goto(`/cz/customers/${id}/detail`);
    await expect(page).toHaveURL('/cz/not-found');
    await expect(heading(page, 'Stránka nenalezena')).toBeVisible();
  }
});

test('a driver cannot open the new-customer form', async ({ page }) => {
  await login(page, 'driver', { to: '/cz/customers/new/detail' });
  await expect(heading(page, 'Stránka nenalezena')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Údaje zákazníka' })).toHaveCount(0);
});

test('a billing PSČ following the delivery one does not repeat its error', async ({ page }) => {
  await login(page, 'admin', { to: '/cz/customers/new/detail' });
  await delivery(page).getByRole('textbox', { name: 'Firma', exact: true }).fill('PSČ test');
  await delivery(page).getByRole('textbox', { name: 'PSČ', exact: true }).fill('12');
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(delivery(page).getByText('PSČ musí mít 5 číslic.')).toBeVisible();
  await expect(billing(page).getByText('PSČ musí mít 5 číslic.')).toHaveCount(0);
});

test('a contact with a phone and no name is not saved: the slot says so', async ({ page }) => {
  await login(page, 'admin');
  const customerId = await createCustomer(page, `Kontakty ${uniqueWord()}`);
  await page.goto(`/cz/customers/${customerId}/detail`);
  await page.getByRole('textbox', { name: 'Telefon 1' }).fill('+420 602 111 222');
  await expect(page.getByTestId('contact-without-name')).toHaveText('Bez jména se kontakt neuloží.');
  await page.getByRole('textbox', { name: 'Jméno 1' }).fill('Jana');
  await expect(page.getByTestId('contact-without-name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Uložit kontakty' }).click();
  await expect(alert(page, 'Kontakty zákazníka byly uloženy.')).toBeVisible();
});

test('layout: the GPS table fits a 390 px phone', async ({ page }) => {
  await login(page, 'admin');
  const customerId = await createCustomer(page, `GPS ${uniqueWord()}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/cz/customers/${customerId}/detail`);
  await page.getByRole('button', { name: 'Přidat GPS bod' }).click();
  await page.getByRole('textbox', { name: 'Souřadnice' }).fill('49.9612345, 14.0712345');
  await page.getByRole('textbox', { name: 'Souřadnice' }).press('Enter');
  await expect(alert(page, 'GPS souřadnice zákazníka byly uloženy.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'GPS souřadnice' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
