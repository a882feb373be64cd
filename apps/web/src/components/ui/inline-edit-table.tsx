import { Button, Group, Paper, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';

type InlineEditTableProps<Item> = {
  /** The table's accessible name. */
  label: string;
  headers: readonly ReactNode[];
  items: readonly Item[];
  getKey: (item: Item) => number;
  /** One row: an existing item, or the new row when `item` is undefined; `onDone` removes the new row. */
  renderRow: (item: Item | undefined, onDone: () => void) => ReactNode;
  addLabel: string;
};

/**
 * A list edited row by row in place, with an Add button that appends one empty row. At most one new
 * (unsaved) row at a time (rules §5): the button is disabled while it exists and a second add does nothing.
 */
export const InlineEditTable = <Item,>({
  label,
  headers,
  items,
  getKey,
  renderRow,
  addLabel,
}: InlineEditTableProps<Item>) => {
  const [isAdding, setIsAdding] = useState(false);
  const onAdd = () => {
    if (!isAdding) setIsAdding(true);
  };
  const onNewRowDone = () => setIsAdding(false);

  return (
    <Paper withBorder>
      <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the headers are a fixed list
              <Table.Th key={index}>{header}</Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Fragment key={getKey(item)}>{renderRow(item, onNewRowDone)}</Fragment>
          ))}
          {isAdding && renderRow(undefined, onNewRowDone)}
        </Table.Tbody>
      </Table>
      <Group p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd} disabled={isAdding}>
          {addLabel}
        </Button>
      </Group>
    </Paper>
  );
};
