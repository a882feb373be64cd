import type { ImportMapping } from '@bo/contract/customers/import/import-fields';
import type { RefusedRow } from '@bo/contract/customers/import/import-schemas';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ImportPreviewProps = {
  columns: readonly string[];
  preview: readonly (readonly string[])[];
  mapping: ImportMapping;
  refused: readonly RefusedRow[];
};

/** The first rows of the file in the mapped fields, each with the server's check: bad cells marked, the reason beside. */
export const ImportPreview = ({ columns, preview, mapping, refused }: ImportPreviewProps) => {
  const { t } = useTranslation();
  const mapped = columns
    .map((column, index) => ({ column, index, field: mapping[column] ?? '' }))
    .filter((c) => c.field);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder>
        {/* column names and values stay whole (the container scrolls on a phone); the check's text wraps */}
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>{t('customer_import.row')}</Table.Th>
            {mapped.map(({ column, field }) => (
              <Table.Th key={column}>{t(`customer_import.field.${field}`)}</Table.Th>
            ))}
            <Table.Th>{t('customer_import.check')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.map((cells, rowIndex) => {
            const row = rowIndex + 2;
            const refusal = refused.find((item) => item.row === row);
            return (
              <Table.Tr key={row} data-refused={refusal ? 'true' : undefined}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row}</Table.Td>
                {mapped.map(({ column, index, field }) => {
                  const error = refusal?.fields[field];
                  return (
                    <Table.Td
                      key={column}
                      bg={error ? 'red.0' : undefined}
                      style={{
                        whiteSpace: 'nowrap',
                        ...(error ? { outline: '2px solid var(--mantine-color-red-7)', outlineOffset: -2 } : {}),
                      }}
                      aria-invalid={error ? true : undefined}
                    >
                      {cells[index] ?? ''}
                    </Table.Td>
                  );
                })}
                <Table.Td miw={220}>
                  {refusal ? (
                    <Text size="sm" c="red.9">
                      {refusal.reason}
                    </Text>
                  ) : (
                    // green.9 is 4.1:1 on a striped row; this green is 6.2:1 (WCAG AA)
                    <Text size="sm" c="#1e6b30">
                      {t('customer_import.row_ok')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
