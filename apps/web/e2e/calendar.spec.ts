import { companyDayOf, companyWorkWeek } from '@bo/contract/dates/business-calendar';
import { formatDate } from '@bo/contract/dates/format';
import { alert, createCustomer, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { login } from './helpers';

const days = (page: import('@playwright/test').Page) => page.getByTestId('calendar-day');
const range = (weekDiff: number) => {
  const week = companyWorkWeek(new Date(), weekDiff);
  return `${formatDate(week[0])} – ${formatDate(week[4])}`;
};

test('an operator steps the weeks and finds a planned call on its day, linked to the customer', async ({ page }) => {
  await login(page, 'operator');
  const company = `Kalendář ${uniqueWord()}`;
  const nextWednesday = companyWorkWeek(new Date(), 1)[2] as string;
  const id = await createCustomer(page, company, {
    nextCall: new Date(`${nextWednesday}T09:15:00+01:00`).toISOString(),
    notes: 'Domluvit odvoz kontejneru.',
  });
  await page.goto('/cz/calendar');
  await expect(page.getByRole('heading', { name: 'Kalendář', level: 1 })).toBeVisible();
  await expect(days(page)).toHaveCount(5);
  await expect(page.getByTestId('calendar-range')).toHaveText(range(0));
  await expect(page.getByRole('button', { name: 'Tisk rozpisu' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Následující týden' }).click();
  await expect(page.getByTestId('calendar-range')).toHaveText(range(1));
  await expect(page).toHaveURL(/weekDiff=1/);
  const wednesday = page.locator(`[data-day="${nextWednesday}"]`);
  await expect(wednesday.getByRole('heading')).toContainText('Středa');
  const card = wednesday.getByTestId('operator-event').filter({ hasText: company });
  await expect(card).toContainText('09:15');
  await expect(card).toContainText('Domluvit odvoz kontejneru.');

  // the week stays after a reload; stepping back twice shows last week
  await page.reload();
  await expect(page.getByTestId('calendar-range')).toHaveText(range(1));
  await page.getByRole('button', { name: 'Předchozí týden' }).click();
  await page.getByRole('button', { name: 'Předchozí týden' }).click();
  await expect(page.getByTestId('calendar-range')).toHaveText(range(-1));
  await page.getByRole('button', { name: 'Následující týden' }).click();
  await page.getByRole('button', { name: 'Následující týden' }).click();
  await page
    .locator(`[data-day="${nextWednesday}"]`)
    .getByRole('link', { name: new RegExp(company) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/cz/customers/${id}/detail`));
});

test('a day without events says so', async ({ page }) => {
  await login(page, 'operator');
  // far in the future nobody has planned a call
  await page.goto('/cz/calendar?weekDiff=400');
  await expect(days(page)).toHaveCount(5);
  await expect(page.getByTestId('no-item')).toHaveCount(5);
  await expect(page.getByTestId('no-item').first()).toHaveText('Žádné položky');
});

test('a driver steps the weeks, records a delivery with the date named and prints the day’s schedule', async ({
  page,
}) => {
  await login(page, 'driver', { to: '/cz/calendar' });
  await expect(days(page)).toHaveCount(5);
  await expect(page.getByTestId('driver-event').first()).toBeVisible();
  await page.getByRole('button', { name: 'Následující týden' }).click();
  await expect(page.getByTestId('calendar-range')).toHaveText(range(1));
  const open = page.getByRole('button', { name: /^Doručeno: / }).first();
  await expect(open).toBeVisible();
  const label = await open.getAttribute('aria-label');
  const company = label?.split(': ').slice(1).join(': ') ?? '';
  const card = page.getByTestId('driver-event').filter({ hasText: company }).first();
  await expect(card.getByRole('link', { name: /Navigovat \(Mapy\.cz\)/ })).toHaveAttribute('href', /mapy\.cz.*z=17/);
  await expect(card.getByRole('link', { name: /Navigovat \(Google Maps\)/ })).toHaveAttribute('href', /zoom=17/);

  // a positive action: the question names the date it records and warns that the stop is not today's
  const todayText = formatDate(companyDayOf(new Date()));
  await card.getByRole('button', { name: /^Doručeno: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Potvrzení' });
  await expect(dialog).toContainText(company);
  await expect(dialog).toContainText(`s datem ${todayText}`);
  await expect(dialog.getByTestId('confirm-warning')).toContainText('ne na dnešek');
  await dialog.getByRole('button', { name: `Doručeno ${todayText}` }).click();
  await expect(alert(page, 'Zakázka byla označena jako doručená.')).toBeVisible();
  const delivered = card.getByText(`Doručeno ${todayText}`);
  await expect(delivered).toBeVisible();
  // the focus lands on what replaced the button, not on another card's control
  await expect(delivered.locator('xpath=ancestor-or-self::*[@data-delivered-status]')).toBeFocused();
  await page.reload();
  await expect(
    page.getByTestId('driver-event').filter({ hasText: company }).first().getByText(`Doručeno ${todayText}`),
  ).toBeVisible();

  const day = page.getByTestId('calendar-day').first();
  const popup = page.waitForEvent('popup');
  await day.getByRole('button', { name: /^Tisk rozpisu/ }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
});

test('the driver’s day on a 390 px phone: opens on today, lists what to deliver and whom to call, labels others’ stops', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'driver', { to: '/cz/calendar' });
  await expect(days(page)).toHaveCount(5);
  await expect(page.getByTestId('driver-event').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // the week opens on today's column (on a weekday), not on Monday's
  const today = companyDayOf(new Date());
  if (companyWorkWeek(new Date(), 0).includes(today)) {
    const todayColumn = page.locator(`[data-testid="calendar-day"][data-day="${today}"]`);
    await expect(todayColumn.getByText('dnes', { exact: true })).toBeInViewport();
  }
  // an own stop: the cart's products and amounts, the contacts with tel: links
  const own = page
    .locator('[data-testid="driver-event"][data-own="true"]')
    .filter({ has: page.getByTestId('driver-cart') });
  await expect(own.first().getByTestId('driver-cart')).toContainText('Co doručit');
  await expect(own.first().getByTestId('driver-cart').getByRole('listitem').first()).toHaveText(/^\d+([,.]\d+)? \S+ /);
  const call = own.first().getByTestId('driver-contacts').getByRole('link').first();
  await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/);
  // another driver's stop: labelled with its driver, no delivery button
  const alien = page.locator('[data-testid="driver-event"][data-own="false"]').first();
  await expect(alien.getByTestId('event-owner')).toHaveText(/^Patří: \S+/);
  await expect(alien.getByRole('button', { name: /^Doručeno: / })).toHaveCount(0);
  // previous week, the range and next week share one line (icon buttons named like the wide ones)
  await page.evaluate(() => window.scrollTo(0, 0));
  const previous = await page.getByRole('button', { name: 'Předchozí týden' }).boundingBox();
  const next = await page.getByRole('button', { name: 'Následující týden' }).boundingBox();
  const weekRange = await page.getByTestId('calendar-range').boundingBox();
  if (!previous || !next || !weekRange) throw new Error('the week navigation is not shown');
  expect(Math.abs(previous.y - next.y)).toBeLessThan(2);
  expect(weekRange.y).toBeGreaterThanOrEqual(previous.y);
  expect(weekRange.y + weekRange.height).toBeLessThanOrEqual(previous.y + previous.height);
  expect(previous.x + previous.width).toBeLessThanOrEqual(weekRange.x);
  expect(weekRange.x + weekRange.width).toBeLessThanOrEqual(next.x);
  await page.screenshot({ path: test.info().outputPath('driver-calendar-390.png'), fullPage: false });
});

test('an administrator shows the calendar as a driver', async ({ page }) => {
  await login(page, 'admin', { to: '/cz/calendar' });
  await expect(days(page)).toHaveCount(5);
  await expect(page.getByTestId('driver-event')).toHaveCount(0);
  await page
    .getByRole('combobox', { name: 'Zobrazit jako uživatel' })
    .selectOption({ label: 'Procházka Jiří – Řidič' });
  await page.getByRole('button', { name: 'Zobrazit', exact: true }).click();
  await expect(page).toHaveURL(/showAsUser=\d+/);
  await expect(page.getByTestId('calendar-user')).toContainText('Jiří Procházka');
  await expect(page.getByTestId('driver-event').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Tisk objednávek k rozvozu/ }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('calendar-user')).toContainText('Jiří Procházka');
});
