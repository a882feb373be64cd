import { addProduct, setAmount, setSale } from '@bo/contract/cart/cart';
import type { Page } from '@playwright/test';
import { alert, apiGet, createCustomer, patchConfiguration, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { login } from './helpers';
import { apiPost, catalogue, czk, lastMailTo, offersPath, publicOfferPath } from './offers-helpers';

const offerMenu = (page: Page) => page.getByRole('navigation', { name: 'Nabídky zákazníka' });

/** A new customer with an e-mail, the offers tab of version 2 open on a new offer. */
const openNewOffer = async (page: Page) => {
  await login(page, 'admin');
  await patchConfiguration(page, { enableOfferV2: true });
  const word = uniqueWord();
  const email = `${word.toLowerCase()}@example.cz`;
  const customerId = await createCustomer(page, `Nabídka ${word}`, { email });
  await page.goto(`/cz/customers/${customerId}/offers`);
  await expect(page).toHaveURL(new RegExp(`${offersPath(customerId)}$`));
  await expect(alert(page, 'Žádná nabídka neexistuje.')).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  return { customerId, email, word };
};

/** Saves the new offer; the route takes the saved id. */
const saveNewOffer = async (page: Page, customerId: number) => {
  await page.getByLabel('Předmět e-mailu').fill('Nabídka svozu odpadu');
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(alert(page, 'Nabídka byla uložena.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cz/customers/${customerId}/offers/\\d+$`));
  // the new offer's menu entry takes the focus from the save button that went with the new form
  await expect(offerMenu(page).locator('a[aria-current="page"]')).toBeFocused();
  return Number(page.url().split('/').at(-1));
};

test('a version 2 offer: products added, amounts and sales change the prices at once, saved and kept', async ({
  page,
}) => {
  const { customerId } = await openNewOffer(page);
  await expect(page.getByText('Přílohy, videa a košík budou k dispozici po prvním uložení nabídky.')).toBeVisible();
  const offerId = await saveNewOffer(page, customerId);
  await expect(offerMenu(page).getByRole('link', { name: /\d{2}\. \d{2}\. \d{4}/ })).toHaveCount(1);
  await expect(offerMenu(page).getByRole('img', { name: 'HTML nabídka zatím neodeslána' })).toBeAttached();

  const { products, taxes } = await catalogue(page);
  const [first, second] = products;
  if (!first || !second) throw new Error('the demo catalogue has two visible products');
  const cart = page.getByRole('region', { name: /Košík nabídky/ });

  // Keyboard only: the add buttons and the fields are reached and used without the mouse.
  await page.getByRole('button', { name: `Přidat ${first.name} do košíku` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Přidat ${second.name} do košíku` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Přidat ${first.name} do košíku` }).focus();
  await page.keyboard.press('Enter');
  let expected = addProduct(addProduct(addProduct([], first, taxes), second, taxes), first, taxes);
  await expect(page.getByLabel(`Množství – ${first.name}`)).toHaveValue('2');
  await expect(cart.getByTestId('cart-total-with-vat')).toHaveText(
    czk(expected.reduce((sum, line) => sum + line.priceWithVat, 0)),
  );

  const amount = page.getByLabel(`Množství – ${second.name}`);
  await amount.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  expected = setAmount(expected, second.id, 3, taxes);
  const secondRow = cart.getByRole('row', { name: new RegExp(second.name) });
  await expect(secondRow.getByText(czk(expected[1]?.priceWithoutVat ?? 0))).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(`Sleva v % – ${second.name}`)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('10');
  expected = setSale(expected, second.id, 10, taxes);
  await expect(secondRow.getByText(czk(expected[1]?.priceWithoutVat ?? 0))).toBeVisible();
  await expect(cart.getByTestId('cart-total-without-vat')).toHaveText(
    czk(expected.reduce((sum, line) => sum + line.priceWithoutVat, 0)),
  );

  // An amount of zero removes the line when the field is left.
  const firstAmount = page.getByLabel(`Množství – ${first.name}`);
  await firstAmount.fill('0');
  await firstAmount.press('Tab');
  await expect(page.getByLabel(`Množství – ${first.name}`)).toHaveCount(0);
  await page.getByRole('button', { name: `Přidat ${first.name} do košíku` }).click();

  await page.getByRole('button', { name: 'Uložit produkty' }).click();
  await expect(alert(page, 'Produkty nabídky byly uloženy.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Množství – ${second.name}`)).toHaveValue('3');
  await expect(page.getByLabel(`Sleva v % – ${second.name}`)).toHaveValue('10');
  await expect(page.getByLabel(`Množství – ${first.name}`)).toHaveValue('1');
  const saved = await apiGet<{ products: { productId: number; amount: number }[] }>(
    page,
    `/v1/customers/${customerId}/offers/${offerId}/products`,
  );
  expect(saved.products.map((line) => [line.productId, line.amount])).toEqual([
    [second.id, 3],
    [first.id, 1],
  ]);
});

test('an attachment is uploaded, renamed and disabled; a video is disabled for the offer', async ({ page }) => {
  const { customerId, word } = await openNewOffer(page);
  const title = `Video ${word}`;
  await apiPost(page, '/v1/videos', { video: { title, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
  await saveNewOffer(page, customerId);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Nahrát přílohu' }).click();
  await (await chooser).setFiles({
    name: 'cenik.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await expect(alert(page, 'Příloha byla nahrána.')).toBeVisible();
  const name = page.getByLabel('Název přílohy cenik.pdf');
  await name.fill('Ceník 2027.pdf');
  await page.getByRole('checkbox', { name: 'Poslat přílohu Ceník 2027.pdf' }).uncheck();
  await page.getByRole('button', { name: 'Uložit přílohy' }).click();
  await expect(alert(page, 'Přílohy nabídky byly uloženy.')).toBeVisible();

  const video = page.getByRole('checkbox', { name: title });
  await expect(video).toBeChecked();
  await video.uncheck();
  await expect(alert(page, 'Videa nabídky byla uložena.')).toBeVisible();

  await page.reload();
  await expect(name).toHaveValue('Ceník 2027.pdf');
  await expect(page.getByRole('checkbox', { name: 'Poslat přílohu Ceník 2027.pdf' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: title })).not.toBeChecked();
});

test('the html offer is sent, opened from its link in another browser and shown as viewed', async ({
  page,
  browser,
}) => {
  const { customerId, email } = await openNewOffer(page);
  await saveNewOffer(page, customerId);
  await page.getByRole('button', { name: 'Odeslat HTML nabídku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odeslat HTML nabídku' });
  await expect(dialog.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Odeslat' }).click();
  await expect(alert(page, 'Odkaz na HTML nabídku byl odeslán.')).toBeVisible();
  await expect(offerMenu(page).getByRole('img', { name: /^HTML nabídka odeslána / })).toBeAttached();
  await expect(offerMenu(page).getByRole('img', { name: 'HTML nabídka zatím nezobrazena' })).toBeAttached();

  // The customer opens the link: another browser, no session.
  const publicPath = await publicOfferPath(email);
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const response = await customerPage.goto(publicPath);
  expect(response?.status()).toBe(200);
  await expect(customerPage.locator('body')).toContainText('Nabídka');
  await customerContext.close();

  await page.reload();
  await expect(offerMenu(page).getByRole('img', { name: /^HTML nabídka zobrazena / })).toBeAttached();
});

test('the offer PDF downloads and is sent; an application is created from it and the screen goes there', async ({
  page,
}) => {
  const { customerId, email } = await openNewOffer(page);
  await saveNewOffer(page, customerId);
  const { products } = await catalogue(page);
  const product = products[0];
  if (!product) throw new Error('the demo catalogue has a visible product');
  await page.getByRole('button', { name: `Přidat ${product.name} do košíku` }).click();
  await page.getByRole('button', { name: 'Uložit produkty' }).click();
  await expect(alert(page, 'Produkty nabídky byly uloženy.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stáhnout PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^offer-\d+\.pdf$/);

  await page.getByRole('button', { name: 'Odeslat nabídku' }).click();
  await page.getByRole('dialog', { name: 'Odeslat nabídku' }).getByRole('button', { name: 'Odeslat' }).click();
  await expect(alert(page, 'Nabídka byla odeslána.')).toBeVisible();
  expect(await lastMailTo(email)).toContain('Nabídka svozu odpadu');

  await page.getByRole('button', { name: 'Vytvořit zakázku' }).click();
  await expect(page).toHaveURL(new RegExp(`/cz/customers/${customerId}/applications/\\d+$`));
  await expect(alert(page, 'Zakázka byla vytvořena z nabídky.')).toBeVisible();
  // the application screen works: the offer's cart became the application's company cart
  await expect(page.getByRole('heading', { name: 'Zakázka', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Firma (1)' })).toBeVisible();
  await expect(page.getByLabel(`Množství – ${product.name}`)).toHaveValue('1');
});
