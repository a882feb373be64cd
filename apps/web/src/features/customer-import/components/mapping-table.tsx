import { type ImportField, type ImportMapping, importFields } from '@bo/contract/customers/import/import-fields';
import { NativeSelect, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type MappingTableProps = {
  columns: readonly string[];
  preview: readonly (readonly string[])[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
};

/** Column → customer field, with a few sample values of each column; a field taken by another column is offered no more. */
export const MappingTable = ({ columns, preview, mapping, onChange }: MappingTableProps) => {
  const { t } = useTranslation();
  const onSelect = (column: string, field: ImportField | '') => {
    const next: ImportMapping = { ...mapping, [column]: field };
    if (field) for (const other of columns) if (other !== column && next[other] === field) next[other] = '';
    onChange(next);
  };
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('customer_import.column')}</Table.Th>
            <Table.Th>{t('customer_import.samples')}</Table.Th>
            <Table.Th>{t('customer_import.target')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {columns.map((column, index) => {
            const samples = preview
              .map((row) => row[index] ?? '')
              .filter((value) => value.trim() !== '')
              .slice(0, 3);
            return (
              <Table.Tr key={column}>
                <Table.Td fw={600}>{column}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {samples.join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={`${t('customer_import.target')}: ${column}`}
                    value={mapping[column] ?? ''}
                    onChange={(event) => onSelect(column, event.currentTarget.value as ImportField | '')}
                    data={[
                      { value: '', label: t('customer_import.not_imported') },
                      ...importFields.map((field) => ({ value: field, label: t(`customer_import.field.${field}`) })),
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
