import type { NextCallColor } from '@bo/contract/customers/next-call';
import { Box } from '@mantine/core';

/** Row tints of the list and their stronger marks (overview §4 next-call colour: 1 red, 2 white, 3 green). */
export const nextCallTint: Record<NextCallColor, string | undefined> = {
  1: 'var(--mantine-color-red-0)',
  2: undefined,
  3: 'var(--mantine-color-green-0)',
};

export const nextCallMark: Record<NextCallColor, string> = {
  1: 'var(--mantine-color-red-5)',
  2: 'var(--mantine-color-gray-3)',
  3: 'var(--mantine-color-green-6)',
};

/** A small dot in the colour of a next-call state, for legends and labels. */
export const NextCallSwatch = ({ color }: { color: NextCallColor }) => (
  <Box
    component="span"
    display="inline-block"
    w={12}
    h={12}
    style={{
      borderRadius: '50%',
      flexShrink: 0,
      background: color === 2 ? 'var(--mantine-color-white)' : nextCallMark[color],
      border: `1px solid ${color === 2 ? 'var(--mantine-color-gray-5)' : nextCallMark[color]}`,
    }}
  />
);
