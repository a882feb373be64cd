import type { BankStatementSummary } from '@bo/contract/bank-statements/schemas';
import { formatDate } from '@bo/contract/dates/format';
import { Anchor, Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Paginator } from '@/components/ui/paginator';
import { useBankStatements } from '../api/bank-statements';
import { useAmount } from './use-amount';

/** Past statements, newest import first: number, account, date, payments by group, state. */
export const StatementList = ({
  country,
  page,
  onPage,
  onOpen,
}: {
  country: string;
  page: number;
  onPage: (page: number) => void;
  onOpen: (statement: BankStatementSummary) => void;
}) => {
  const { t } = useTranslation();
  const amount = useAmount();
  const statements = useBankStatements(country, page);
  const rows = statements.data?.bankStatements ?? [];
  return (
    <Paper withBorder p="md">
      <Title order={2} fz="lg" mb="sm">
        {t('bank.list_title')}
      </Title>
      {statements.data && rows.length === 0 ? (
        <Text size="sm">{t('bank.no_statements')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover data-testid="bank-statement-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bank.statement')}</Table.Th>
                <Table.Th>{t('bank.account')}</Table.Th>
                <Table.Th>{t('bank.statement_date')}</Table.Th>
                <Table.Th ta="right">{t('bank.payments')}</Table.Th>
                <Table.Th ta="right">{t('bank.incoming_total')}</Table.Th>
                <Table.Th>{t('bank.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => onOpen(row)}
                      aria-label={t('bank.open', { number: row.number })}
                    >
                      {row.number}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {row.filename}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.account}</Table.Td>
                  <Table.Td>{formatDate(row.statementDate)}</Table.Td>
                  <Table.Td ta="right">
                    {row.paymentCount}
                    <Text size="xs" c="dimmed">
                      {row.matchedCount} / {row.doubtfulCount} / {row.unmatchedCount}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {amount(row.creditTotal, row.currency)}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={row.confirmedAt ? 'green' : 'orange'}
                      style={{ textTransform: 'none' }}
                    >
                      {row.confirmedAt ? t('bank.state_confirmed') : t('bank.state_preview')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {statements.data && (
        <Paginator
          page={page}
          pageCount={statements.data.pagination.pageCount}
          totalCount={statements.data.pagination.totalCount}
          isLoading={statements.isFetching}
          onChange={onPage}
        />
      )}
    </Paper>
  );
};
