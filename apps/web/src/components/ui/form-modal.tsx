import { Box, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '@/hooks/use-return-focus';
import type { FlashScope } from '@/lib/flash-store';
import { FlashMessages } from './flash/flash-messages';
import { SectionHeadingLevel } from './heading-level';

type FormModalProps = {
  title: ReactNode;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The modal's own flash messages, shown beside its buttons where the eye is after a click. */
  scope: FlashScope;
  /** Shows the save button as busy (one save at a time). */
  isSaving: boolean;
  /** When given, a delete button on the left of the footer (a saved record). */
  onDelete?: () => void;
  size?: ModalProps['size'];
  children: ReactNode;
};

/**
 * A detail opened over a list (users, products): a form in a modal with a footer that stays in view
 * while the form scrolls. Closing goes back to the list route, which the caller does in `onClose`.
 */
export const FormModal = ({ title, onClose, onSubmit, scope, isSaving, onDelete, size, children }: FormModalProps) => {
  const { t } = useTranslation();
  const isSmallScreen = useMediaQuery('(max-width: 48em)');
  useReturnFocus();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size ?? 'xl'}
      fullScreen={isSmallScreen}
      padding="lg"
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <SectionHeadingLevel.Provider value={3}>
          <Stack gap="lg">{children}</Stack>
        </SectionHeadingLevel.Provider>
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
              <Group gap="sm">
                {onDelete && (
                  <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                    {t('settings.delete')}
                  </Button>
                )}
              </Group>
              <Group gap="sm">
                <Button variant="default" onClick={onClose}>
                  {t('app.close')}
                </Button>
                <Button type="submit" loading={isSaving} leftSection={<IconDeviceFloppy size={18} />}>
                  {t('app.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Box>
      </form>
    </Modal>
  );
};
