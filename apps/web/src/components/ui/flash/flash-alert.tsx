import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlural } from '@/hooks/use-plural';
import { dismissFlash, type FlashMessage, type FlashSeverity } from '@/lib/flash-store';

const colorOf: Record<FlashSeverity, string> = { info: 'blue', success: 'green', warning: 'orange', error: 'red' };
const IconOf: Record<FlashSeverity, typeof IconInfoCircle> = {
  info: IconInfoCircle,
  success: IconCircleCheck,
  warning: IconAlertTriangle,
  error: IconAlertCircle,
};

export const FlashAlert = ({ flash }: { flash: FlashMessage }) => {
  const { t } = useTranslation();
  const tp = usePlural();
  const Icon = IconOf[flash.severity];
  const text = flash.plural === undefined ? t(flash.message, flash.data) : tp(flash.message, flash.plural, flash.data);
  return (
    <Alert
      color={colorOf[flash.severity]}
      variant="light"
      icon={<Icon size={20} stroke={1.8} />}
      withCloseButton={flash.closable}
      closeButtonLabel={t('app.close')}
      onClose={() => dismissFlash(flash.id)}
      data-severity={flash.severity}
      py="xs"
      styles={{ closeButton: { pointerEvents: 'auto' } }}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" c="dark.7">
          {text}
        </Text>
        {(flash.detailPath || flash.action) && (
          <Group gap="xs" wrap="nowrap" style={{ pointerEvents: 'auto' }}>
            {flash.detailPath && (
              <Anchor component={Link} to={flash.detailPath} size="sm" fw={500}>
                {t('app.show_detail')}
              </Anchor>
            )}
            {flash.action && (
              <Button size="compact-sm" variant="light" color={colorOf[flash.severity]} onClick={flash.action.onAction}>
                {t(flash.action.label)}
              </Button>
            )}
          </Group>
        )}
      </Group>
    </Alert>
  );
};
