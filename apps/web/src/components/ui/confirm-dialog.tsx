import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmRequest = { message: string; confirmLabel?: string };

/** Above any modal it is asked from (a delete inside a detail modal). */
const CONFIRM_Z_INDEX = 400;

/**
 * A confirmation question (e.g. "really delete …") as a small dialog:
 * `if (await confirm(t('confirm.really_delete_user'))) …`; render `dialog` once in the component.
 */
export const useConfirm = (): {
  confirm: (message: string, confirmLabel?: string) => Promise<boolean>;
  dialog: ReactNode;
} => {
  const { t } = useTranslation();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const resolveRef = useRef<((isConfirmed: boolean) => void) | null>(null);

  const confirm = useCallback((message: string, confirmLabel?: string) => {
    resolveRef.current?.(false);
    setRequest({ message, confirmLabel });
    setIsOpen(true);
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  const answer = (isConfirmed: boolean) => {
    resolveRef.current?.(isConfirmed);
    resolveRef.current = null;
    setIsOpen(false);
  };

  const dialog = (
    <Modal
      opened={isOpen}
      onClose={() => answer(false)}
      title={t('confirm.title')}
      centered
      size="sm"
      zIndex={CONFIRM_Z_INDEX}
      styles={{ title: { fontWeight: 600 } }}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <Stack gap="lg">
        <Text>{request?.message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => answer(false)}>
            {t('app.cancel')}
          </Button>
          <Button color="red" onClick={() => answer(true)} data-autofocus>
            {request?.confirmLabel ?? t('settings.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return { confirm, dialog };
};
