import type { Page } from '@playwright/test';
import { alert, createCustomer, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { customerTabs, heading, login, mainNav } from './helpers';

const table = (page: Page) => page.getByRole('table', { name: 'Zákazníci' });
const rows = (page: Page) => table(page).locator('tbody tr');
const total = (page: Page) => page.getByTestId('total-count');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Hledat' });

test('a search applied with Enter narrows the list, reset widens it, and the stored filter comes back', async ({
  page,
}) => {
  await login(page, 'operator');
  const word = uniqueWord();
  await createCustomer(page, `Kompostárna ${word} s.r.o.`);
  await mainNav(page).getByRole('link', { name: 'Zákazníci' }).click();
  await expect(heading(page, 'Zákazníci')).toBeVisible();
  await expect(rows(page)).toHaveCount(50);
  const allText = (await total(page).textContent()) ?? '';
  expect(allText).toMatch(/^Celkem \d+ záznamů$/);
  await expect(page.getByRole('navigation', { name: 'Stránkování' })).toBeVisible();

  await searchBox(page).fill(word.toLowerCase());
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${word.toLowerCase()}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Kompostárna ${word} s.r.o.`);
  await expect(rows(page).first()).toContainText('Nádražní 318, 266 01 Beroun');
  await expect(total(page)).toHaveText('Celkem 1 záznam');
  await expect(page.getByRole('navigation', { name: 'Stránkování' })).toHaveCount(0);

  // An empty query restores the stored filter.
  await page.goto('/cz/customers');
  await expect(page).toHaveURL(new RegExp(`search=${word.toLowerCase()}`));
  await expect(searchBox(page)).toHaveValue(word.toLowerCase());
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Zrušit filtr' }).click();
  await expect(page).toHaveURL(/\/cz\/customers$/);
  await expect(searchBox(page)).toHaveValue('');
  await expect(total(page)).toHaveText(allText);
  await page.reload();
  await expect(total(page)).toHaveText(allText);
});

test('nothing found says nothing matches the filter; the extended filter and colours go to the query', async ({
  page,
}) => {
  await login(page, 'operator', { to: '/cz/customers' });
  await expect(rows(page)).toHaveCount(50);
  await page.getByRole('button', { name: 'Rozšířený filtr' }).click();
  const city = page.getByRole('textbox', { name: 'Obec' });
  await city.fill(`Nikde ${uniqueWord()}`);
  await city.press('Enter');
  await expect(alert(page, 'Filtru nic neodpovídá.')).toBeVisible();
  await expect(total(page)).toHaveText('Žádný záznam');

  await page.getByRole('button', { name: 'Zrušit filtr' }).click();
  await expect(alert(page, 'Filtru nic neodpovídá.')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Po termínu' }).check();
  await page.getByRole('button', { name: 'Hledat', exact: true }).click();
  await expect(page).toHaveURL(/colors=1/);
  // Every row is red: its next call has passed.
  await expect(rows(page).first()).toHaveAttribute('data-next-call-color', '1');
  const colours = await rows(page).evaluateAll((items) => items.map((row) => row.getAttribute('data-next-call-color')));
  expect(new Set(colours)).toEqual(new Set(['1']));
});

test('a wrong delivery note number is marked on its field until it is corrected', async ({ page }) => {
  await login(page, 'operator', { to: '/cz/customers' });
  await expect(rows(page)).toHaveCount(50);
  const field = page.getByRole('textbox', { name: 'Dodací list č.' });
  await field.fill('abc');
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/deliveryNoteNumber/);
  // validated again as it is typed: the form changes its errors in place, the memoised fields follow
  await field.fill('12');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(/deliveryNoteNumber=12/);
});

test('pages move with Next and keep the filter; a filter resets the page to 1', async ({ page }) => {
  await login(page, 'operator', { to: '/cz/customers' });
  const firstId = (await rows(page).first().locator('td').first().textContent()) ?? '';
  await page.getByRole('button', { name: 'Další strana' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page).first().locator('td').first()).not.toHaveText(firstId);
  await page.getByRole('checkbox', { name: 'Do 60 dnů' }).check();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/colors=3/);
  await expect(page).not.toHaveURL(/page=/);
});

test('quick links open the customer tabs', async ({ page }) => {
  await login(page, 'operator');
  const word = uniqueWord();
  const id = await createCustomer(page, `Odkazy ${word}`);
  await page.goto(`/cz/customers?search=${word}`);
  await expect(rows(page)).toHaveCount(1);
  // the rows' links are plain anchors the list navigates on: within the app, not by loading the page again
  await page.evaluate(() => {
    (window as { samePage?: boolean }).samePage = true;
  });
  await rows(page)
    .getByRole('link', { name: `Poznámky: Odkazy ${word}` })
    .click();
  await expect(page).toHaveURL(`/cz/customers/${id}/notes`);
  await expect(customerTabs(page).and(page.getByRole('link', { name: 'Poznámky' }))).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

  // the company's link by keyboard; a Ctrl-click opens a new tab and leaves the list where it is
  await page.goBack();
  await expect(rows(page)).toHaveCount(1);
  const company = rows(page).getByRole('link', { name: `Odkazy ${word}`, exact: true });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), company.click({ modifiers: ['Control'] })]);
  await expect(tab).toHaveURL(new RegExp(`/cz/customers/${id}/detail$`));
  await tab.close();
  await expect(page).toHaveURL(`/cz/customers?search=${word}`);
  await company.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/cz/customers/${id}/detail`);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

test('a page past the end goes to the last page; a page change scrolls to the top', async ({ page }) => {
  await login(page, 'operator', { to: '/cz/customers?page=99' });
  await expect(page).toHaveURL(/page=(\d)$/);
  const last = Number(new URL(page.url()).searchParams.get('page'));
  expect(last).toBeGreaterThan(1);
  await expect(page.getByRole('table', { name: 'Zákazníci' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Strana ${last}` })).toHaveAttribute('aria-current', 'page');

  await page.goto('/cz/customers');
  const pages = page.getByRole('navigation', { name: 'Stránkování' });
  await pages.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  await pages.getByRole('button', { name: 'Strana 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
