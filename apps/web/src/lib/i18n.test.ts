import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const answers = vi.hoisted(() => ({
  get: vi.fn(async (url: string) => ({
    translations: url.endsWith('/sk')
      ? { 'app.close': 'Zavrieť' }
      : { 'app.close': 'Zavřít', 'app.loading': 'Načítám…' },
    currency: { value: 'CZK' },
  })),
}));
vi.mock('./api-client', () => ({ api: answers }));

const { currencyStore, i18n, loadLocale, setCurrency } = await import('./i18n');
const { requestContext } = await import('./request-context');

beforeAll(() => {
  vi.stubGlobal('document', { documentElement: { lang: '' } });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('loadLocale', () => {
  it('asks for a locale’s texts and adds them once: the page learning its country re-renders no text', async () => {
    const added = vi.fn();
    i18n.store.on('added', added);
    await Promise.all([loadLocale('cs'), loadLocale('cs')]);
    requestContext.setState({ country: 'cz' });
    await loadLocale('cs');
    expect(answers.get).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledTimes(1);
    expect(i18n.t('app.close')).toBe('Zavřít');
    expect(document.documentElement.lang).toBe('cs');

    await loadLocale('sk');
    expect(answers.get).toHaveBeenCalledTimes(2);
    expect(added).toHaveBeenCalledTimes(2);
    expect(i18n.t('app.close')).toBe('Zavrieť');
    // a text the Slovak answer lacks falls back to Czech
    expect(i18n.t('app.loading')).toBe('Načítám…');
    i18n.store.off('added', added);
  });

  it('keeps the currency of the first answer until the page’s country sets its own', async () => {
    expect(currencyStore.getState().currency).toBe('CZK');
    setCurrency('EUR');
    await loadLocale('cs');
    expect(currencyStore.getState().currency).toBe('EUR');
  });
});
