import { alert, uniqueWord } from './customers-helpers';
import { expect, test } from './fixtures';
import { heading, login } from './helpers';

test('videos: added with a link, edited, refused with a wrong link, deleted', async ({ page }) => {
  await login(page, 'admin', { to: '/cz/settings' });
  await page.getByRole('link', { name: 'Videa' }).click();
  await expect(page).toHaveURL(/\/cz\/settings\/videos$/);
  await expect(heading(page, 'Videa k nabídkám')).toBeVisible();

  const title = `Ukázka ${uniqueWord()}`;
  await page.getByRole('button', { name: 'Přidat video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nové video' });
  await expect(dialog.getByLabel('Název')).toBeFocused();
  await dialog.getByLabel('Název').fill(title);
  await dialog.getByLabel('Odkaz (YouTube nebo Vimeo)').fill('https://example.com/video');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(dialog.getByText('Zadejte odkaz na YouTube nebo Vimeo.')).toBeVisible();
  await dialog.getByLabel('Odkaz (YouTube nebo Vimeo)').fill('https://vimeo.com/76979871');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(alert(page, 'Video bylo přidáno.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Videa' }).getByText(title)).toBeVisible();

  await page.getByRole('button', { name: `Upravit video ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Upravit video' });
  await edit.getByLabel('Název').fill(`${title} 2`);
  await edit.getByRole('button', { name: 'Uložit' }).click();
  await expect(alert(page, 'Video bylo uloženo.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Videa' }).getByText(`${title} 2`)).toBeVisible();

  await page.getByRole('button', { name: `Smazat video ${title} 2` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Smazat|Ano|Potvrdit/ })
    .click();
  await expect(alert(page, 'Video bylo smazáno.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Videa' }).getByText(`${title} 2`)).toHaveCount(0);
});
