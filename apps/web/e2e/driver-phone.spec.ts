import { companyDayOf, companyWorkWeek } from '@bo/contract/dates/business-calendar';
import type { Browser, Page } from '@playwright/test';
import { alert, apiGet, createCustomer, csrfHeaders, uniqueWord } from './customers-helpers';
import { expect as baseExpect, test } from './fixtures';
import { apiPost } from './offers-helpers';

/** A phone session with a service worker on a busy machine: screens get more time than the default. */
const expect = baseExpect.configure({ timeout: 45_000 });

// The driver's phone app: a phone's screen, the service worker allowed (the rest of the suite blocks it).
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, hasTouch: true });

type Application = { id: number; applicationRealDate: string | null; lockVersion: number; applicationNote: string };

const today = companyDayOf(new Date());
/** A day of this week's board: today, or Monday on a weekend. */
const boardDay = () => {
  const week = companyWorkWeek(new Date(), 0);
  return week.includes(today) ? today : (week[0] as string);
};

/** An administrator (in a context of its own) plans an application of the driver on this week's board. */
const planApplication = async (browser: Browser) => {
  // the office works through the API in a session of its own
  const office = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  await office.request.get('/health');
  const loggedIn = await office.request.post('/v1/auth/login', {
    headers: await csrfHeaders(office),
    data: { username: 'admin', password: 'demo' },
  });
  expect(loggedIn.status(), await loggedIn.text()).toBe(200);
  const { users } = await apiGet<{ users: { id: number; login: string }[] }>(office, '/v1/users');
  const driver = users.find((user) => user.login === 'driver');
  if (!driver) throw new Error('the demo driver is missing');
  const company = `Rozvoz ${uniqueWord()}`;
  const customerId = await createCustomer(office, company);
  const { id } = await apiPost<{ id: number }>(office, `/v1/customers/${customerId}/applications`, {
    customerApplication: { applicationDate: boardDay(), driverId: driver.id, applicationNote: 'Složit u brány' },
  });
  return { office, company, customerId, applicationId: id, path: `/v1/customers/${customerId}/applications/${id}` };
};

/** The driver logs in on the phone; a loaded machine gets time to show the calendar. */
const login = async (page: Page, username: string) => {
  await page.goto('/login');
  await page.getByLabel('Uživatelské jméno').fill(username);
  await page.getByLabel('Heslo', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('heading', { name: 'Kalendář', level: 1 })).toBeVisible({ timeout: 60_000 });
};

const card = (page: Page, company: string) => page.getByTestId('driver-event').filter({ hasText: company });

/** What the app keeps for offline use (IndexedDB, lib/offline/persist-cache.ts), as text. */
const savedOfflineData = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((done) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => done('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return done('');
          const read = db.transaction('keyval').objectStore('keyval').get('bo.offline.queries');
          read.onsuccess = () => done(JSON.stringify(read.result ?? ''));
          read.onerror = () => done('');
        };
      }),
  );

/** The driver's day on the phone, with the service worker in control and the offline data saved. */
const openDayReadyForOffline = async (page: Page, company: string, applicationId: number) => {
  await login(page, 'driver');
  await page.goto('/cz/calendar');
  await expect(card(page, company)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 })
    .toBe(true);
  // the app's start (texts, logged user) is in the worker's cache, so the app opens offline
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('bo-bootstrap')).keys()).length), {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(2);
  // the board and the application's detail (prefetched when online) are saved for offline use
  await expect
    .poll(
      async () => {
        const saved = await savedOfflineData(page);
        return saved.includes(company) && saved.includes(`"applications",${applicationId},"detail"`);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
};

const tick = async (page: Page, company: string) => {
  await card(page, company)
    .getByRole('button', { name: /^Doručeno: / })
    .click();
  await page
    .getByRole('dialog', { name: 'Potvrzení' })
    .getByRole('button', { name: /^Doručeno / })
    .click();
};

test('the driver’s day on a phone: opened offline with the data’s time, a delivery ticked offline is saved once online', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { office, company, customerId, applicationId, path } = await planApplication(browser);
  await openDayReadyForOffline(page, company, applicationId);
  await expect(page.getByRole('navigation', { name: 'Spodní navigace' }).getByRole('link')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Offline, the reload comes from the service worker and the saved data, with the time it was fetched.
  await page.context().setOffline(true);
  await page.reload();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText(/Offline – data z \d{2}:\d{2}/);
  await expect(card(page, company)).toBeVisible();

  // The application's detail opens offline too.
  await card(page, company).getByRole('link', { name: company, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cz/customers/${customerId}/applications/${applicationId}$`));
  await expect(page.getByLabel('Průběh zakázky')).toHaveValue('Složit u brány');
  await page.goBack();

  // The tick is queued and shown as pending.
  await tick(page, company);
  await expect(alert(page, 'Jste offline: doručení je uložené v telefonu')).toBeVisible();
  await expect(card(page, company).getByRole('img', { name: /^Doručení čeká na odeslání/ })).toBeVisible();
  await expect(banner).toContainText('1 doručení čeká na odeslání po připojení.');

  // Back online: sent, saved, shown as delivered — also after a reload.
  await page.context().setOffline(false);
  await expect(alert(page, 'Uložené doručení bylo odesláno.')).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(card(page, company).getByText(/^Doručeno \d/)).toBeVisible();
  await page.reload();
  await expect(card(page, company).getByText(/^Doručeno \d/)).toBeVisible();
  const { customerApplication } = await apiGet<{ customerApplication: Application }>(office, path);
  expect(customerApplication.applicationRealDate).toBe(today);
});

test('a delivery ticked offline after the office changed the application: the conflict is shown, re-applied on the current version', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { office, company, applicationId, path } = await planApplication(browser);
  await openDayReadyForOffline(page, company, applicationId);
  await page.context().setOffline(true);
  await tick(page, company);
  await expect(card(page, company).getByRole('img', { name: /^Doručení čeká na odeslání/ })).toBeVisible();

  // Meanwhile the office changes the application (its version moves on).
  const before = (await apiGet<{ customerApplication: Application }>(office, path)).customerApplication;
  const changed = await office.request.patch(path, {
    headers: await csrfHeaders(office),
    data: {
      customerApplication: { applicationNote: 'Zákazník volal: složit u garáže', lockVersion: before.lockVersion },
    },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  // Back online: the server answers 409, the driver sees the office's state and decides.
  await page.context().setOffline(false);
  const dialog = page.getByRole('dialog', { name: 'Doručení označené offline nebylo uloženo' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(company);
  await expect(dialog).toContainText('Kancelář zakázku mezitím změnila (Petr Dvořák');
  await expect(dialog).toContainText('Doručeno: zatím ne');
  await expect(dialog).toContainText('Poznámka: Zákazník volal: složit u garáže');
  await expect(card(page, company).getByRole('img', { name: /^Doručení nebylo uloženo/ })).toBeVisible();
  // nothing was overwritten
  expect((await apiGet<{ customerApplication: Application }>(office, path)).customerApplication).toMatchObject({
    applicationRealDate: null,
    applicationNote: 'Zákazník volal: složit u garáže',
  });

  await dialog.getByRole('button', { name: 'Přesto označit jako doručené' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, company).getByText(/^Doručeno \d/)).toBeVisible();
  expect((await apiGet<{ customerApplication: Application }>(office, path)).customerApplication).toMatchObject({
    applicationRealDate: today,
    applicationNote: 'Zákazník volal: složit u garáže',
  });
});
