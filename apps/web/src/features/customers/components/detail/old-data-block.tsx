import type { OldData } from '@bo/contract/customers/detail-schemas';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/ui/form-section';

const fields = ['personContactName', 'personContact1', 'personContact2', 'personContact3', 'notes'] as const;

/** The customer's data from the previous system, read only. */
export const OldDataBlock = ({ oldData }: { oldData: OldData }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" bg="gray.0">
      <FormSection title={t('customer.old_data')} hint={t('customer.old_data_hint')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          {fields.map((field) => (
            <div key={field} style={field === 'notes' ? { gridColumn: '1 / -1' } : undefined}>
              <Text size="xs" c="dimmed">
                {t(`old_data.${field}`)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {oldData[field] || '–'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </FormSection>
    </Paper>
  );
};
