import { expect, test } from './fixtures';
import { heading, login, mainNav } from './helpers';

const topBarByRole = [
  {
    user: 'admin',
    landing: '/cz/calendar',
    entries: ['Kalendář', 'Zákazníci', 'Mapa', 'Faktury', 'Reporty', 'Nastavení'],
  },
  { user: 'operator', landing: '/cz/calendar', entries: ['Kalendář', 'Zákazníci', 'Mapa'] },
  { user: 'driver', landing: '/cz/calendar', entries: ['Kalendář', 'Mapa'] },
  { user: 'accountant', landing: '/cz/reports/accountant', entries: ['Bankovní výpisy', 'Reporty'] },
];

for (const { user, landing, entries } of topBarByRole) {
  test(`${user} lands on ${landing} and sees exactly its top-bar entries`, async ({ page }) => {
    await login(page, user);
    await expect(page).toHaveURL(landing);
    await expect(mainNav(page).getByRole('link')).toHaveText(entries);
  });
}

test('only administrators and operators have the notifications bell', async ({ page }) => {
  await login(page, 'operator');
  await page.getByRole('button', { name: 'Upozornění' }).click();
  // the demo operator has today's next-call reminders (decision 076), or none on a quiet day
  await expect(page.getByText(/^Dnes v \d{1,2}:\d{2} volat: |^Žádná upozornění$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, 'driver');
  await expect(page.getByRole('button', { name: 'Odhlásit se' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upozornění' })).toHaveCount(0);
});

test('the user full name and the footer are shown', async ({ page }) => {
  await login(page, 'admin');
  await expect(page.getByTestId('user-full-name')).toHaveText('Petr Dvořák');
  await expect(page.getByText(`© ${new Date().getFullYear()} Kancelář`)).toBeVisible();
});

test('an accountant is sent back to the accountant report from any other route', async ({ page }) => {
  await login(page, 'accountant');
  for (const path of ['/cz/customers', '/cz/settings/invoice', '/cz/reports/wages', '/cz/neexistuje']) {
    await page.goto(path);
    await expect(page).toHaveURL('/cz/reports/accountant');
  }
  await expect(page.getByRole('navigation', { name: 'Reporty' }).getByRole('link')).toHaveText(['Pro účetní']);
});

test('the administrator sees the whole report menu', async ({ page }) => {
  await login(page, 'admin', { to: '/cz/reports' });
  await expect(page).toHaveURL('/cz/reports/invoicing');
  await expect(page.getByRole('navigation', { name: 'Reporty' }).getByRole('link')).toHaveText([
    'Fakturace',
    'Odložená fakturace',
    'Výjezdy',
    'Mzdy',
    'Knihy jízd',
    'EKO-KOM',
    'Pro účetní',
  ]);
});

test('redirecting routes', async ({ page }) => {
  await login(page, 'admin', { to: '/' });
  await expect(page).toHaveURL('/cz/calendar');
  await page.goto('/cz/settings');
  await expect(page).toHaveURL('/cz/settings/users');
  await page.goto('/cz/customers/12');
  await expect(page).toHaveURL('/cz/customers/12/detail');
});

test('the page title is the prefix and the route title', async ({ page }) => {
  await login(page, 'admin');
  await expect(page).toHaveTitle('Kancelář | Kalendář');
  await mainNav(page).getByRole('link', { name: 'Zákazníci' }).click();
  await expect(page).toHaveTitle('Kancelář | Zákazníci');
  await expect(heading(page, 'Zákazníci')).toBeVisible();
});

test('an unknown route shows not-found inside the layout', async ({ page }) => {
  await login(page, 'admin', { to: '/cz/neexistuje/vubec' });
  await expect(heading(page, 'Stránka nenalezena')).toBeVisible();
  await expect(page).toHaveTitle('Kancelář | Stránka nenalezena');
  await expect(mainNav(page)).toBeVisible();
  await page.getByRole('link', { name: 'Zpět na úvod' }).click();
  await expect(page).toHaveURL('/cz/calendar');
});

test('a route the role may not open shows not-found', async ({ page }) => {
  await login(page, 'operator', { to: '/cz/invoices' });
  await expect(page).toHaveURL('/cz/invoices');
  await expect(heading(page, 'Stránka nenalezena')).toBeVisible();
});

test('a country the user does not have shows not-found', async ({ page }) => {
  await login(page, 'operator', { to: '/sk/calendar' });
  // a country the user does not have does not switch the language: the operator's own (Czech) stays
  await expect(heading(page, 'Stránka nenalezena')).toBeVisible();
});

test('switching country keeps the route and changes the URL prefix', async ({ page }) => {
  await login(page, 'admin', { to: '/cz/settings/invoice' });
  await expect(heading(page, 'Nastavení faktur')).toBeVisible();
  const configurationRequest = page.waitForRequest((request) => request.url().endsWith('/v1/configuration'));
  await page.getByRole('combobox', { name: 'Země' }).selectOption({ label: 'Slovensko' });
  await expect(page).toHaveURL('/sk/settings/invoice');
  expect((await configurationRequest).headers()['x-country']).toBe('sk');
  // the Slovak country speaks Slovak (decision 180)
  await expect(page.getByRole('combobox', { name: 'Krajina' })).toHaveValue('sk');
});

test('switching country from the home page reloads it in the other country', async ({ page }) => {
  await login(page, 'admin');
  await expect(page).toHaveURL('/cz/calendar');
  const reload = page.waitForEvent('load');
  await page.getByRole('combobox', { name: 'Země' }).selectOption({ label: 'Slovensko' });
  await reload;
  await expect(page).toHaveURL('/sk/calendar');
  await expect(heading(page, 'Kalendár')).toBeVisible();
});

test('at phone width the menu opens as a drawer, closes with Escape back to its button and after a link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'operator');
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Kancelář' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Zákazníci' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await drawer.getByRole('link', { name: 'Zákazníci' }).click();
  await expect(page).toHaveURL('/cz/customers');
  await expect(drawer).toBeHidden();
  await expect(heading(page, 'Zákazníci')).toBeVisible();
});
