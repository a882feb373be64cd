import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useConfiguration } from '@/features/configuration/api/get-configuration';
import { useBillingInfo } from '@/features/customers/api/get-billing-info';
import { useProducts } from '@/features/products/api/get-products';
import { useUnits } from '@/features/products/api/get-units';
import { useTaxes } from '@/features/taxes/api/get-taxes';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useInvoice } from '../../api/get-invoice';
import { usePaymentTypes } from '../../api/get-payment-types';
import { CreditNotesPanel } from '../credit-notes/credit-notes-panel';
import { InvoiceEInvoice } from './invoice-e-invoice';
import { InvoiceForm } from './invoice-form';
import { InvoicePayments } from './invoice-payments';
import { InvoiceReminders } from './invoice-reminders';

type InvoiceDetailProps = {
  country: string;
  /** undefined: a new invoice. */
  invoiceId: number | undefined;
  prefill: { customerId: number | null; applicationId: number | null };
  /** Last: the saved invoice's history panel, composed by the route. */
  history?: ReactNode;
};

/** overview §2.9: loads the invoice with its items and the lists its form offers. */
export const InvoiceDetail = ({ country, invoiceId, prefill, history }: InvoiceDetailProps) => {
  const { t } = useTranslation();
  const invoice = useInvoice(country, invoiceId);
  const billingInfo = useBillingInfo(country);
  const configuration = useConfiguration(country);
  const paymentTypes = usePaymentTypes();
  const products = useProducts(country);
  const taxes = useTaxes(country);
  const units = useUnits();
  useLoadingFlash(invoice.isPending && invoiceId !== undefined, 'message.loading_invoice_detail');
  useErrorFlash(invoice.error);
  useErrorFlash(billingInfo.error);
  useErrorFlash(taxes.error);
  const isReady =
    (invoiceId === undefined || invoice.data !== undefined) &&
    billingInfo.data !== undefined &&
    taxes.data !== undefined &&
    configuration.data !== undefined &&
    // the form's native selects take their values once their options exist
    units.data !== undefined &&
    paymentTypes.data !== undefined;
  const title = invoice.data
    ? t(invoice.data.invoice.documentType === 'credit_note' ? 'credit_note.title' : 'invoice.title', {
        number: invoice.data.invoice.number,
      })
    : invoiceId === undefined
      ? t('invoice.new_title')
      : t('route.invoice-detail');

  return (
    <>
      <PageHeader title={title} />
      {isReady && (
        <Stack gap="md">
          <InvoiceForm
            key={`${invoiceId ?? 'new'}-${invoice.data?.invoice.lock ?? ''}`}
            country={country}
            saved={invoice.data}
            billingInfo={billingInfo.data?.billingInfoList ?? []}
            paymentTypes={paymentTypes.data?.paymentTypes ?? []}
            products={(products.data?.products ?? []).filter((product) => product.display)}
            taxes={taxes.data?.taxes ?? []}
            units={units.data?.units ?? []}
            maturityOverdueDays={configuration.data?.configuration.maturityOverdueDays ?? 14}
            showInspections={configuration.data?.configuration.enableInspection === true}
            prefill={prefill}
          />
          {invoiceId !== undefined && <InvoicePayments country={country} invoiceId={invoiceId} />}
          {invoiceId !== undefined && <InvoiceReminders country={country} invoiceId={invoiceId} />}
          {invoiceId !== undefined && invoice.data && (
            <InvoiceEInvoice country={country} invoiceId={invoiceId} number={invoice.data.invoice.number} />
          )}
          {invoice.data && (
            <CreditNotesPanel
              country={country}
              invoice={invoice.data.invoice}
              items={invoice.data.items}
              isSupplierVatPayer={
                billingInfo.data?.billingInfoList.find((row) => row.id === invoice.data?.invoice.billingInfoId)
                  ?.vatPayer ?? true
              }
            />
          )}
          {history}
        </Stack>
      )}
    </>
  );
};
