import { Button } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useCreateApplicationInvoice } from '@/features/invoices/api/invoice-mutations';
import { useCountry } from '@/hooks/use-route-info';
import { useRoutePath } from '@/hooks/use-route-path';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';

export type InvoicePartButtonProps = {
  customerId: number;
  applicationId: number;
  part: 'company' | 'private';
  /** The part's invoice, or null when not invoiced yet. */
  invoiceId: number | null;
  disabled?: boolean;
};

/**
 * One cart part of an application: 'Vyfakturovat' after the confirmation really_want_to_invoice
 * (POST …/applications/{appId}/invoice?private=0|1), then the new invoice opens; once invoiced, a
 * link to its invoice.
 */
export const InvoicePartButton = ({ customerId, applicationId, part, invoiceId, disabled }: InvoicePartButtonProps) => {
  const { t } = useTranslation();
  const country = useCountry();
  const path = useRoutePath();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const create = useCreateApplicationInvoice(country);
  const partLabel = t(`invoice.part_${part}`);

  if (invoiceId !== null) {
    return (
      <Button
        component={Link}
        to={path('invoice-detail', { invoiceId })}
        variant="light"
        color="grape"
        size="xs"
        leftSection={<IconFileInvoice size={16} />}
        aria-label={`${t('invoice.open_invoice')} (${partLabel})`}
      >
        {t('invoice.open_invoice')}
      </Button>
    );
  }

  const onInvoice = async () => {
    if (create.isPending || !(await confirm(t('confirm.really_want_to_invoice'), t('invoice.invoice_it')))) return;
    try {
      const { id } = await create.mutateAsync({ customerId, applicationId, part });
      await navigate(path('invoice-detail', { invoiceId: id }));
      addFlash({ message: 'message.invoice_created', severity: 'success' });
    } catch (error) {
      showErrorFlash(error);
    }
  };

  return (
    <>
      <Button
        variant="light"
        color="grape"
        size="xs"
        leftSection={<IconFileInvoice size={16} />}
        loading={create.isPending}
        disabled={disabled}
        onClick={() => void onInvoice()}
        aria-label={`${t('invoice.invoice_it')} (${partLabel})`}
      >
        {t('invoice.invoice_it')}
      </Button>
      {dialog}
    </>
  );
};
