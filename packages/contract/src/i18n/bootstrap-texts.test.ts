import { expect, test } from 'vitest';
import { bootstrapTextsCs } from './bootstrap-texts';
import { catalogCs } from './catalog-cs';

test('the texts shown before the catalog loads are the catalog’s own', () => {
  for (const [key, text] of Object.entries(bootstrapTextsCs))
    expect(catalogCs[key as keyof typeof catalogCs]).toBe(text);
});
