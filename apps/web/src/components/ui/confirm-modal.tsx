import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Above any modal it is asked from (a delete inside a detail modal). */
const CONFIRM_Z_INDEX = 400;

export type ConfirmModalProps = {
  isOpen: boolean;
  message: string;
  confirmLabel?: string;
  tone?: 'danger' | 'positive';
  /** shown under the question, e.g. that a stop is not today's */
  warning?: string;
  onAnswer: (isConfirmed: boolean) => void;
};

/** The question of `useConfirm`, loaded with the first question asked (confirm-dialog.tsx). */
export const ConfirmModal = ({
  isOpen,
  message,
  confirmLabel,
  tone = 'danger',
  warning,
  onAnswer,
}: ConfirmModalProps) => {
  const { t } = useTranslation();
  // Mantine notes the control to return focus to when `opened` turns true after mounting: the first
  // question mounts closed and opens on the next render.
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);

  return (
    <Modal
      opened={isOpen && isMounted}
      onClose={() => onAnswer(false)}
      title={t('confirm.title')}
      centered
      size="sm"
      zIndex={CONFIRM_Z_INDEX}
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="lg">
        <Text>{message}</Text>
        {warning && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="confirm-warning">
            {warning}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onAnswer(false)}>
            {t('app.cancel')}
          </Button>
          <Button color={tone === 'positive' ? 'green.8' : 'red'} onClick={() => onAnswer(true)} data-autofocus>
            {confirmLabel ?? t('settings.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
