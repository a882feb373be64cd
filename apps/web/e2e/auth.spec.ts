import { expect, test } from './fixtures';
import { heading, login } from './helpers';

test('a failed login shows the server message and stays on login', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Kancelář | Přihlášení');
  await page.getByLabel('Uživatelské jméno').fill('admin');
  await page.getByLabel('Heslo', { exact: true }).fill('spatne-heslo');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Neplatné uživatelské jméno nebo heslo.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the logged-out login page asks nothing that can only fail: no 401, no console error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/login');
  await expect(page.getByLabel('Uživatelské jméno')).toBeFocused();
  await page.getByLabel('Uživatelské jméno').fill('admin');
  await page.getByLabel('Heslo', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL('/cz/calendar');
  // A reload with the session restores it (the hint is there); after logout the login page is quiet again.
  await page.reload();
  await expect(page.getByTestId('user-full-name')).toBeVisible();
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  await expect(page.getByLabel('Uživatelské jméno')).toBeVisible();
  expect(problems).toEqual([]);
});

test('empty login fields are refused before any call', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Toto pole je povinné.')).toHaveCount(2);
});

test('a logged-out visit goes to login and back to the wanted route after login', async ({ page }) => {
  await page.goto('/cz/settings/invoice');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcz%2Fsettings%2Finvoice$/);
  await login(page, 'admin');
  await expect(page).toHaveURL('/cz/settings/invoice');
  await expect(heading(page, 'Nastavení faktur')).toBeVisible();
});

test('logout returns to login and the app stays closed', async ({ page }) => {
  await login(page, 'operator');
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Byli jste odhlášeni.')).toBeVisible();
  await page.goto('/cz/calendar');
  await expect(page).toHaveURL(/\/login/);
});

test('a 401 in the middle of a session returns to login, and login returns to the route', async ({ page, context }) => {
  await login(page, 'admin', { to: '/cz/settings/invoice' });
  await expect(page.getByLabel('Splatnost faktur (počet dní)')).toBeVisible();
  // The page's own loads finish first: the 401 must come from the save.
  await page.waitForLoadState('networkidle');
  await context.clearCookies();
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcz%2Fsettings%2Finvoice$/);
  await expect(page.getByText('Vaše přihlášení vypršelo. Přihlaste se prosím znovu.')).toBeVisible();
  await login(page, 'admin');
  await expect(page).toHaveURL('/cz/settings/invoice');
});

test('the login error goes when the next attempt starts', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Uživatelské jméno').fill('admin');
  await page.getByLabel('Heslo', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Neplatné uživatelské jméno nebo heslo.')).toBeVisible();
  await page.getByLabel('Heslo', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Neplatné uživatelské jméno nebo heslo.')).toHaveCount(0);
});
