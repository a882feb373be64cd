import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSectionHeadingLevel } from './heading-level';

/** A titled group of fields inside a long form (a modal with several parts). */
export const FormSection = ({ title, hint, children }: { title: string; hint?: ReactNode; children: ReactNode }) => {
  const level = useSectionHeadingLevel();
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <div>
        <Title order={level} fz="md" fw={600} c="petrol.8">
          {title}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
};
