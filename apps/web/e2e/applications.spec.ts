import { readFileSync } from 'node:fs';
import { addProduct, setAmount, setSale } from '@bo/contract/cart/cart';
import type { Page } from '@playwright/test';
import { alert, apiGet, createCustomer, csrfHeaders, patchConfiguration, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { customerTabs, login } from './helpers';
import { apiPost, catalogue, czk } from './offers-helpers';

const applicationMenu = (page: Page) => page.getByRole('navigation', { name: 'Zakázky zákazníka' });
const applicationPath = (customerId: number) => new RegExp(`/cz/customers/${customerId}/applications/(\\d+)$`);

type User = { id: number; fullName: string; roles: string[]; isActive: boolean };
type Application = {
  id: number;
  applicationDate: string | null;
  applicationRealDate: string | null;
  deliveryNoteNumber: number | null;
  operatorId: number | null;
  driverId: number | null;
  engineerId: number | null;
  driverOrder: boolean;
  operatorNote: string;
  status: string;
};

/** The active users of the country with a role, as the selects list them. */
const usersWithRole = async (page: Page, role: string) => {
  const { users } = await apiGet<{ users: User[] }>(page, '/v1/users');
  return users.filter((user) => user.isActive && user.roles.includes(role));
};

/** Chooses an option of a Mantine select by its label. */
const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
};

/** A date typed as the screen shows it (dd. MM. yyyy), the field left with Tab (Enter would submit the form). */
const typeDate = async (page: Page, label: string, value: string) => {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.fill(value);
  await field.press('Tab');
  await expect(field).toHaveValue(value);
};

/** A new customer of the administrator, its applications tab open on a new application. */
const openNewApplication = async (page: Page) => {
  await login(page, 'admin');
  const company = `Zakázka ${uniqueWord()}`;
  const customerId = await createCustomer(page, company);
  await page.goto(`/cz/customers/${customerId}/applications`);
  await expect(page).toHaveURL(new RegExp(`/cz/customers/${customerId}/applications/new$`));
  await expect(alert(page, 'Žádná zakázka neexistuje.')).toBeVisible();
  return { customerId, company };
};

test('an application from scratch: both carts, dates, people and flags saved and kept; the delivery note number follows the real date', async ({
  page,
}) => {
  test.setTimeout(180_000); // a long walk through the whole screen on a busy machine
  const { customerId } = await openNewApplication(page);
  const [operator] = await usersWithRole(page, 'operator');
  const [driver] = await usersWithRole(page, 'driver');
  if (!operator || !driver) throw new Error('the demo data has an operator and a driver');
  await expect(page.getByText('Košíky a kontroly budou k dispozici po prvním uložení zakázky.')).toBeVisible();

  await typeDate(page, 'Datum zakázky', '20. 11. 2026');
  await choose(page, 'Operátor', operator.fullName);
  await choose(page, 'Řidič', driver.fullName);
  await choose(page, 'Technik', operator.fullName);
  await page.getByRole('checkbox', { name: 'Objednávka řidiče' }).check();
  await page.getByLabel('Poznámka operátora').fill('Zvonit dvakrát');
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(alert(page, 'Zakázka byla uložena.')).toBeVisible();
  await expect(page).toHaveURL(applicationPath(customerId));
  const applicationId = Number(page.url().split('/').at(-1));
  // the new application's menu entry takes the focus from the save button that went with the new form
  await expect(applicationMenu(page).locator('a[aria-current="page"]')).toBeFocused();
  await expect(applicationMenu(page).getByRole('link', { name: /20\. 11\. 2026/ })).toContainText('Čeká na realizaci');

  // The company cart: keyboard only, prices follow every change.
  const { products, taxes } = await catalogue(page);
  const [first, second] = products;
  if (!first || !second) throw new Error('the demo catalogue has two visible products');
  await expect(page.getByRole('tab', { name: 'Firma (0)' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: `Přidat ${first.name} do košíku` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Přidat ${second.name} do košíku` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Přidat ${first.name} do košíku` }).focus();
  await page.keyboard.press('Enter');
  let company = addProduct(addProduct(addProduct([], first, taxes), second, taxes), first, taxes);
  const companyCart = page.getByRole('region', { name: /Košík – firma/ });
  await expect(page.getByLabel(`Množství – ${first.name}`)).toHaveValue('2');
  const amount = page.getByLabel(`Množství – ${second.name}`);
  await amount.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('10');
  company = setSale(setAmount(company, second.id, 3, taxes), second.id, 10, taxes);
  await expect(companyCart.getByTestId('cart-total-with-vat')).toHaveText(
    czk(company.reduce((sum, line) => sum + line.priceWithVat, 0)),
  );
  await expect(page.getByRole('tab', { name: 'Firma (2)' })).toBeVisible();

  // The private cart: its own lines.
  await page.getByRole('tab', { name: 'Soukromě (0)' }).click();
  await page.getByRole('button', { name: `Přidat ${second.name} do košíku` }).click();
  const privateAmount = page.getByLabel(`Množství – ${second.name}`);
  await privateAmount.fill('2');
  await privateAmount.press('Tab');
  const privateLines = setAmount(addProduct([], second, taxes), second.id, 2, taxes);
  const privateCart = page.getByRole('region', { name: /Košík – soukromě/ });
  await expect(privateCart.getByTestId('cart-total-without-vat')).toHaveText(
    czk(privateLines.reduce((sum, line) => sum + line.priceWithoutVat, 0)),
  );
  await expect(page.getByRole('tab', { name: 'Soukromě (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Uložit produkty' }).click();
  await expect(alert(page, 'Produkty zakázky byly uloženy.')).toBeVisible();
  const total = [...company, ...privateLines].reduce((sum, line) => sum + line.priceWithVat, 0);
  await expect(applicationMenu(page).getByRole('link', { name: /20\. 11\. 2026/ })).toContainText(czk(total));

  // The real date: the application is done and takes a delivery note number.
  await expect(page.getByTestId('delivery-note-number')).toHaveCount(0);
  await typeDate(page, 'Datum realizace', '23. 11. 2026');
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(alert(page, 'Zakázka byla uložena.')).toBeVisible();
  await expect(page.getByTestId('delivery-note-number')).toContainText(/Číslo dodacího listu: \d+/);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Datum zakázky', exact: true })).toHaveValue('20. 11. 2026');
  await expect(page.getByRole('textbox', { name: 'Datum realizace', exact: true })).toHaveValue('23. 11. 2026');
  await expect(page.getByRole('textbox', { name: 'Operátor', exact: true })).toHaveValue(operator.fullName);
  await expect(page.getByRole('textbox', { name: 'Řidič', exact: true })).toHaveValue(driver.fullName);
  await expect(page.getByRole('textbox', { name: 'Technik', exact: true })).toHaveValue(operator.fullName);
  await expect(page.getByRole('checkbox', { name: 'Objednávka řidiče' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Nový zákazník' })).not.toBeChecked();
  await expect(page.getByLabel('Poznámka operátora')).toHaveValue('Zvonit dvakrát');
  await expect(page.getByTestId('delivery-note-number')).toContainText(/Číslo dodacího listu: \d+/);
  await expect(applicationMenu(page).getByRole('link', { name: /20\. 11\. 2026/ })).toContainText('Zrealizováno');
  await expect(page.getByRole('tab', { name: 'Firma (2)' })).toBeVisible();
  await expect(page.getByLabel(`Množství – ${second.name}`)).toHaveValue('3');
  await expect(page.getByLabel(`Sleva v % – ${second.name}`)).toHaveValue('10');
  await page.getByRole('tab', { name: 'Soukromě (1)' }).click();
  await expect(page.getByLabel(`Množství – ${second.name}`)).toHaveValue('2');

  const { customerApplication: saved } = await apiGet<{ customerApplication: Application }>(
    page,
    `/v1/customers/${customerId}/applications/${applicationId}`,
  );
  expect(saved).toMatchObject({
    applicationDate: '2026-11-20',
    applicationRealDate: '2026-11-23',
    operatorId: operator.id,
    driverId: driver.id,
    engineerId: operator.id,
    driverOrder: true,
    status: 'application_done',
  });
  expect(saved.deliveryNoteNumber).toEqual(expect.any(Number));

  // Without an applicationId the tab opens the first application.
  await page.goto(`/cz/customers/${customerId}/applications`);
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
});

test('inspections: added with the default note, edited, the protocol downloaded as a PDF, deleted; the order PDF downloads', async ({
  page,
}) => {
  const { customerId, company } = await openNewApplication(page);
  await patchConfiguration(page, { enableInspection: true });
  await patchConfiguration(page, { defaultInspectionNote: 'Kontrola lapolu bez závad.' });
  const { id } = await apiPost<{ id: number }>(page, `/v1/customers/${customerId}/applications`, {
    customerApplication: {},
  });
  await page.goto(`/cz/customers/${customerId}/applications/${id}`);
  const block = page.getByRole('region', { name: 'Kontroly' });
  await expect(block.getByText('Zakázka nemá žádné kontroly.')).toBeVisible();

  await block.getByRole('button', { name: 'Přidat kontrolu' }).click();
  const modal = page.getByRole('dialog', { name: 'Nová kontrola' });
  await expect(modal.getByLabel('Firma')).toHaveValue(company);
  await expect(modal.getByLabel('Poznámka')).toHaveValue('Kontrola lapolu bez závad.');
  // an empty address is refused in the modal
  await modal.getByRole('button', { name: 'Uložit' }).click();
  await expect(modal.getByLabel('Adresa')).toHaveAttribute('aria-invalid', 'true');
  await modal.getByLabel('Adresa').fill('Nádražní 318, Beroun');
  await modal.getByRole('button', { name: 'Uložit' }).click();
  await expect(modal).toHaveCount(0);
  await expect(alert(page, 'Kontrola byla vytvořena.')).toBeVisible();
  await expect(block.getByRole('row', { name: new RegExp(company) })).toContainText('Nádražní 318, Beroun');

  await block.getByRole('button', { name: `Upravit kontrolu ${company}` }).click();
  const edit = page.getByRole('dialog', { name: 'Upravit kontrolu' });
  await edit.getByLabel('Adresa').fill('Husova 12, Beroun');
  await edit.getByRole('button', { name: 'Uložit' }).click();
  await expect(alert(page, 'Kontrola byla uložena.')).toBeVisible();
  await expect(block.getByRole('row', { name: new RegExp(company) })).toContainText('Husova 12, Beroun');

  // the protocol opens in a new tab, from the server's PDF
  const protocolAnswer = page.waitForResponse((response) => /\/inspections\/\d+\/download$/.test(response.url()));
  const popup = page.waitForEvent('popup');
  await block.getByRole('button', { name: `Stáhnout protokol kontroly ${company}` }).click();
  const protocol = await protocolAnswer;
  expect(protocol.status()).toBe(200);
  expect(protocol.headers()['content-type']).toContain('application/pdf');
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  // the administrator downloads the order of the company part
  const order = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Objednávka (PDF)' }).click();
  expect(
    readFileSync(await (await order).path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await block.getByRole('button', { name: `Smazat kontrolu ${company}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Potvrzení' });
  await expect(confirm).toContainText(`Opravdu chcete kontrolu ${company} smazat?`);
  await confirm.getByRole('button', { name: 'Smazat' }).click();
  await expect(alert(page, 'Kontrola byla smazána.')).toBeVisible();
  await expect(block.getByText('Zakázka nemá žádné kontroly.')).toBeVisible();

  // with the feature off the block is gone
  await patchConfiguration(page, { enableInspection: false });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Zakázka', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kontroly' })).toHaveCount(0);
});

test('an application is deleted after the confirmation; the route returns to a new application', async ({ page }) => {
  const { customerId } = await openNewApplication(page);
  const { id } = await apiPost<{ id: number }>(page, `/v1/customers/${customerId}/applications`, {
    customerApplication: { applicationDate: '2026-12-01' },
  });
  await page.goto(`/cz/customers/${customerId}/applications/${id}`);
  await page.getByRole('button', { name: 'Smazat zakázku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Potvrzení' });
  await expect(dialog).toContainText('Opravdu chcete zakázku smazat?');
  await dialog.getByRole('button', { name: 'Zrušit' }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${id}$`));

  await page.getByRole('button', { name: 'Smazat zakázku' }).click();
  await dialog.getByRole('button', { name: 'Smazat' }).click();
  await expect(alert(page, 'Zakázka byla smazána.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cz/customers/${customerId}/applications/new$`));
  await expect(applicationMenu(page).getByRole('link', { name: /01\. 12\. 2026/ })).toHaveCount(0);
  const response = await page.request.get(`/v1/customers/${customerId}/applications/${id}`);
  expect(response.status()).toBe(404);
});

test("a driver's view: the applications and detail tabs, the office's people disabled, the delivery documents, no delete", async ({
  page,
}) => {
  const { customerId } = await openNewApplication(page);
  const { id } = await apiPost<{ id: number }>(page, `/v1/customers/${customerId}/applications`, {
    customerApplication: { applicationDate: '2026-12-02', operatorNote: 'Pozor na psa' },
  });
  await page.context().clearCookies();
  await login(page, 'driver', { to: `/cz/customers/${customerId}/applications` });
  await expect(page).toHaveURL(new RegExp(`/applications/${id}$`));
  await expect(customerTabs(page)).toHaveText(['Zakázky', 'Detail']);
  await expect(page.getByLabel('Poznámka operátora')).toHaveValue('Pozor na psa');
  for (const label of ['Operátor', 'Technik', 'Převzal(a)']) {
    await expect(page.getByRole('textbox', { name: label, exact: true })).toBeDisabled();
  }
  await expect(page.getByRole('textbox', { name: 'Řidič', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Smazat zakázku' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dodací list (PDF)' })).toBeVisible();

  // the driver records the delivery
  await page.getByLabel('Průběh zakázky').fill('Doručeno, převzal majitel');
  await page.getByRole('checkbox', { name: 'Nový zákazník' }).check();
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(alert(page, 'Zakázka byla uložena.')).toBeVisible();
  const delivery = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dodací list (PDF)' }).click();
  expect(
    readFileSync(await (await delivery).path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await page.reload();
  await expect(page.getByLabel('Průběh zakázky')).toHaveValue('Doručeno, převzal majitel');
  await expect(page.getByRole('checkbox', { name: 'Nový zákazník' })).toBeChecked();
});

test('a save over a change made meanwhile asks first; overwrite saves the typed values', async ({ page }) => {
  const { customerId } = await openNewApplication(page);
  const { id } = await apiPost<{ id: number }>(page, `/v1/customers/${customerId}/applications`, {
    customerApplication: { applicationDate: '2026-12-03' },
  });
  const url = `/v1/customers/${customerId}/applications/${id}`;
  await page.goto(`/cz/customers/${customerId}/applications/${id}`);
  await page.getByLabel('Poznámka technika').fill('Vyměnit těsnění');
  // someone else changes the application meanwhile
  const response = await page.request.patch(url, {
    headers: await csrfHeaders(page),
    data: { customerApplication: { operatorNote: 'Mezitím změněno' } },
  });
  expect(response.status()).toBe(200);

  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Záznam byl mezitím změněn' });
  await expect(dialog).toContainText('Poznámka technika');
  await dialog.getByRole('button', { name: 'Přepsat' }).click();
  await expect(alert(page, 'Zakázka byla uložena.')).toBeVisible();
  const { customerApplication } = await apiGet<{ customerApplication: Application & { engineerNote: string } }>(
    page,
    url,
  );
  expect(customerApplication.engineerNote).toBe('Vyměnit těsnění');
});

test('the applications tab fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { customerId } = await openNewApplication(page);
  await apiPost(page, `/v1/customers/${customerId}/applications`, { customerApplication: {} });
  await page.goto(`/cz/customers/${customerId}/applications`);
  await expect(page).toHaveURL(applicationPath(customerId));
  await expect(page.getByRole('tab', { name: 'Firma (0)' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a delivered part is invoiced from the application screen; the part then links its invoice and stays read only', async ({
  page,
}) => {
  const { customerId } = await openNewApplication(page);
  const { products } = await catalogue(page);
  const product = products[0];
  if (!product) throw new Error('the demo catalogue has products');
  const { id } = await apiPost<{ id: number }>(page, `/v1/customers/${customerId}/applications`, {
    customerApplication: { applicationDate: '2026-11-20', applicationRealDate: '2026-11-20' },
  });
  await apiPost(page, `/v1/customers/${customerId}/applications/${id}/products`, {
    company: [{ productId: product.id, amount: 3, sale: 0, position: 1 }],
  });
  await page.goto(`/cz/customers/${customerId}/applications/${id}`);

  // not delivered privately: only the company part offers invoicing
  await expect(page.getByRole('button', { name: 'Vyfakturovat (firma)' })).toBeVisible();
  await page.getByRole('tab', { name: /soukromě|Soukrom/i }).click();
  await expect(page.getByRole('button', { name: /Vyfakturovat/ })).toHaveCount(0);
  await page.getByRole('tab', { name: /firma|Firma/i }).click();

  await page.getByRole('button', { name: 'Vyfakturovat (firma)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Potvrzení' });
  await expect(dialog).toContainText('Opravdu chcete zakázku vyfakturovat?');
  await dialog.getByRole('button', { name: 'Vyfakturovat' }).click();
  await expect(page).toHaveURL(/\/cz\/invoices\/\d+$/);
  await expect(alert(page, 'Faktura byla vytvořena.')).toBeVisible();
  const invoiceId = Number(/\/invoices\/(\d+)$/.exec(page.url())?.[1]);
  const { items } = await apiGet<{ items: { name: string; amount: number }[] }>(
    page,
    `/v1/invoices/${invoiceId}/items`,
  );
  expect(items).toHaveLength(1);
  expect(items[0]?.amount).toBe(3);

  // back on the application: invoiced, the company part read only with a link to its invoice
  await page.goto(`/cz/customers/${customerId}/applications/${id}`);
  await expect(applicationMenu(page)).toContainText('Vyfakturováno');
  await expect(page.getByText(/Tato část je vyfakturovaná \(faktura .+\)/)).toBeVisible();
  await page.getByRole('link', { name: 'Otevřít fakturu (firma)' }).click();
  await expect(page).toHaveURL(new RegExp(`/cz/invoices/${invoiceId}$`));
});
