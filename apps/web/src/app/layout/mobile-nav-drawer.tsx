import { Drawer } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MainNav } from './main-nav';

/** The main navigation in a drawer below the `lg` breakpoint; loaded with its first opening (app-layout.tsx). */
export const MobileNavDrawer = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  // Mantine notes the control to return focus to when `opened` turns true after mounting.
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  return (
    <Drawer opened={isOpen && isMounted} onClose={onClose} size={280} title={t('app.title_prefix')} hiddenFrom="lg">
      <MainNav isVertical />
    </Drawer>
  );
};
