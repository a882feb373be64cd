import { addProduct, setAmount, setSale } from '@bo/contract/cart/cart';
import type { Page } from '@playwright/test';
import { alert, apiGet, createCustomer, patchConfiguration, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { expectProgramRefused, login } from './helpers';
import { apiPost, catalogue, czk, lastMailTo, offersPath, publicOfferPath, setOfferTemplate } from './offers-helpers';

const offerMenu = (page: Page) => page.getByRole('navigation', { name: 'Nabídky zákazníka' });
const offerIdOf = (page: Page) => Number(page.url().split('/').at(-1));
const savedOfferUrl = (customerId: number) => new RegExp(`/cz/customers/${customerId}/offers/\\d+$`);

/** A new customer with an e-mail, the offers tab of version 2 open on a new offer. */
const openNewOffer = async (page: Page, user = 'admin') => {
  await login(page, user);
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

/** The offer's one save button. */
const saveButton = (page: Page) => page.getByRole('button', { name: 'Uložit', exact: true });

/** Saves the new offer; the route takes the saved id. */
const saveNewOffer = async (page: Page, customerId: number) => {
  await page.getByLabel('Předmět e-mailu').fill('Nabídka svozu odpadu');
  await saveButton(page).click();
  await expect(alert(page, 'Nabídka byla uložena.')).toBeVisible();
  await expect(page).toHaveURL(savedOfferUrl(customerId));
  // the new offer's menu entry takes the focus from the save button that went with the new form
  await expect(offerMenu(page).locator('a[aria-current="page"]')).toBeFocused();
  return offerIdOf(page);
};

test('a new version 2 offer shows its cart at once; products added by keyboard are saved with it in one save', async ({
  page,
}) => {
  const { customerId } = await openNewOffer(page);
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

  // One save creates the offer with its cart.
  await saveButton(page).click();
  await expect(alert(page, 'Nabídka byla uložena.')).toBeVisible();
  await expect(page).toHaveURL(savedOfferUrl(customerId));
  await expect(offerMenu(page).getByRole('img', { name: 'HTML nabídka zatím neodeslána' })).toBeAttached();
  await page.reload();
  await expect(page.getByLabel(`Množství – ${second.name}`)).toHaveValue('3');
  await expect(page.getByLabel(`Sleva v % – ${second.name}`)).toHaveValue('10');
  await expect(page.getByLabel(`Množství – ${first.name}`)).toHaveValue('1');
  const saved = await apiGet<{ products: { productId: number; amount: number }[] }>(
    page,
    `/v1/customers/${customerId}/offers/${offerIdOf(page)}/products`,
  );
  expect(saved.products.map((line) => [line.productId, line.amount])).toEqual([
    [second.id, 3],
    [first.id, 1],
  ]);
});

test('a new offer: the user’s subject and text, attachments and videos at once, one save, an attachment removed, the send mails what is on the screen', async ({
  page,
}) => {
  await login(page, 'admin2');
  const template = { subject: `Nabídka od Lenky ${uniqueWord()}`, body: 'Dobrý den,\nposílám slíbenou nabídku.' };
  await setOfferTemplate(page, 'admin2', template);
  const { customerId, email, word } = await openNewOffer(page, 'admin2');
  const title = `Video ${word}`;
  await apiPost(page, '/v1/videos', { video: { title, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
  await page.reload();

  // The user's settings fill the e-mail; cart, attachments and videos are there before any save; one save button.
  await expect(page.getByLabel('Předmět e-mailu')).toHaveValue(template.subject);
  await expect(page.getByLabel('Text e-mailu')).toHaveValue(template.body);
  await expect(page.getByRole('region', { name: /Košík nabídky/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: title })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Uložit/ })).toHaveCount(1);

  // The first action that needs the offer saves it first: an upload on the new offer.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Nahrát přílohu' }).click();
  await (await chooser).setFiles({
    name: 'cenik.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await expect(alert(page, 'Příloha byla nahrána.')).toBeVisible();
  await expect(alert(page, 'Nabídka byla uložena.')).toBeVisible();
  await expect(page).toHaveURL(savedOfferUrl(customerId));

  // A program is refused by its type: the reason shows at the upload button, not as "the form has errors".
  await expectProgramRefused(page, page.getByRole('button', { name: 'Nahrát přílohu' }), page.locator('main'));

  // Renamed and not sent, the video off: the one save button keeps the names, the video flag is saved at once.
  const name = page.getByLabel('Název přílohy cenik.pdf');
  await name.fill('Ceník 2027.pdf');
  await page.getByRole('checkbox', { name: 'Poslat přílohu Ceník 2027.pdf' }).uncheck();
  await saveButton(page).click();
  await expect(alert(page, 'Nabídka byla uložena.')).toBeVisible();
  await page.getByRole('checkbox', { name: title }).uncheck();
  await expect(alert(page, 'Videa nabídky byla uložena.')).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue('Ceník 2027.pdf');
  await expect(page.getByRole('checkbox', { name: 'Poslat přílohu Ceník 2027.pdf' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: title })).not.toBeChecked();

  // An attachment is removed after a question.
  await page.getByRole('button', { name: 'Odebrat přílohu Ceník 2027.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Odebrat' }).click();
  await expect(alert(page, 'Příloha byla odebrána.')).toBeVisible();
  await expect(page.getByText('Nabídka nemá žádné přílohy.')).toBeVisible();

  // The send mails what is on the screen: the changed subject is saved first, then sent.
  const subject = `Upravená nabídka ${word}`;
  await page.getByLabel('Předmět e-mailu').fill(subject);
  await page.getByRole('button', { name: 'Odeslat nabídku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odeslat nabídku' });
  await expect(dialog.getByText('Neuložené změny nabídky se před odesláním uloží.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Odeslat' }).click();
  await expect(alert(page, 'Nabídka byla odeslána.')).toBeVisible();
  const mail = await lastMailTo(email);
  expect(mail).toContain(subject);
  expect(mail).toContain('posílám slíbenou nabídku');
  expect(mail).not.toContain('Ceník 2027.pdf');
  const stored = await apiGet<{ customerOffer: { application: { emailSubject: string } } }>(
    page,
    `/v1/customers/${customerId}/offers/${offerIdOf(page)}`,
  );
  expect(stored.customerOffer.application.emailSubject).toBe(subject);
});

test('the html offer is sent, the customer accepts it on its page, the operator sees it accepted and is notified', async ({
  page,
  newPage,
}) => {
  const { customerId, email, word } = await openNewOffer(page);
  const offerId = await saveNewOffer(page, customerId);
  await page.getByRole('button', { name: 'Odeslat HTML nabídku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odeslat HTML nabídku' });
  await expect(dialog.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Odeslat' }).click();
  await expect(alert(page, 'Odkaz na HTML nabídku byl odeslán.')).toBeVisible();
  await expect(offerMenu(page).getByRole('img', { name: /^HTML nabídka odeslána / })).toBeAttached();
  await expect(offerMenu(page).getByRole('img', { name: 'HTML nabídka zatím nezobrazena' })).toBeAttached();
  await expect(offerMenu(page).getByRole('img', { name: 'Nabídka zatím nepřijata' })).toBeAttached();

  // The customer opens the link in a browser of their own, no session, and accepts with their name.
  const customer = await newPage();
  const response = await customer.goto(await publicOfferPath(email));
  expect(response?.status()).toBe(200);
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Nabídka č. ${offerId}`);
  await expect(customer.getByText('IČ: 27082440').first()).toBeVisible();
  await customer.getByLabel('Vaše jméno a příjmení').fill('Jan Novák');
  await customer.getByRole('button', { name: 'Přijmout nabídku' }).click();
  await expect(customer.getByRole('heading', { name: 'Nabídka přijata' })).toBeVisible();
  await customer.reload();
  await expect(customer.getByText(/^Přijal\(a\) Jan Novák dne /)).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Přijmout nabídku' })).toHaveCount(0);

  // The operator: the third indicator, the offer says so and offers its application, and the notification.
  await page.reload();
  await expect(offerMenu(page).getByRole('img', { name: /^HTML nabídka zobrazena / })).toBeAttached();
  await expect(offerMenu(page).getByRole('img', { name: /^Nabídku přijal\(a\) Jan Novák / })).toBeAttached();
  const accepted = page.getByRole('alert').filter({ hasText: 'Zákazník nabídku přijal' });
  await expect(accepted).toContainText('Přijal(a) Jan Novák');
  await expect(accepted.getByRole('button', { name: 'Vytvořit zakázku' })).toBeVisible();
  await page.getByRole('button', { name: /^Upozornění/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Upozornění' }).getByText(`Zákazník Nabídka ${word} přijal nabídku (Jan Novák).`),
  ).toBeVisible();
});

test('the PDF and the send use what is on the screen; an application is created from the offer', async ({ page }) => {
  const { customerId, email } = await openNewOffer(page);
  await saveNewOffer(page, customerId);
  const { products } = await catalogue(page);
  const product = products[0];
  if (!product) throw new Error('the demo catalogue has a visible product');
  // The product is not saved yet: the download saves it first.
  await page.getByRole('button', { name: `Přidat ${product.name} do košíku` }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stáhnout PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^offer-\d+\.pdf$/);
  await expect(alert(page, 'Nabídka byla uložena.')).toBeVisible();

  await page.getByRole('button', { name: 'Odeslat nabídku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odeslat nabídku' });
  await expect(dialog.getByText('Neuložené změny nabídky se před odesláním uloží.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Odeslat' }).click();
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
