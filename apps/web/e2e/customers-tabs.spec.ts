import { alert, apiGet, createCustomer, demoCustomerIds, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { login } from './helpers';

type NearResponse = { nearCustomers: { customerId: number; company: string }[] };
type CallsResponse = { calls: { id: number }[]; recordingsAvailability: Record<string, boolean> };

test('a note is added, edited inline (Escape cancels) and kept after reload', async ({ page }) => {
  await login(page, 'operator');
  const id = await createCustomer(page, `Poznámky ${uniqueWord()}`);
  await page.goto(`/cz/customers/${id}/notes`);
  await expect(page.getByText('Zákazník zatím nemá žádné poznámky.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nová poznámka' }).fill('Volat po 14. hodině.');
  await page.getByRole('button', { name: 'Přidat poznámku' }).click();
  await expect(alert(page, 'Poznámka byla uložena.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nová poznámka' })).toHaveValue('');

  const note = page.getByRole('article');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('Volat po 14. hodině.');
  await expect(note).toContainText('Jana Nováková');
  await expect(note).toContainText(/\d{2}\. \d{2}\. \d{4} \d{2}:\d{2}:\d{2}/);

  // A click on the text opens it; Escape leaves it unchanged.
  await note.getByText('Volat po 14. hodině.').click();
  const editor = note.getByRole('textbox', { name: 'Text poznámky' });
  await editor.fill('Tohle se neuloží');
  await editor.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(note).toContainText('Volat po 14. hodině.');

  await note.getByRole('button', { name: 'Upravit poznámku' }).click();
  await editor.fill('Volat po 15. hodině, ne v pátek.');
  await note.getByRole('button', { name: 'Uložit' }).click();
  await expect(alert(page, 'Poznámka byla uložena.')).toBeVisible();
  await expect(editor).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article')).toContainText('Volat po 15. hodině, ne v pátek.');

  await page.getByRole('article').getByRole('button', { name: 'Smazat poznámku' }).click();
  await page.getByRole('dialog', { name: 'Potvrzení' }).getByRole('button', { name: 'Smazat' }).click();
  await expect(alert(page, 'Poznámka byla smazána.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('the map tab lists the near customers with numbered markers and copies a company name', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, 'operator');
  let found: { id: number; near: NearResponse['nearCustomers'] } | undefined;
  for (const id of await demoCustomerIds(page)) {
    const { nearCustomers } = await apiGet<NearResponse>(page, `/v1/customers/${id}/near?radius=5`);
    if (nearCustomers.length >= 2) {
      found = { id, near: nearCustomers };
      break;
    }
  }
  if (!found) throw new Error('no demo customer with neighbours');
  await page.goto(`/cz/customers/${found.id}/map?radius=5`);
  await expect(page.getByRole('textbox', { name: 'Okruh' })).toHaveValue('5 km');
  await expect(page.getByRole('textbox', { name: 'Operátor' })).toHaveValue('Aktuální operátor (Jana Nováková)');
  const list = page.getByRole('table', { name: 'Zákazníci v okolí' });
  await expect(list.locator('tbody tr')).toHaveCount(found.near.length);
  await expect(list.locator('tbody tr').first()).toContainText(found.near[0]?.company ?? '');
  await expect(list.locator('tbody tr').first()).toContainText(' km');

  // Markers show without map tiles: the customer and one numbered marker per near customer.
  const map = page.getByTestId('near-map');
  await expect(map.locator('[data-marker-origin]')).toHaveCount(1);
  await expect(map.locator('[data-marker-number]')).toHaveCount(found.near.length);
  await expect(map.locator('[data-marker-number="1"]')).toHaveText('1');

  const copy = list.getByRole('button', { name: `Kopírovat název firmy: ${found.near[0]?.company}` });
  await copy.click();
  await expect(copy).toHaveAttribute('data-copied', 'true');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(found.near[0]?.company);
  await expect(copy).not.toHaveAttribute('data-copied', 'true', { timeout: 3000 });

  // A wider radius is a new search, kept in the query.
  await page.getByRole('textbox', { name: 'Okruh' }).click();
  await page.getByRole('option', { name: '50 km', exact: true }).click();
  await expect(page).toHaveURL(/radius=50/);
  await expect(list.locator('tbody tr')).not.toHaveCount(found.near.length);
});

test('a customer without GPS shows only the message that it has none', async ({ page }) => {
  await login(page, 'operator');
  const id = await createCustomer(page, `Bez GPS ${uniqueWord()}`);
  await page.goto(`/cz/customers/${id}/map`);
  await expect(alert(page, 'Zákazník nemá zadané GPS souřadnice.')).toBeVisible();
  await expect(page.getByTestId('near-map')).toHaveCount(0);
});

test('the calls tab plays a recording and says when a customer has no calls', async ({ page }) => {
  await login(page, 'admin');
  let found: { customerId: number; callId: number } | undefined;
  for (const id of await demoCustomerIds(page)) {
    const { recordingsAvailability } = await apiGet<CallsResponse>(page, `/v1/customers/${id}/calls`);
    const callId = Object.entries(recordingsAvailability).find(([, isAvailable]) => isAvailable)?.[0];
    if (callId) {
      found = { customerId: id, callId: Number(callId) };
      break;
    }
  }
  if (!found) throw new Error('no demo customer with a recorded call');
  await page.goto(`/cz/customers/${found.customerId}/calls`);
  const table = page.getByRole('table', { name: 'Hovory zákazníka' });
  await expect(table.locator('tbody tr').first()).toContainText(/\d{2}\. \d{2}\. \d{4} \d{2}:\d{2}:\d{2}/);
  const audio = table.locator('audio');
  await expect(audio).toHaveCount(1);
  const src = await audio.getAttribute('src');
  expect(src).toBe(`/v1/customers/${found.customerId}/calls/${found.callId}/play`);
  const response = await page.request.get(src ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('audio/mpeg');

  const id = await createCustomer(page, `Bez hovorů ${uniqueWord()}`);
  await page.goto(`/cz/customers/${id}/calls`);
  const empty = alert(page, 'U zákazníka nejsou zaznamenány žádné hovory.');
  await expect(empty).toBeVisible();
  await expect(empty.getByRole('button', { name: 'Zavřít' })).toHaveCount(0);
});
