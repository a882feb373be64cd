import { Box, Flex } from '@mantine/core';
import { Outlet } from 'react-router';
import { SideMenu, type SideMenuEntry } from '@/components/ui/side-menu';

/** An area with its side menu on the left and the current screen beside it. */
export const SectionLayout = ({ menuLabel, entries }: { menuLabel: string; entries: readonly SideMenuEntry[] }) => (
  <Flex gap="lg" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
    <Box w={{ base: '100%', sm: 230 }} style={{ flexShrink: 0 }}>
      <SideMenu label={menuLabel} entries={entries} />
    </Box>
    <Box flex={1} miw={0} w="100%">
      <Outlet />
    </Box>
  </Flex>
);
