import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { blend, contrastRatio, MIN_TEXT_CONTRAST, readableColor } from './theme-contrast';

const WHITE = '#ffffff';
const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;
const colorNames = Object.keys(resolved.colors);

describe('contrast arithmetic', () => {
  it('matches the WCAG formula at its ends and at known pairs', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // The audit's failures: Mantine's dimmed grey on white, petrol text on its own tint.
    expect(contrastRatio('#868e96', WHITE)).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#1c7f89', '#e8f2f3')).toBeCloseTo(4.14, 1);
  });

  it('blends a tint over a surface as the browser paints rgba', () => {
    expect(blend('#000000', 0.5, WHITE)).toBe('#808080');
    expect(blend('#1c7f89', 0.1, WHITE)).toBe('#e8f2f3');
  });

  it('picks the lightest readable tone and darkens a scale that has none', () => {
    const grey = readableColor(resolved.colors.gray, [WHITE], { fromShade: 6 });
    expect(contrastRatio(grey, WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(grey, WHITE)).toBeLessThan(5);
    const yellow = readableColor(['#ffff00'], [WHITE]);
    expect(contrastRatio(yellow, WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('theme colours (WCAG 2.1 AA, 4.5:1 for text)', () => {
  const surfaces = [WHITE, resolved.colors.gray[0], resolved.colors.gray[1]];

  it.each(colorNames)('%s: white text on filled, its text colour on white, the page and its own tint', (name) => {
    const filled = light[`--mantine-color-${name}-filled`] ?? '';
    const text = light[`--mantine-color-${name}-light-color`] ?? '';
    expect(contrastRatio(filled, WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    for (const surface of [...surfaces, blend(filled, 0.1, WHITE), blend(filled, 0.12, resolved.colors.gray[0])]) {
      expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    expect(light[`--mantine-color-${name}-text`]).toBe(text);
  });

  it('dimmed text, placeholders, links and errors are readable on every surface and row tint', () => {
    const tints = colorNames.filter((name) => name !== 'dark').map((name) => resolved.colors[name]?.[0] ?? WHITE);
    for (const variable of ['dimmed', 'placeholder', 'anchor', 'error']) {
      const color = light[`--mantine-color-${variable}`] ?? '';
      for (const surface of [...surfaces, ...tints]) {
        expect(contrastRatio(color, surface), `${variable} on ${surface}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    }
  });
});
