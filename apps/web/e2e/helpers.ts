import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo';

/** Logs in through the login screen and waits until the app has left it. */
export const login = async (page: Page, username: string, password = PASSWORD) => {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Uživatelské jméno').fill(username);
  await page.getByLabel('Heslo', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).not.toHaveURL(/\/login/);
};

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hlavní navigace' });

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** The customer's tabs: a navigation of links, the current one marked aria-current="page". */
export const customerTabs = (page: Page) => page.getByRole('navigation', { name: 'Karty zákazníka' }).getByRole('link');
