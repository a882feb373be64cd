import { companyWorkWeek } from '@bo/contract/dates/business-calendar';
import { formatDate } from '@bo/contract/dates/format';
import type { MapApplication, MapDetailResponse, MapResponse } from '@bo/contract/map/schemas';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { heading, login, mainNav } from './helpers';

const WEEKDAYS = ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek'] as const;
const week = () => companyWorkWeek(new Date());

const mapBox = (page: Page) => page.getByTestId('applications-map');
/** Leaflet's markers: focusable buttons named by their title (company, date, driver). */
const pins = (page: Page) => mapBox(page).locator('.leaflet-marker-icon');
const dayBox = (page: Page, index: number) =>
  page.getByRole('checkbox', { name: `${WEEKDAYS[index]} ${formatDate(week()[index] as string)}` });
const driverOrdersBox = (page: Page) => page.getByRole('checkbox', { name: 'Zobrazit objednávky řidičů' });

/** What the server answers for these days: the pins the screen must show (an application without GPS has none). */
const mapOf = async (page: Page, days: readonly string[], withDriverOrders: boolean) => {
  const response = await page.request.get(
    `/v1/maps?selectedDates=${days.join(',')}&driverApplications=${withDriverOrders ? 1 : 0}`,
    { headers: { 'x-country': 'cz' } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as MapResponse;
};
const pinned = (map: MapResponse) =>
  [...map.mapApplications, ...map.driverApplications].filter((application) => application.gps.length > 0);

const pinTitle = (application: MapApplication, isDriverOrder: boolean) =>
  `${application.company} (${formatDate(application.applicationDate)}${isDriverOrder ? ', Objednávka řidiče' : ''}), řidič ${
    application.driverNumber ?? '-'
  }${application.driverName ? ` (${application.driverName})` : ''}`;

/** Every pin lies inside the map's frame: the view is fitted to the pins (issue 25). */
const expectPinsInside = async (page: Page) => {
  await expect
    .poll(async () => {
      const frame = await mapBox(page).boundingBox();
      const boxes = await pins(page).evaluateAll((icons) =>
        icons.map((icon) => {
          const { left, right, top, bottom } = icon.getBoundingClientRect();
          return { left, right, top, bottom };
        }),
      );
      if (!frame) return -1;
      return boxes.filter(
        (box) =>
          box.left < frame.x ||
          box.right > frame.x + frame.width ||
          box.top < frame.y ||
          box.bottom > frame.y + frame.height,
      ).length;
    })
    .toBe(0);
};

const money = (value: number) =>
  `${new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} Kč`;
const amount = (value: number) => new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 3 }).format(value);

/** The pins show exactly the applications the server answers for the checked days. */
const expectPinsOf = async (page: Page, days: readonly string[], withDriverOrders: boolean) => {
  const expected = pinned(await mapOf(page, days, withDriverOrders));
  await expect(pins(page)).toHaveCount(expected.length);
  const titles = await pins(page).evaluateAll((icons) => icons.map((icon) => icon.getAttribute('title')));
  expect(titles.sort()).toEqual(
    expected.map((application) => pinTitle(application, application.driverApplications)).sort(),
  );
  if (expected.length > 0) await expectPinsInside(page);
  return expected;
};

/** The popup of one pin, compared with the server's detail of that application. */
const expectPopupOf = async (page: Page, application: MapApplication) => {
  const response = await page.request.get(
    `/v1/maps/customers/${application.customerId}/applications/${application.applicationId}`,
    { headers: { 'x-country': 'cz' } },
  );
  expect(response.status()).toBe(200);
  const detail = (await response.json()) as MapDetailResponse;
  const popup = page.getByTestId('map-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(detail.customer.company);
  await expect(popup).toContainText(`Doručovací adresa: ${detail.customer.street} ${detail.customer.cp}`);
  await expect(popup).toContainText(`${detail.customer.psc} ${detail.customer.city}`);
  if (detail.customer.district) await expect(popup).toContainText(`Okres: ${detail.customer.district}`);
  const rows = popup.getByRole('table', { name: 'Položky' }).getByRole('row');
  await expect(rows).toHaveCount(detail.application.items.length);
  for (const [index, item] of detail.application.items.entries()) {
    const cells = rows.nth(index).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(item.name);
    await expect(cells.nth(1)).toHaveText(`${amount(item.amount)}×`);
    await expect(cells.nth(2)).toHaveText(money(item.priceWithVat));
  }
  await expect(popup).toContainText(`Celkem bez DPH: ${money(detail.application.priceWithoutVat)}`);
  await expect(popup).toContainText(`Celkem s DPH: ${money(detail.application.priceWithVat)}`);
  if (detail.application.operatorNote) await expect(popup).toContainText(detail.application.operatorNote);
  if (detail.operator) await expect(popup).toContainText(`Operátor: ${detail.operator.fullName}`);
  await expect(popup.getByRole('link', { name: 'Otevřít zakázku' })).toHaveAttribute(
    'href',
    `/cz/customers/${application.customerId}/applications/${application.applicationId}`,
  );
  return detail;
};

/** A pin whose centre lies inside the map's box, so a real click reaches it. */
const clickablePin = async (page: Page, candidates: readonly MapApplication[]): Promise<[Locator, MapApplication]> => {
  const box = await mapBox(page).boundingBox();
  for (const application of candidates) {
    const pin = pins(page).and(page.locator(`[title="${pinTitle(application, application.driverApplications)}"]`));
    const pinBox = await pin.first().boundingBox();
    if (!box || !pinBox) continue;
    const x = pinBox.x + pinBox.width / 2;
    const y = pinBox.y + pinBox.height / 2;
    if (x > box.x + 40 && x < box.x + box.width - 10 && y > box.y + 80 && y < box.y + box.height - 30) {
      return [pin.first(), application];
    }
  }
  throw new Error('no pin inside the map');
};

test('an operator ticks the days and sees their pins, opens a pin by keyboard and reads its application', async ({
  page,
}) => {
  await login(page, 'operator');
  await mainNav(page).getByRole('link', { name: 'Mapa' }).click();
  await expect(page).toHaveURL(/\/cz\/map$/);
  await expect(heading(page, 'Mapa zakázek')).toBeVisible();
  // the browser asks for reduced motion (playwright.config.ts): no fading popups, no zoom animation
  await expect(page.getByTestId('applications-map').locator('.leaflet-container')).not.toHaveClass(
    /leaflet-(fade|zoom)-anim/,
  );
  const days = week();

  // the current week's five days are ticked, driver orders are left out
  for (const index of [0, 1, 2, 3, 4]) await expect(dayBox(page, index)).toBeChecked();
  await expect(driverOrdersBox(page)).not.toBeChecked();
  const all = await expectPinsOf(page, days, false);
  expect(all.length).toBeGreaterThan(0);

  // leave only Monday: each unticked day takes its pins away
  for (const index of [1, 2, 3, 4]) {
    await dayBox(page, index).uncheck();
    await expectPinsOf(page, [days[0] as string, ...days.slice(index + 1)], false);
  }
  await expect(dayBox(page, 0)).toBeChecked();
  const monday = await expectPinsOf(page, [days[0] as string], false);
  expect(monday.length).toBeGreaterThan(0);
  for (const application of monday) expect(application.applicationDate).toBe(days[0]);

  // no day: no pins (and no request for "this week")
  await dayBox(page, 0).uncheck();
  await expect(pins(page)).toHaveCount(0);

  // Monday and Tuesday, then the driver orders of those days too
  await dayBox(page, 0).check();
  await dayBox(page, 1).check();
  const mondayTuesday = await expectPinsOf(page, days.slice(0, 2), false);
  expect(mondayTuesday.length).toBeGreaterThan(monday.length);
  await dayBox(page, 2).check();
  await dayBox(page, 3).check();
  await dayBox(page, 4).check();
  await driverOrdersBox(page).check();
  const withOrders = await expectPinsOf(page, days, true);
  const driverOrders = withOrders.filter((application) => application.driverApplications);
  expect(driverOrders.length).toBeGreaterThan(0);
  await expect(
    pins(page).and(page.locator(`[title="${pinTitle(driverOrders[0] as MapApplication, true)}"]`)),
  ).toHaveCount(1);

  // the best operators of the week, as the server counts them, the first one first
  const { bestOperators } = await mapOf(page, days, true);
  const operators = page.getByTestId('best-operator');
  await expect(operators).toHaveCount(bestOperators.length);
  for (const [index, operator] of bestOperators.entries()) {
    await expect(operators.nth(index)).toContainText(operator.fullName);
    await expect(operators.nth(index)).toContainText(`Hovory: ${operator.callCount}`);
    await expect(
      operators.nth(index).getByRole('progressbar', { name: `${operator.fullName}: Hovory: ${operator.callCount}` }),
    ).toHaveAttribute('aria-valuenow', String(operator.percent));
  }

  // a pin opens its popup from the keyboard; the link leads to the application
  const first = withOrders.find((application) => !application.driverApplications) as MapApplication;
  const pin = page.getByRole('button', { name: pinTitle(first, false), exact: true });
  await pin.focus();
  await expect(pin).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPopupOf(page, first);
  // the popup has the focus; Escape closes it and the focus returns to the pin
  await expect(page.locator('.leaflet-popup-content')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('map-popup')).toHaveCount(0);
  await expect(pin).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPopupOf(page, first);
  // by keyboard too: a click aimed at the link could land beside it while the reopened popup was panned into view
  const link = page.getByTestId('map-popup').getByRole('link', { name: 'Otevřít zakázku' });
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/cz/customers/${first.customerId}/applications/${first.applicationId}$`));
});

test('a driver on a phone sees the map first, the week’s pins and a driver order’s popup clear of the zoom buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'driver', { to: '/cz/map' });
  await expect(heading(page, 'Mapa zakázek')).toBeVisible();
  // on a phone the map comes before the filters
  const mapFrame = await mapBox(page).boundingBox();
  const filters = await driverOrdersBox(page).boundingBox();
  expect(mapFrame && filters && mapFrame.y + mapFrame.height <= filters.y).toBe(true);
  const days = week();
  await expectPinsOf(page, days, false);
  await driverOrdersBox(page).check();
  const withOrders = await expectPinsOf(page, days, true);
  const orders = withOrders.filter((application) => application.driverApplications);
  expect(orders.length).toBeGreaterThan(0);

  const [pin, order] = await clickablePin(page, [...orders, ...withOrders]);
  await pin.click();
  const detail = await expectPopupOf(page, order);
  // no control covers the popup
  await expect
    .poll(async () => {
      const popup = await page.locator('.leaflet-popup-content-wrapper').boundingBox();
      const zoom = await page.locator('.leaflet-control-zoom').boundingBox();
      if (!popup || !zoom) return 'missing';
      const overlaps =
        popup.x < zoom.x + zoom.width &&
        zoom.x < popup.x + popup.width &&
        popup.y < zoom.y + zoom.height &&
        zoom.y < popup.y + popup.height;
      return overlaps ? 'covered' : 'clear';
    })
    .toBe('clear');
  await page.getByRole('button', { name: 'Zavřít' }).click();
  await expect(page.getByTestId('map-popup')).toHaveCount(0);
  await expect(page.getByText(detail.customer.company, { exact: true })).toHaveCount(0);

  // unticking the driver orders takes their pins away again
  await driverOrdersBox(page).uncheck();
  await expectPinsOf(page, days, false);
});
