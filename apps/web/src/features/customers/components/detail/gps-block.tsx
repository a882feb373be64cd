import type { Gps } from '@bo/contract/customers/gps-schemas';
import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';
import { GpsRow } from './gps-row';

type GpsBlockProps = { country: string; customerId: number; gps: readonly Gps[] };

/**
 * overview §2.6 GPS: the customer's points (the first one is where the map searches from); add
 * appends an empty point and hides while that point is unsaved (rules §5).
 */
export const GpsBlock = ({ country, customerId, gps }: GpsBlockProps) => {
  const { t } = useTranslation();
  const [isAdding, setIsAdding] = useState(false);
  const onNewDone = () => setIsAdding(false);

  return (
    <Paper withBorder p="md">
      <FormSection title={t('gps.block_title')} hint={t('gps.hint')}>
        {gps.length > 0 || isAdding ? (
          // On a phone the table scrolls inside its card instead of widening the page.
          <Table.ScrollContainer minWidth={560} type="native">
            <Table aria-label={t('gps.block_title')} verticalSpacing={4} horizontalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="30%">{t('gps.title')}</Table.Th>
                  <Table.Th>{t('gps.coordinates')}</Table.Th>
                  <Table.Th w={170}>{t('gps.latitude_longitude')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {gps.map((point) => (
                  <GpsRow key={point.id} country={country} customerId={customerId} gps={point} onDone={onNewDone} />
                ))}
                {isAdding && <GpsRow country={country} customerId={customerId} onDone={onNewDone} />}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            {t('gps.none')}
          </Text>
        )}
        {!isAdding && (
          <Group>
            <Button variant="light" size="sm" leftSection={<IconPlus size={16} />} onClick={() => setIsAdding(true)}>
              {t('gps.add')}
            </Button>
          </Group>
        )}
      </FormSection>
    </Paper>
  );
};
