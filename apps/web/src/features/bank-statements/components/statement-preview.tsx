import type { BankPayment, BankPaymentStatus, BankStatement } from '@bo/contract/bank-statements/schemas';
import { formatDate } from '@bo/contract/dates/format';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { usePlural } from '@/hooks/use-plural';
import { useRoutePath } from '@/hooks/use-route-path';
import { addFlash } from '@/lib/flash-store';
import { useConfirmStatement } from '../api/bank-statements';
import { PairDialog } from './pair-dialog';
import { useAmount } from './use-amount';

const groups: readonly BankPaymentStatus[] = ['matched', 'doubtful', 'unmatched', 'ignored'];
const groupColor: Record<BankPaymentStatus, string> = {
  matched: 'green',
  doubtful: 'orange',
  unmatched: 'red',
  ignored: 'gray',
};

const PaymentRow = ({ payment, onPair }: { payment: BankPayment; onPair: (payment: BankPayment) => void }) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const amount = useAmount();
  const canPair = payment.direction === 'credit' && payment.status !== 'ignored' && !payment.applied;
  return (
    <Table.Tr>
      <Table.Td>{formatDate(payment.date)}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {payment.direction === 'debit' ? '−' : ''}
        {amount(payment.amount, payment.currency)}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{payment.counterName}</Text>
        <Text size="xs" c="dimmed">
          {payment.counterAccount}
        </Text>
      </Table.Td>
      <Table.Td>{payment.variableSymbol}</Table.Td>
      <Table.Td maw={220}>
        <Text size="sm" lineClamp={2}>
          {payment.message}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {payment.invoices.map((invoice) => (
            <Text key={invoice.id} size="sm">
              <Link to={path('invoice-detail', { invoiceId: invoice.id })}>{invoice.number}</Link>{' '}
              {invoice.invoiceCompany}
            </Text>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        {payment.reason && (
          <Badge variant="light" color={groupColor[payment.status]} style={{ textTransform: 'none' }}>
            {t(`bank.reason.${payment.reason}`)}
          </Badge>
        )}
        {payment.applied && (
          <Badge variant="light" color="green" ml={4} style={{ textTransform: 'none' }}>
            {t('bank.applied')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {canPair && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconLink size={14} />}
            onClick={() => onPair(payment)}
            aria-label={`${payment.invoices.length > 0 ? t('bank.change_pair') : t('bank.pair')} ${amount(payment.amount, payment.currency)}`}
          >
            {payment.invoices.length > 0 ? t('bank.change_pair') : t('bank.pair')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
};

const PaymentGroup = ({
  status,
  payments,
  onPair,
}: {
  status: BankPaymentStatus;
  payments: BankPayment[];
  onPair: (payment: BankPayment) => void;
}) => {
  const { t } = useTranslation();
  const plural = usePlural();
  return (
    <section aria-labelledby={`bank-group-${status}`}>
      <Group gap="xs" mb={4}>
        <Title order={3} fz="md" id={`bank-group-${status}`}>
          {t(`bank.group.${status}`)}
        </Title>
        <Badge color={groupColor[status]} variant="light" style={{ textTransform: 'none' }}>
          {plural('bank.group_count', payments.length)}
        </Badge>
      </Group>
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t('bank.empty_group')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={860} mb="md">
          <Table striped highlightOnHover data-testid={`bank-group-${status}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bank.date')}</Table.Th>
                <Table.Th ta="right">{t('bank.amount')}</Table.Th>
                <Table.Th>{t('bank.counterparty')}</Table.Th>
                <Table.Th>{t('bank.variable_symbol')}</Table.Th>
                <Table.Th>{t('bank.message')}</Table.Th>
                <Table.Th>{t('bank.invoice')}</Table.Th>
                <Table.Th>{t('bank.note')}</Table.Th>
                <Table.Th>{t('bank.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} onPair={onPair} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
};

/** The preview: payments grouped matched / to check / unmatched / other, confirm, pair by hand. */
export const StatementPreview = ({ country, statement }: { country: string; statement: BankStatement }) => {
  const { t } = useTranslation();
  const { confirm, dialog } = useConfirm();
  const confirmStatement = useConfirmStatement(country);
  const [pairing, setPairing] = useState<BankPayment | null>(null);
  const isConfirmed = statement.confirmedAt !== null;

  const onConfirm = async () => {
    if (!(await confirm(t('bank.confirm_question'), t('bank.confirm')))) return;
    const result = await confirmStatement.mutateAsync(statement.id);
    addFlash({ message: 'message.bank_statement_confirmed', severity: 'success' });
    addFlash({ message: 'bank.invoices_paid', plural: result.paidInvoiceCount, severity: 'success' });
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} fz="lg">
              {t('bank.statement_heading', {
                number: statement.number,
                account: statement.account,
                date: formatDate(statement.statementDate),
              })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('bank.statement_file', { filename: statement.filename })}
            </Text>
          </div>
          {isConfirmed ? (
            <Badge color="green" size="lg" variant="light" style={{ textTransform: 'none' }}>
              {t('bank.confirmed_at', { date: formatDate((statement.confirmedAt ?? '').slice(0, 10)) })}
            </Badge>
          ) : (
            <Button leftSection={<IconCheck size={18} />} onClick={onConfirm} loading={confirmStatement.isPending}>
              {t('bank.confirm')}
            </Button>
          )}
        </Group>
        {statement.alreadyImported && (
          <Alert color="blue" role="status">
            {t('bank.already_imported')}
          </Alert>
        )}
        {groups.map((status) => (
          <PaymentGroup
            key={status}
            status={status}
            payments={statement.payments.filter((payment) => payment.status === status)}
            onPair={setPairing}
          />
        ))}
      </Stack>
      {pairing && (
        <PairDialog country={country} statementId={statement.id} payment={pairing} onClose={() => setPairing(null)} />
      )}
      {dialog}
    </Paper>
  );
};
