import { Button, NavLink, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';

/**
 * One record of a `RecordMenu`. `takesFocus`: the record was just created, so the save button that created it is
 * gone with the new form and the focus goes to its entry.
 */
const RecordMenuEntry = ({
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

type RecordMenuProps<Item extends { id: number }> = {
  label: string;
  addLabel: string;
  records: readonly Item[];
  /** The open record, or 'new' for the add button. */
  activeId: number | 'new';
  /** The route of a record or of a new one. */
  pathOf: (id: number | 'new') => string;
  /** The history-state flag the first save of a new record sets: the open record's entry then takes the focus. */
  createdFlag: string;
  labelOf: (record: Item) => ReactNode;
  descriptionOf: (record: Item) => ReactNode;
};

/**
 * The left menu of a customer's records (offers, applications): the add button, then one entry per record
 * (its label and description), the open one marked as the current page.
 */
export const RecordMenu = <Item extends { id: number }>({
  label,
  addLabel,
  records,
  activeId,
  pathOf,
  createdFlag,
  labelOf,
  descriptionOf,
}: RecordMenuProps<Item>) => {
  const state: unknown = useLocation().state;
  const isCreated = typeof state === 'object' && state !== null && createdFlag in state;
  const isAddActive = activeId === 'new';
  return (
    <Paper component="nav" aria-label={label} withBorder p={6}>
      <Stack gap={4}>
        <Button
          component={Link}
          to={pathOf('new')}
          variant={isAddActive ? 'filled' : 'light'}
          leftSection={<IconPlus size={16} aria-hidden />}
          aria-current={isAddActive ? 'page' : undefined}
        >
          {addLabel}
        </Button>
        {records.map((record) => (
          <RecordMenuEntry
            key={record.id}
            to={pathOf(record.id)}
            isActive={record.id === activeId}
            takesFocus={record.id === activeId && isCreated}
            label={labelOf(record)}
            description={descriptionOf(record)}
          />
        ))}
      </Stack>
    </Paper>
  );
};
