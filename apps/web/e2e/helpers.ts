import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'demo';

/** Logs in through the login screen and waits until the app has left it. */
export const loginWithForm = async (page: Page, username: string, password = PASSWORD) => {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Uživatelské jméno').fill(username);
  await page.getByLabel('Heslo', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).not.toHaveURL(/\/login/);
};

/**
 * Logs in and opens the landing route (or `to`). On the login screen it uses the form (where a
 * test is about login); elsewhere it logs in through the API, as the form would, which spares each
 * test a login screen it does not test (the form has its own tests in auth.spec.ts).
 */
export const login = async (page: Page, username: string, options: { password?: string; to?: string } = {}) => {
  const password = options.password ?? PASSWORD;
  if (page.url().includes('/login')) {
    await loginWithForm(page, username, password);
    if (options.to) await page.goto(options.to);
    return;
  }
  // Any API answer issues the CSRF cookie the login call needs; not logged in yet, this one is a 401.
  await page.request.get('/v1/auth/logged');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/v1/auth/login', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    data: { username, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(options.to ?? '/');
  // '/' forwards to the role's landing route of its country; a click before that would race the redirect.
  if (!options.to) await expect(page).toHaveURL(/\/(cz|sk)(\/|$)/);
};

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hlavní navigace' });

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** The customer's tabs: a navigation of links, the current one marked aria-current="page". */
export const customerTabs = (page: Page) => page.getByRole('navigation', { name: 'Karty zákazníka' }).getByRole('link');

/**
 * Chooses a Windows program (`MZ` header) through an upload button and checks that it is refused by its type at
 * the button, with the reason as its description, and not as "the form has errors" in a banner (issue 25).
 */
export const expectProgramRefused = async (page: Page, button: Locator, refusalIn: Locator) => {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles({
    name: 'program.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(`MZ${'\0'.repeat(200)}`),
  });
  await expect(refusalIn.getByTestId('upload-refusal')).toContainText('Tento typ souboru nelze nahrát.');
  await expect(button).toHaveAccessibleDescription(/Tento typ souboru nelze nahrát/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Formulář obsahuje chyby. Opravte prosím označená pole.' }),
  ).toHaveCount(0);
};
