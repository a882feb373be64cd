import { Button, Group, Text } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash, type FlashScope } from '@/lib/flash-store';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { useUnlockUser } from '../api/unlock-user';

/** Lets the administrator lift a user's lock after too many failed logins. */
export const UserUnlockButton = ({ userId, scope }: { userId: number; scope: FlashScope }) => {
  const { t } = useTranslation();
  const isSaving = useIsSaving();
  const unlock = useUnlockUser();

  const onUnlock = () =>
    runSave(async () => {
      try {
        await unlock.mutateAsync(userId);
        addFlash({ message: 'message.user_login_unlocked', severity: 'success', scope });
      } catch (error) {
        showErrorFlash(error, scope);
      }
    });

  return (
    <Group gap="sm" wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconLockOpen size={16} />}
        onClick={onUnlock}
        disabled={isSaving}
        type="button"
      >
        {t('user_setting.unlock_login')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('user_setting.unlock_login_hint')}
      </Text>
    </Group>
  );
};
