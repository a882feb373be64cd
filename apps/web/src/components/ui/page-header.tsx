import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export const PageHeader = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Group justify="space-between" align="center" mb="lg" wrap="wrap">
    <Title order={1} fz="h3">
      {title}
    </Title>
    {children}
  </Group>
);
