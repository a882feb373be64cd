/**
 * WCAG 2.1 contrast arithmetic for the theme: which shade of a colour is readable on which
 * backgrounds. Pure (no Mantine), so the theme and its unit test share it.
 */

/** WCAG 2.1 §1.4.3: normal text needs 4.5:1 (large text 3:1; we hold all text to 4.5). */
export const MIN_TEXT_CONTRAST = 4.5;
/** What the theme aims for: a little above the minimum, so anti-aliasing and rounding never tip it under. */
export const THEME_TEXT_CONTRAST = 4.6;

type Rgb = [number, number, number];

const parseHex = (hex: string): Rgb => {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as Rgb;
};

const toHex = (rgb: Rgb) => `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

const channel = (value: number) => {
  const ratio = value / 255;
  return ratio <= 0.03928 ? ratio / 12.92 : ((ratio + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => {
  const [red, green, blue] = parseHex(hex).map(channel) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

export const contrastRatio = (foreground: string, background: string) => {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

/** `color` at `opacity` laid over `background`, as the browser paints Mantine's `rgba()` tints. */
export const blend = (color: string, opacity: number, background: string) => {
  const top = parseHex(color);
  const bottom = parseHex(background);
  return toHex(top.map((part, index) => part * opacity + (bottom[index] ?? 0) * (1 - opacity)) as Rgb);
};

const darken = (hex: string, amount: number) => toHex(parseHex(hex).map((part) => part * (1 - amount)) as Rgb);

const isReadableOnAll = (color: string, backgrounds: readonly string[], minimum: number) =>
  backgrounds.every((background) => contrastRatio(color, background) >= minimum);

/** Steps tried between two neighbouring shades, so the result is no darker than it needs to be. */
const STEPS_BETWEEN_SHADES = 10;

/**
 * The lightest colour on the scale of `shades` (from `fromShade` on, including the tones between two
 * shades) that reaches `minimum` on every background; when even the darkest does not (yellow, lime),
 * the darkest darkened step by step until it does.
 */
export const readableColor = (
  shades: readonly string[],
  backgrounds: readonly string[],
  { fromShade = 0, minimum = MIN_TEXT_CONTRAST }: { fromShade?: number; minimum?: number } = {},
) => {
  for (let shade = fromShade; shade < shades.length; shade += 1) {
    const color = shades[shade] ?? '#000000';
    const previous = shade > fromShade ? shades[shade - 1] : undefined;
    if (previous) {
      for (let step = 1; step < STEPS_BETWEEN_SHADES; step += 1) {
        const between = blend(color, step / STEPS_BETWEEN_SHADES, previous);
        if (isReadableOnAll(between, backgrounds, minimum)) return between;
      }
    }
    if (isReadableOnAll(color, backgrounds, minimum)) return color;
  }
  let color = shades[shades.length - 1] ?? '#000000';
  for (let step = 0; step < 20 && !isReadableOnAll(color, backgrounds, minimum); step += 1) {
    color = darken(color, 0.08);
  }
  return color;
};

export const isReadable = isReadableOnAll;
