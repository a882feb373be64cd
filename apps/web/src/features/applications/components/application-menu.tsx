import type { CustomerApplication } from '@bo/contract/applications/schemas';
import { applicationStatusLabel } from '@bo/contract/applications/status';
import { formatDate } from '@bo/contract/dates/format';
import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/components/ui/money';
import { RecordMenu } from '@/components/ui/record-menu';
import { useRoutePath } from '@/hooks/use-route-path';

/** Set in the history state by the first save of a new application: its menu entry takes the focus. */
export type ApplicationCreatedState = { isApplicationCreated: true };

const createdFlag: keyof ApplicationCreatedState = 'isApplicationCreated';

const statusColors: Record<string, string> = {
  paid: 'teal',
  after_maturity: 'red',
  invoiced: 'blue',
  application_done: 'grape',
  waiting_for_application: 'gray',
  unknown: 'gray',
};

/** overview §4 Application status labels; any other value is unknown. */
export const ApplicationStatusBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  const label = applicationStatusLabel(status);
  return (
    // plain badge (dark text on white) with the status colour as a dot: a tinted or filled badge falls below
    // 4.5:1 on the active menu entry's tint for some colours
    <Badge
      variant="default"
      size="sm"
      tt="none"
      leftSection={<ColorSwatch color={`var(--mantine-color-${statusColors[label]}-6)`} size={8} aria-hidden />}
    >
      {t(`application_status.${label}`)}
    </Badge>
  );
};

/** An application's entry under its date: the status and the price with VAT. */
const ApplicationDescription = ({ application }: { application: CustomerApplication }) => {
  const formatMoney = useFormatMoney();
  return (
    <Group gap="xs" component="span" justify="space-between" wrap="wrap">
      <ApplicationStatusBadge status={application.status} />
      <Text span size="xs" c="gray.8" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(application.invoicePriceWithVat)}
      </Text>
    </Group>
  );
};

/** overview §2.6 Applications tab: the left menu (date or '-', status, price with VAT) and the add button. */
export const ApplicationMenu = ({
  applications,
  activeId,
  customerId,
}: {
  applications: readonly CustomerApplication[];
  activeId: number | 'new';
  customerId: number;
}) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <RecordMenu
      label={t('application.menu')}
      addLabel={t('application.add')}
      records={applications}
      activeId={activeId}
      pathOf={(applicationId) => path('customer-application-detail', { customerId, applicationId })}
      createdFlag={createdFlag}
      labelOf={(application) => (application.applicationDate ? formatDate(application.applicationDate) : '-')}
      descriptionOf={(application) => <ApplicationDescription application={application} />}
    />
  );
};
