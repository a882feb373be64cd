import { formatDateTime } from '@bo/contract/dates/format';
import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import { IconPhoneIncoming, IconPhoneOutgoing } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { callRecordingUrl, useCustomerCalls } from '../../api/get-customer-calls';

/**
 * overview §2.6 Calls tab: the customer's calls, newest first; a player where a recording is
 * available (the audio element fetches it with the session cookie).
 */
export const CustomerCalls = ({ country, customerId }: { country: string; customerId: number }) => {
  const { t } = useTranslation();
  const calls = useCustomerCalls(country, customerId);
  useLoadingFlash(calls.isPending, 'message.loading_list_of_calls');
  useErrorFlash(calls.error);
  useInfoFlash(calls.data?.calls.length === 0, 'message.no_customer_call_found');

  if (!calls.data || calls.data.calls.length === 0) return null;
  const { recordingsAvailability } = calls.data;

  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={860} type="native">
        <Table aria-label={t('route.customer-calls')} verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={170}>{t('customer_call.startDate')}</Table.Th>
              <Table.Th w={120}>{t('customer_call.direction')}</Table.Th>
              <Table.Th w={180}>{t('customer_call.operator')}</Table.Th>
              <Table.Th>{t('customer_call.customer')}</Table.Th>
              <Table.Th w={320}>{t('customer_call.recording')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {calls.data.calls.map((call) => {
              const isIncoming = call.direction === 'in';
              const Icon = isIncoming ? IconPhoneIncoming : IconPhoneOutgoing;
              return (
                <Table.Tr key={call.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(call.startDate)}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={isIncoming ? 'blue' : 'teal'}
                      leftSection={<Icon size={14} />}
                      tt="none"
                      fw={500}
                    >
                      {t(`customer_call.direction_${call.direction}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {call.operator ?? (
                      <Text c="dimmed" span size="sm">
                        –
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{call.customer}</Table.Td>
                  <Table.Td>
                    {recordingsAvailability[String(call.id)] ? (
                      <Group>
                        {/* biome-ignore lint/a11y/useMediaCaption: telephone recordings have no captions */}
                        <audio
                          controls
                          preload="none"
                          src={callRecordingUrl(customerId, call.id)}
                          aria-label={t('customer_call.recording_of', { date: formatDateTime(call.startDate) })}
                          style={{ height: 32, width: 300 }}
                        />
                      </Group>
                    ) : (
                      <Text c="dimmed" size="xs">
                        {t('customer_call.no_recording')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
};
