import { NavLink, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useIsActivePath } from '@/hooks/use-is-active-path';

export type SideMenuEntry = { label: string; to: string };

/** The side menu of an area (reports, settings). */
export const SideMenu = ({ label, entries }: { label: string; entries: readonly SideMenuEntry[] }) => {
  const isActive = useIsActivePath();
  return (
    <Paper component="nav" aria-label={label} withBorder p={6}>
      <Stack gap={2}>
        {entries.map((entry) => (
          <NavLink
            key={entry.to}
            component={Link}
            to={entry.to}
            label={entry.label}
            active={isActive(entry.to)}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        ))}
      </Stack>
    </Paper>
  );
};
