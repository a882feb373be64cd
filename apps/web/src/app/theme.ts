import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'petrol',
  primaryShade: 7,
  colors: { petrol },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  headings: { fontWeight: '600' },
  components: {
    Button: { defaultProps: { fw: 500 } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});
