import { Button, NavLink, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';

/**
 * The left menu of a customer's records (offers, applications): the add button, then one entry per record
 * (`RecordMenuEntry`).
 */
export const RecordMenu = ({
  label,
  addLabel,
  addTo,
  isAddActive,
  children,
}: {
  label: string;
  addLabel: string;
  addTo: string;
  isAddActive: boolean;
  children: ReactNode;
}) => (
  <Paper component="nav" aria-label={label} withBorder p={6}>
    <Stack gap={4}>
      <Button
        component={Link}
        to={addTo}
        variant={isAddActive ? 'filled' : 'light'}
        leftSection={<IconPlus size={16} aria-hidden />}
        aria-current={isAddActive ? 'page' : undefined}
      >
        {addLabel}
      </Button>
      {children}
    </Stack>
  </Paper>
);

/**
 * One record of a `RecordMenu`. `takesFocus`: the record was just created, so the save button that created it is
 * gone with the new form and the focus goes to its entry.
 */
export const RecordMenuEntry = ({
  to,
  isActive,
  takesFocus,
  label,
  description,
}: {
  to: string;
  isActive: boolean;
  takesFocus: boolean;
  label: ReactNode;
  description: ReactNode;
}) => {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [takesFocus]);
  return (
    <NavLink
      ref={ref}
      component={Link}
      to={to}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      label={label}
      description={description}
    />
  );
};
