import { type ApplicationPart, applicationParts } from '@bo/contract/applications/disabled-fields';
import type { ApplicationCart, CustomerApplication } from '@bo/contract/applications/schemas';
import type { CartLine, TaxRates } from '@bo/contract/cart/cart';
import { Alert, Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconDeviceFloppy, IconFileDownload, IconLock } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartEditor } from '@/components/cart/cart-editor';
import type { CatalogueProduct } from '@/components/cart/cart-product-list';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { isApiError } from '@/lib/api-error';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { saveBlob } from '@/lib/save-blob';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';
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
  const isSaving = useIsSaving();
  const onDownload = () =>
    runSave(async () => {
      try {
        const blob = await downloadApplicationDocument({
          customerId,
          applicationId,
          document,
          isPrivate: part === 'private',
        });
        saveBlob(blob, `${document === 'order-file' ? 'order' : 'delivery-note'}-${applicationId}-${part}.pdf`);
      } catch (error) {
        showErrorFlash(error);
      }
    });
  return (
    <Button
      variant="light"
      loading={isSaving}
      leftSection={<IconFileDownload size={16} aria-hidden />}
      onClick={() => void onDownload()}
    >
      {t(document === 'order-file' ? 'application.order_pdf' : 'application.delivery_pdf')}
    </Button>
  );
};

/**
 * overview §2.6 the application's two carts (company, private) as tabs with their item counts, each the
 * one cart editor; both saved at once (POST …/products). An invoiced part is read only (rules §5).
 */
export const ApplicationCarts = ({ country, customerId, application, catalogue, canDownload }: Props) => {
  const { t } = useTranslation();
  const headingId = useId();
  const isSaving = useIsSaving();
  const cart = useApplicationCart(country, customerId, application.id);
  useErrorFlash(cart.error);
  const save = useSaveApplicationCart(country, customerId, application.id);
  const [carts, setCarts] = useState<Carts>({ company: [], private: [] });
  const [isDirty, setIsDirty] = useState(false);
  const [tab, setTab] = useState<string | null>('company');
  useEffect(() => {
    if (!cart.data) return;
    setCarts({ company: cart.data.company, private: cart.data.private });
    setIsDirty(false);
  }, [cart.data]);
  useUnsavedChangesGuard(isDirty);

  const disabled = cart.data?.disabledFields ?? {};
  const openParts = applicationParts.filter((part) => !disabled[part]);

  const onChange = (part: ApplicationPart, lines: CartLine[]) => {
    setCarts((current) => ({ ...current, [part]: lines }));
    setIsDirty(true);
  };

  const onSave = () =>
    runSave(async () => {
      try {
        const saved = await saveVersioned({
          values: { ...carts, lockVersion: cart.data?.lockVersion ?? 0 },
          save: (sent) =>
            save.mutateAsync({
              customerId,
              applicationId: application.id,
              body: {
                ...Object.fromEntries(openParts.map((part) => [part, linesOf(sent[part])])),
                lockVersion: sent.lockVersion,
              },
            }),
          toValues: (current: ApplicationCart) => ({
            company: current.company,
            private: current.private,
            lockVersion: current.lockVersion,
          }),
          labelOf: (path) =>
            path.startsWith('private') ? t('application.cart_private') : t('application.cart_company'),
          onReload: (current) => {
            setCarts({ company: current.company, private: current.private });
            setIsDirty(false);
          },
        });
        if (!saved) return;
        addFlash({ message: 'message.application_products_updated', severity: 'success' });
      } catch (error) {
        // the server's answer carries 'application products update error' with its reason
        if (!isApiError(error) || error.flashMessages.length === 0) {
          addFlash({ message: 'message.application_products_update_error', severity: 'error' });
        }
      }
    });

  if (!cart.data) return null;
  const invoiceOf = (part: ApplicationPart) => application.invoices.find((invoice) => invoice.part === part);
  const invoiceNumberOf = (part: ApplicationPart) => invoiceOf(part)?.number ?? '';
  /** issue 11: a delivered part with saved products is invoiced from here; an invoiced one links its invoice */
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
                  onChange={(lines) => onChange(part, lines)}
                  products={catalogue.products}
                  taxes={catalogue.taxes}
                  isReadOnly={disabled[part] === true}
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
            <Button
              loading={isSaving}
              disabled={!isDirty}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={() => void onSave()}
            >
              {t('application.save_cart')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
