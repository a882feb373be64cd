import { type Gps, gpsInputSchema } from '@bo/contract/customers/gps-schemas';
import { lockVersionField } from '@bo/contract/records/lock-version';
import { zodResolver } from '@hookform/resolvers/zod';
import { Table, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { runAction } from '@/components/ui/form/save-form';
import { InlineEditRow, useInlineEditForm } from '@/components/ui/inline-edit-row';
import { validationMessages } from '@/lib/form-validation';
import { useCreateGps } from '../../api/create-gps';
import { useDeleteGps } from '../../api/delete-gps';
import { useUpdateGps } from '../../api/update-gps';
import { FormTextField } from './form-fields';

const fieldNames = ['title', 'coordinates'] as const;
/** A saved point carries the lockVersion it was loaded with (DESIGN §4). */
const gpsFormSchema = gpsInputSchema.extend({ lockVersion: lockVersionField.optional() });

type GpsRowProps = { country: string; customerId: number; gps?: Gps; onDone: () => void };

/** One GPS point edited in place; without `gps` it is the new point. Enter saves, Escape cancels. */
export const GpsRow = ({ country, customerId, gps, onDone }: GpsRowProps) => {
  const { t } = useTranslation();
  const create = useCreateGps(country);
  const update = useUpdateGps(country);
  const remove = useDeleteGps(country);
  const form = useForm<z.input<typeof gpsFormSchema>, unknown, z.output<typeof gpsFormSchema>>({
    resolver: zodResolver(gpsFormSchema, validationMessages),
    defaultValues: { title: gps?.title ?? '', coordinates: gps?.coordinates ?? '', lockVersion: gps?.lockVersion },
  });
  const rowLabel = gps ? gps.title || gps.coordinates : t('settings.new_row');

  const row = useInlineEditForm({
    form,
    isNew: !gps,
    onDone,
    fieldNames,
    save: ({ title = '', ...sent }) =>
      gps
        ? update.mutateAsync({ customerId, gpsId: gps.id, gps: { title, ...sent } })
        : create.mutateAsync({ customerId, gps: { title, ...sent } }),
    successMessage: 'message.customer_gps_saved',
    versioned: gps && {
      toValues: ({ title, coordinates, lockVersion }: Gps) => ({ title, coordinates, lockVersion }),
      labelOf: (path) => t(`gps.${path}`),
    },
  });

  const onDelete = () =>
    gps &&
    runAction({
      run: () => remove.mutateAsync({ customerId, gpsId: gps.id }),
      successMessage: 'message.customer_gps_saved',
    });

  return (
    <InlineEditRow
      {...row}
      rowLabel={rowLabel}
      onDelete={onDelete}
      deleteQuestion={t('confirm.really_delete_gps', { title: rowLabel })}
    >
      {row.isEditing ? (
        <>
          <Table.Td>
            <FormTextField
              control={form.control}
              name="title"
              label=""
              aria-label={t('gps.title')}
              autoFocus
              size="sm"
            />
          </Table.Td>
          <Table.Td colSpan={2}>
            <FormTextField
              control={form.control}
              name="coordinates"
              label=""
              aria-label={t('gps.coordinates')}
              placeholder={t('gps.coordinates_placeholder')}
              size="sm"
            />
          </Table.Td>
        </>
      ) : (
        <>
          <Table.Td fw={500}>
            {gps?.title || (
              <Text c="dimmed" span size="sm">
                –
              </Text>
            )}
          </Table.Td>
          <Table.Td>{gps?.coordinates}</Table.Td>
          <Table.Td c="dimmed" fz="xs" style={{ whiteSpace: 'nowrap' }}>
            {gps && `${gps.latitude.toFixed(5)}, ${gps.longitude.toFixed(5)}`}
          </Table.Td>
        </>
      )}
    </InlineEditRow>
  );
};
