import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type TopBarButtonProps = Omit<ActionIconProps, 'children' | 'loading' | 'variant' | 'color' | 'size'> &
  Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'> & {
    icon: typeof IconBell;
    label: string;
    isLoading?: boolean;
  };

/** An icon button of the top bar (notifications, language, logout): named by its label. */
export const TopBarButton = ({ icon: Icon, label, isLoading, ...props }: TopBarButtonProps) => (
  <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} loading={isLoading} {...props}>
    <Icon size={20} stroke={1.7} />
  </ActionIcon>
);
