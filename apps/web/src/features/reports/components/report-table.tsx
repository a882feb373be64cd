import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column's header; a number column's header is right-aligned like its cells. */
export type ReportColumn = { header: ReactNode; isNumber?: boolean };

type ReportTableProps = {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways (phones). */
  minWidth: number;
  columns: readonly ReportColumn[];
  /** The rows (Table.Tr). */
  children: ReactNode;
  /** The sums row (Table.Tr), in the table's foot. */
  footer?: ReactNode;
};

/** A report's result: a framed table with its column headers, scrolling sideways on narrow screens. */
export const ReportTable = ({ label, minWidth, columns, children, footer }: ReportTableProps) => (
  <Paper withBorder>
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed list
              <Table.Th key={index} ta={column.isNumber ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
        {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
      </Table>
    </Table.ScrollContainer>
  </Paper>
);
