import { expect, test } from './fixtures';
import { login, mainNav } from './helpers';

test('the language chosen in the user menu is remembered; the API answers in it', async ({ page }) => {
  await login(page, 'operator2');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(mainNav(page).or(page.getByRole('navigation', { name: 'Main navigation' }))).toContainText('Customers');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Customers');
  const sent = page.waitForRequest((request) => request.url().includes('/v1/customers'));
  await page.goto('/cz/customers');
  expect((await sent).headers()['accept-language']).toBe('en');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Slovenčina' }).click();
  await expect(page.getByRole('navigation', { name: 'Hlavná navigácia' })).toContainText('Kalendár');
  const sentSlovak = page.waitForRequest((request) => request.url().includes('/v1/customers'));
  await page.goto('/cz/customers');
  expect((await sentSlovak).headers()['accept-language']).toBe('sk');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Čeština' }).click();
  await expect(mainNav(page)).toContainText('Kalendář');
});
