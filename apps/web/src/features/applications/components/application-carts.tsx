import { type ApplicationPart, applicationParts } from '@bo/contract/applications/disabled-fields';
import type { ApplicationCart, CustomerApplication } from '@bo/contract/applications/schemas';
import type { CartLine, TaxRates } from '@bo/contract/cart/cart';
import { Alert, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconFileDownload, IconLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartEditor } from '@/components/cart/cart-editor';
import type { CatalogueProduct } from '@/components/cart/cart-product-list';
import { CartSaveButton, useCartSave } from '@/components/cart/cart-save';
import { DownloadButton } from '@/components/ui/download-button';
import { useErrorFlash } from '@/hooks/use-error-flash';
import {
  type ApplicationDocument,
  downloadApplicationDocument,
  useApplicationCart,
  useSaveApplicationCart,
} from '../api/application-cart';
import { InvoicePartButton } from './invoice-part-button';

export type ApplicationCatalogue = { products: readonly CatalogueProduct[]; taxes: TaxRates };

type Carts = Record<ApplicationPart, CartLine[]>;

type Props = {
  country: string;
  customerId: number;
  application: CustomerApplication;
  catalogue: ApplicationCatalogue;
  /** rules §6: order and delivery-note links for administrators and drivers */
  canDownload: boolean;
};

const linesOf = (lines: CartLine[]) =>
  lines.map((line, position) => ({ productId: line.productId, amount: line.amount, sale: line.sale, position }));

/** The order or delivery-note PDF of one cart part, saved as a file. */
const DocumentButton = ({
  customerId,
  applicationId,
  part,
  document,
}: {
  customerId: number;
  applicationId: number;
  part: ApplicationPart;
  document: ApplicationDocument;
}) => {
  const { t } = useTranslation();
  return (
    <DownloadButton
      download={() =>
        downloadApplicationDocument({ customerId, applicationId, document, isPrivate: part === 'private' })
      }
      fileName={`${document === 'order-file' ? 'order' : 'delivery-note'}-${applicationId}-${part}.pdf`}
      icon={<IconFileDownload size={16} aria-hidden />}
    >
      {t(document === 'order-file' ? 'application.order_pdf' : 'application.delivery_pdf')}
    </DownloadButton>
  );
};

const cartsOf = (cart: ApplicationCart): Carts => ({ company: cart.company, private: cart.private });

/**
 * overview §2.6 the application's two carts (company, private) as tabs with their item counts, each the
 * one cart editor; both saved at once (POST …/products). An invoiced part is read only (rules §5).
 */
export const ApplicationCarts = ({ country, customerId, application, catalogue, canDownload }: Props) => {
  const { t } = useTranslation();
  const headingId = useId();
  const cart = useApplicationCart(country, customerId, application.id);
  useErrorFlash(cart.error);
  const save = useSaveApplicationCart(country, customerId, application.id);
  const [tab, setTab] = useState<string | null>('company');

  const disabled = cart.data?.disabledFields ?? {};
  const openParts = applicationParts.filter((part) => !disabled[part]);

  const edited = useCartSave({
    stored: cart.data,
    empty: { company: [], private: [] },
    linesOf: cartsOf,
    send: (sent) =>
      save.mutateAsync({
        customerId,
        applicationId: application.id,
        body: {
          ...Object.fromEntries(openParts.map((part) => [part, linesOf(sent[part])])),
          lockVersion: sent.lockVersion,
        },
      }),
    labelOf: (path) => (path.startsWith('private') ? t('application.cart_private') : t('application.cart_company')),
    successMessage: 'message.application_products_updated',
    // the server's answer carries 'application products update error' with its reason
    errorMessage: 'message.application_products_update_error',
  });
  const carts = edited.lines;
  const isDirty = edited.isDirty;

  if (!cart.data) return null;
  const invoiceOf = (part: ApplicationPart) => application.invoices.find((invoice) => invoice.part === part);
  const invoiceNumberOf = (part: ApplicationPart) => invoiceOf(part)?.number ?? '';
  /** A delivered part with saved products is invoiced from here; an invoiced one links its invoice */
  const canInvoice = (part: ApplicationPart) =>
    invoiceOf(part) !== undefined || (application.applicationRealDate !== null && (cart.data?.[part].length ?? 0) > 0);

  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('application.carts')}
        </Title>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            {applicationParts.map((part) => (
              <Tabs.Tab
                key={part}
                value={part}
                leftSection={disabled[part] ? <IconLock size={14} aria-hidden /> : undefined}
              >
                {t(`application.part_${part}`)} ({carts[part].length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {applicationParts.map((part) => (
            <Tabs.Panel key={part} value={part} pt="sm">
              <Stack gap="sm">
                {disabled[part] && (
                  <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden />}>
                    {t('application.invoiced_part', { number: invoiceNumberOf(part) })}
                  </Alert>
                )}
                <CartEditor
                  title={t(`application.cart_${part}`)}
                  lines={carts[part]}
                  onChange={(lines) => edited.change((current) => ({ ...current, [part]: lines }))}
                  products={catalogue.products}
                  taxes={catalogue.taxes}
                  isReadOnly={disabled[part] === true}
                  isVatPayer={cart.data?.isSupplierVatPayer ?? true}
                  actions={
                    (canDownload || canInvoice(part)) && (
                      <Group gap="sm">
                        {canDownload && (
                          <>
                            <DocumentButton
                              customerId={customerId}
                              applicationId={application.id}
                              part={part}
                              document="order-file"
                            />
                            <DocumentButton
                              customerId={customerId}
                              applicationId={application.id}
                              part={part}
                              document="delivery-file"
                            />
                          </>
                        )}
                        {canInvoice(part) && (
                          <InvoicePartButton
                            customerId={customerId}
                            applicationId={application.id}
                            part={part}
                            invoiceId={invoiceOf(part)?.id ?? null}
                            disabled={isDirty}
                          />
                        )}
                      </Group>
                    )
                  }
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        {openParts.length > 0 && (
          <Group justify="flex-end">
            <CartSaveButton isDirty={isDirty} onSave={() => void edited.save()} label={t('application.save_cart')} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
