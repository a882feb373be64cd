import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSectionHeadingLevel } from './heading-level';

type FormSectionProps = {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
  /** A card of its own on a page (offer settings); plain inside a modal with several parts. */
  isCard?: boolean;
};

/** A titled group of fields: a part of a long form, or a card of a settings page. */
export const FormSection = ({ title, hint, children, isCard = false }: FormSectionProps) => {
  const level = useSectionHeadingLevel();
  const section = (
    <Stack gap={isCard ? 'md' : 'sm'} component="section" aria-label={title}>
      <div>
        <Title order={level} {...(isCard ? { fz: 'h4' } : { fz: 'md', fw: 600, c: 'petrol.8' })}>
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
  return isCard ? (
    <Paper withBorder p="lg">
      {section}
    </Paper>
  ) : (
    section
  );
};
