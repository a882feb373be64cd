import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { addFlash } from '@/lib/flash-store';
import { isSaving } from '@/lib/saving-store';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';

/**
 * overview §2.1: a route change is cancelled while a save is in progress. A route change that would
 * drop unsaved edits asks first. Returns the question's dialog to render.
 */
export const useSaveBlocker = () => {
  const { t } = useTranslation();
  const { confirm, dialog } = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (isSaving() || hasUnsavedChanges()) && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (isSaving()) {
      addFlash({ message: 'message.save_in_progress', severity: 'warning' });
      blocker.reset();
      return;
    }
    void confirm(t('confirm.discard_unsaved_changes'), t('confirm.discard')).then((isConfirmed) =>
      isConfirmed ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm, t]);

  return dialog;
};
