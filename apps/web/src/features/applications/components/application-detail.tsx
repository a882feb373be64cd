import { applicationDisabledFields, applicationEditableFields } from '@bo/contract/applications/disabled-fields';
import type { CustomerApplication } from '@bo/contract/applications/schemas';
import { accessFor, decideAccess } from '@bo/contract/auth/permissions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconLock, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useRoutePath } from '@/hooks/use-route-path';
import { useUser } from '@/lib/auth-store';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors, validationMessages } from '@/lib/form-validation';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';
import { applicationQueryKey, applicationQueryOptions } from '../api/get-applications';
import { useCreateApplication, useDeleteApplication, useUpdateApplication } from '../api/save-application';
import { ApplicationCarts, type ApplicationCatalogue } from './application-carts';
import {
  ApplicationCheckbox,
  ApplicationDateField,
  ApplicationNote,
  ApplicationUserSelect,
  type UserOption,
} from './application-fields';
import {
  type ApplicationFormOutput,
  type ApplicationFormValues,
  applicationFieldNames,
  applicationFormDefaults,
  applicationFormSchema,
  createBodyOf,
} from './application-form-values';
import { type ApplicationCreatedState, ApplicationStatusBadge } from './application-menu';
import { InspectionsBlock } from './inspections-block';

/** What the tab needs from elsewhere: the users of the selects, the inspection flag and note, the catalogue. */
export type ApplicationContext = {
  users: {
    operators: UserOption[];
    drivers: UserOption[];
    creators: UserOption[];
    all: UserOption[];
    names: ReadonlyMap<number, string>;
  };
  isInspectionEnabled: boolean;
  defaultInspectionNote: string;
  catalogue: ApplicationCatalogue | undefined;
};

type Props = {
  country: string;
  customerId: number;
  /** undefined: a new application */
  application: CustomerApplication | undefined;
  /** the customer's delivery company: a new inspection's company */
  company: string;
  context: ApplicationContext;
  /** Last, once the application is saved: its history panel. */
  history?: ReactNode;
};

/**
 * overview §2.6 one application: dates, people, flags and notes (fields in disabledFields disabled),
 * save and delete; a saved one also has its two carts and its inspections.
 */
export const ApplicationDetail = ({ country, customerId, application, company, context, history }: Props) => {
  const { t } = useTranslation();
  const user = useUser();
  const path = useRoutePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const headingId = useId();
  const isSaving = useIsSaving();
  const { confirm, dialog } = useConfirm();
  const create = useCreateApplication(country, customerId);
  const update = useUpdateApplication(country, customerId);
  const remove = useDeleteApplication(country, customerId);
  const form = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    resolver: zodResolver(applicationFormSchema, validationMessages),
    defaultValues: applicationFormDefaults(application),
  });
  const forgetChanges = useUnsavedChangesGuard(form.formState.isDirty);
  // A change made elsewhere (the calendar sets the real date) shows here unless the user is editing.
  const storedVersion = application?.lockVersion;
  useEffect(() => {
    if (application && storedVersion !== form.getValues('lockVersion') && !form.formState.isDirty) {
      form.reset(applicationFormDefaults(application));
    }
  }, [storedVersion, application, form]);

  // a new application: what the server would disable for the caller's roles (decision 065)
  const disabled = application?.disabledFields ?? applicationDisabledFields(user.roles, false);
  const canSave = applicationEditableFields.some((field) => !disabled[field]);
  const isAllowed = (method: string, url: string) => decideAccess(accessFor(method, url), user) === 'allow';
  const canDelete = application !== undefined && isAllowed('DELETE', '/v1/customers/:id/applications/:appId');
  const canDownload = isAllowed('POST', '/v1/customers/:id/applications/:appId/order-file');
  const isInvoiced = (application?.invoicedParts.length ?? 0) > 0;
  const { users } = context;

  const onSubmit = form.handleSubmit(async (values) => {
    const createdId = await runSave(async () => {
      try {
        if (!application) {
          return (await create.mutateAsync({ customerId, customerApplication: createBodyOf(values) })).id;
        }
        const saved = await saveVersioned({
          values,
          save: (sent) =>
            update.mutateAsync({
              customerId,
              applicationId: application.id,
              customerApplication: { ...sent, lockVersion: sent.lockVersion ?? 0 },
            }),
          toValues: (current: CustomerApplication) => applicationFormDefaults(current) as ApplicationFormOutput,
          labelOf: (field) => t(`application.field.${field}`, { defaultValue: field }),
          onReload: (current) => form.reset(current),
        });
        if (!saved) return undefined;
        queryClient.setQueryData(applicationQueryOptions(country, customerId, application.id).queryKey, {
          customerApplication: saved.result.customerApplication,
        });
        form.reset(applicationFormDefaults(saved.result.customerApplication));
        addFlash({ message: 'message.application_saved', severity: 'success' });
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, applicationFieldNames)) showErrorFlash(error);
      }
      return undefined;
    });
    if (createdId === undefined) return;
    forgetChanges();
    const state: ApplicationCreatedState = { isApplicationCreated: true };
    await navigate(path('customer-application-detail', { customerId, applicationId: createdId }), {
      replace: true,
      state,
    });
    addFlash({ message: 'message.application_saved', severity: 'success' });
  });

  const onDelete = async () => {
    if (!application || !(await confirm(t('confirm.really_delete_application')))) return;
    const isDeleted = await runSave(async () => {
      try {
        await remove.mutateAsync({ customerId, applicationId: application.id });
        return true;
      } catch (error) {
        // an invoiced application answers 409 with its message (shown by the API client)
        showErrorFlash(error);
        return false;
      }
    });
    if (!isDeleted) return;
    forgetChanges();
    await navigate(path('customer-application-detail', { customerId, applicationId: 'new' }));
    // only once nothing shows it any more: a removed query still on screen would be fetched again (404)
    queryClient.removeQueries({ queryKey: applicationQueryKey(country, customerId, application.id), type: 'inactive' });
    addFlash({ message: 'message.application_deleted', severity: 'success' });
  };

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Title order={2} size="h4" id={headingId}>
                {application ? t('application.form') : t('application.new')}
              </Title>
              {application && (
                <Group gap="md">
                  <ApplicationStatusBadge status={application.status} />
                  {application.deliveryNoteNumber !== null && (
                    <Text size="sm" data-testid="delivery-note-number">
                      {t('application.delivery_note_number')}: <strong>{application.deliveryNoteNumber}</strong>
                    </Text>
                  )}
                </Group>
              )}
            </Group>
            {isInvoiced && (
              <Alert color="blue" variant="light" icon={<IconLock size={18} aria-hidden />}>
                {t('application.invoiced_note')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <ApplicationDateField form={form} name="applicationDate" disabled={disabled} />
              <ApplicationDateField form={form} name="applicationRealDate" disabled={disabled} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              <ApplicationUserSelect
                form={form}
                name="operatorId"
                disabled={disabled}
                options={users.operators}
                names={users.names}
              />
              <ApplicationUserSelect
                form={form}
                name="userId"
                disabled={disabled}
                options={users.creators}
                names={users.names}
              />
              <ApplicationUserSelect
                form={form}
                name="driverId"
                disabled={disabled}
                options={users.drivers}
                names={users.names}
              />
              <ApplicationUserSelect
                form={form}
                name="engineerId"
                disabled={disabled}
                options={users.all}
                names={users.names}
              />
              <ApplicationUserSelect
                form={form}
                name="acceptorId"
                disabled={disabled}
                options={users.all}
                names={users.names}
              />
            </SimpleGrid>
            <Group gap="xl">
              <ApplicationCheckbox form={form} name="isNew" disabled={disabled} />
              <ApplicationCheckbox form={form} name="driverOrder" disabled={disabled} />
            </Group>
            <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="sm">
              <ApplicationNote form={form} name="operatorNote" disabled={disabled} />
              <ApplicationNote form={form} name="engineerNote" disabled={disabled} />
              <ApplicationNote form={form} name="applicationNote" disabled={disabled} />
            </SimpleGrid>
            {(canSave || canDelete) && (
              <Group justify="space-between" gap="sm">
                <div>
                  {canDelete && (
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => void onDelete()}
                    >
                      {t('application.delete')}
                    </Button>
                  )}
                </div>
                {canSave && (
                  <Button type="submit" loading={isSaving} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
                    {t('app.save')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Paper>
      </form>
      {application ? (
        <>
          {context.catalogue && (
            <ApplicationCarts
              country={country}
              customerId={customerId}
              application={application}
              catalogue={context.catalogue}
              canDownload={canDownload}
            />
          )}
          {context.isInspectionEnabled && (
            <InspectionsBlock
              country={country}
              customerId={customerId}
              applicationId={application.id}
              defaults={{ company: application.company || company, note: context.defaultInspectionNote }}
            />
          )}
          {history}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('application.save_first')}
        </Text>
      )}
      {dialog}
    </Stack>
  );
};
