import { formatDate } from '@bo/contract/dates/format';
import type { InvoiceState } from '@bo/contract/invoices/state';
import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import type { TFunction } from 'i18next';

const colorOf: Record<InvoiceState, string> = { paid: '#1f6f32', after_maturity: 'red.9', unpaid: 'gray.8' };
const IconOf = { paid: IconCircleCheck, after_maturity: IconAlertTriangle, unpaid: IconClock };

/** The state's text: paid (with its date), after maturity, unpaid (overview §4 Invoice paid state). */
export const invoiceStateText = (t: TFunction, state: InvoiceState, datePaid: string | null) =>
  state === 'paid' && datePaid
    ? t('invoice.state_paid_on', { date: formatDate(datePaid) })
    : t(`invoice.state_${state}`);

/** The state as a badge: colour, icon and text (never the colour alone). */
export const InvoiceStateBadge = ({
  t,
  state,
  datePaid,
}: {
  t: TFunction;
  state: InvoiceState;
  datePaid: string | null;
}) => {
  const Icon = IconOf[state];
  return (
    <Badge
      variant="outline"
      color={colorOf[state]}
      radius="sm"
      tt="none"
      leftSection={<Icon size={12} aria-hidden />}
      data-state={state}
    >
      {invoiceStateText(t, state, datePaid)}
    </Badge>
  );
};
