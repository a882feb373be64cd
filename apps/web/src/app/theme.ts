import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
  mergeThemeOverrides,
  parseThemeColor,
  rem,
  type VariantColorsResolver,
} from '@mantine/core';
import { blend, isReadable, readableColor, THEME_TEXT_CONTRAST } from './theme-contrast';

/** A muted petrol blue: calm, readable on white, distinct from the alert colours. */
const petrol: MantineColorsTuple = [
  '#e9f6f7',
  '#d6eaec',
  '#a9d3d8',
  '#79bbc2',
  '#53a7b0',
  '#3a9aa4',
  '#2b939e',
  '#1c7f89',
  '#0f717a',
  '#00616a',
];

const PRIMARY_SHADE = 7;
const WHITE = '#ffffff';
/** The light variants' tint: Mantine lays the filled colour at 10 % (12 % on hover) over the surface. */
const LIGHT_ALPHA = 0.1;
const LIGHT_HOVER_ALPHA = 0.12;

const colors = { ...DEFAULT_THEME.colors, petrol };
type ColorName = keyof typeof colors;
const colorNames = Object.keys(colors) as ColorName[];

/** Every surface text sits on: white, the page grey, the hover grey and the row tints (shade 0 of each colour but dark). */
const surfaces = [
  WHITE,
  colors.gray[1],
  ...colorNames.filter((name) => name !== 'dark').map((name) => colors[name][0]),
];

/**
 * Each colour's roles, chosen for WCAG 2.1 AA instead of Mantine's one shade for all: `filled`
 * carries white text, `text` (light, subtle, outline variants, coloured text) is readable on white,
 * on the page grey and on its own light tint.
 */
const colorRoles = (name: ColorName) => {
  const shades = colors[name];
  const options = { minimum: THEME_TEXT_CONTRAST };
  const filled = readableColor(shades, [WHITE], { ...options, fromShade: PRIMARY_SHADE });
  const tintSurfaces = [WHITE, colors.gray[0]].flatMap((surface) => [
    blend(filled, LIGHT_ALPHA, surface),
    blend(filled, LIGHT_HOVER_ALPHA, surface),
  ]);
  const textSurfaces = [WHITE, colors.gray[0], ...tintSurfaces];
  const text = readableColor(shades, textSurfaces, options);
  const filledHover = blend('#000000', 0.1, filled);
  return { filled, filledHover, text, textSurfaces };
};

const roles = Object.fromEntries(colorNames.map((name) => [name, colorRoles(name)])) as Record<
  ColorName,
  ReturnType<typeof colorRoles>
>;

/** Secondary text (`c="dimmed"`, descriptions, placeholders) readable on every surface, even in the sun. */
const dimmed = readableColor(colors.gray, surfaces, { fromShade: 6, minimum: THEME_TEXT_CONTRAST });

const rgba = (hex: string, alpha: number) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
};

/** Mantine's per-colour CSS variables, overridden with the readable roles (light scheme; the app has no dark one). */
export const cssVariablesResolver: CSSVariablesResolver = (theme: MantineTheme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-placeholder': dimmed,
    '--mantine-color-anchor': roles[theme.primaryColor as ColorName]?.text ?? dimmed,
    '--mantine-color-error': roles.red.text,
  };
  for (const name of colorNames) {
    const { filled, filledHover, text } = roles[name];
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = filledHover;
    light[`--mantine-color-${name}-light`] = rgba(filled, LIGHT_ALPHA);
    light[`--mantine-color-${name}-light-hover`] = rgba(filled, LIGHT_HOVER_ALPHA);
    light[`--mantine-color-${name}-light-color`] = text;
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
  }
  return { variables: {}, light, dark: {} };
};

/**
 * An explicit shade (`color="gray.7"`) keeps its shade but never goes below the readable one:
 * Mantine would lighten light/subtle/transparent text to shade 6 and put white on any filled shade.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const result = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const role = roles[parsed.color as ColorName];
  if (!parsed.isThemeColor || parsed.shade === undefined || !role) return result;
  const shade = colors[parsed.color as ColorName][parsed.shade] ?? role.filled;
  if (input.variant === 'filled') {
    return isReadable(shade, [WHITE], THEME_TEXT_CONTRAST)
      ? result
      : { ...result, background: role.filled, hover: role.filledHover };
  }
  if (['light', 'subtle', 'transparent', 'outline'].includes(input.variant)) {
    return { ...result, color: isReadable(shade, role.textSurfaces, THEME_TEXT_CONTRAST) ? shade : role.text };
  }
  return result;
};

// The viewport sits inside the list's listbox, whose children may only be options or groups: a focusable
// generic div there breaks aria-required-children, a focusable group of the options does not.
const focusableListViewport = { viewportProps: { tabIndex: 0, role: 'group' } };

export const theme = createTheme({
  primaryColor: 'petrol',
  primaryShade: PRIMARY_SHADE,
  colors: { petrol },
  variantColorResolver,
  // Users who ask their system for less motion get no transitions (WCAG 2.3.3).
  respectReducedMotion: true,
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  headings: { fontWeight: '600' },
  components: {
    Button: { defaultProps: { fw: 500 } },
    Paper: { defaultProps: { radius: 'md' } },
    // A modal's content scrolls under its sticky title and its sticky button bar: keep focus clear of both.
    Modal: { styles: { content: { scrollPaddingTop: rem(72), scrollPaddingBottom: rem(120) } } },
    // A select opens its list on click, Enter, Space or arrow keys, not when Tab merely passes through it.
    // Its default height (49 px, rules §9) is set in global.css.
    // A long list scrolls in a viewport whose options are no Tab stops (the arrow keys move through them from
    // the input): the viewport itself is focusable, as axe's scrollable-region-focusable asks. It lives in a
    // portal at the end of the page only while the list is open, so Tab from the input still goes to the next field.
    // A closed list is not in the page (Mantine keeps it mounted and hidden by default): a page of pickers does not
    // render and position every option of every picker before anyone opens one.
    Combobox: { defaultProps: { keepMounted: false } },
    // An open menu takes the focus on its first item (the WAI-ARIA menu button), not on Mantine's focusable
    // placeholder, which a role="menu" may not contain (axe: aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // "Nothing found" stands alone in the listbox, which may hold only options or groups (axe:
    // aria-required-children): it is an option that cannot be chosen, announced with its text.
    ComboboxEmpty: { defaultProps: { role: 'option', 'aria-disabled': true, 'aria-selected': false } },
    Select: { defaultProps: { openOnFocus: false, scrollAreaProps: focusableListViewport } },
    MultiSelect: { defaultProps: { openOnFocus: false, scrollAreaProps: focusableListViewport } },
    Autocomplete: { defaultProps: { scrollAreaProps: focusableListViewport } },
  },
});

/**
 * The texts the theme gives components that Mantine leaves unnamed: the clear button of any input, the
 * close button of any modal or drawer (a screen that names its own keeps its name).
 */
export const localizeTheme = (base: MantineThemeOverride, labels: { clear: string; close: string }) =>
  mergeThemeOverrides(base, {
    components: {
      InputClearButton: { defaultProps: { 'aria-label': labels.clear } },
      // FileInput's clear button is a CloseButton of its own, outside InputClearButton's defaults.
      FileInput: { defaultProps: { clearButtonProps: { 'aria-label': labels.clear } } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
    },
  });
