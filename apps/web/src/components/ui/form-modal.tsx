import { Box, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlashScope } from '@/lib/flash-store';
import { FlashMessages } from './flash/flash-messages';

type FormModalProps = {
  title: ReactNode;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The modal's own flash messages, shown beside its buttons where the eye is after a click. */
  scope: FlashScope;
  /** Buttons on the left of the footer (delete). */
  secondaryActions?: ReactNode;
  /** Buttons on the right of the footer (save). */
  actions: ReactNode;
  size?: ModalProps['size'];
  children: ReactNode;
};

/**
 * A detail opened over a list (users, products): a form in a modal with a footer that stays in view
 * while the form scrolls. Closing goes back to the list route, which the caller does in `onClose`.
 */
export const FormModal = ({
  title,
  onClose,
  onSubmit,
  scope,
  secondaryActions,
  actions,
  size,
  children,
}: FormModalProps) => {
  const { t } = useTranslation();
  const isSmallScreen = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size ?? 'xl'}
      fullScreen={isSmallScreen}
      padding="lg"
      closeButtonProps={{ 'aria-label': t('app.close') }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">{children}</Stack>
        <Box
          pos="sticky"
          bottom={0}
          mt="lg"
          pt="md"
          pb="xs"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 3 }}
        >
          <Stack gap="sm">
            <FlashMessages scope={scope} />
            <Group justify="space-between" gap="sm">
              <Group gap="sm">{secondaryActions}</Group>
              <Group gap="sm">{actions}</Group>
            </Group>
          </Stack>
        </Box>
      </form>
    </Modal>
  );
};
