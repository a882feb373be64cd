import type { Ekokom } from '@bo/contract/settings/schemas';
import { ActionIcon, Button, Group, Input, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type Control, Controller, type UseFormClearErrors, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/ui/form/number-field';
import { useFieldError } from '@/components/ui/form/use-field-error';
import type { ProductFormValues } from './product-form-values';

/** A new row has its material picked and its weight left for the user to enter. */
type EkokomRow = NonNullable<ProductFormValues['ekokoms']>[number];

type ProductEkokomsFieldProps = {
  control: Control<ProductFormValues>;
  clearErrors: UseFormClearErrors<ProductFormValues>;
  ekokoms: readonly Ekokom[];
  /** The error of the list as a whole (e.g. a material twice). */
  listError: { message?: string } | undefined;
};

/** The product's packaging materials (DESIGN §4 Ekokom): a material and its kg per unit, rows added and removed. */
export const ProductEkokomsField = ({ control, clearErrors, ekokoms, listError }: ProductEkokomsFieldProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { fields, append, remove } = useFieldArray({ control, name: 'ekokoms' });
  const rows = useWatch({ control, name: 'ekokoms' }) ?? [];
  const options = ekokoms.map((material) => ({ value: String(material.id), label: material.name }));
  const usedIds = new Set(rows.map((row) => row?.ekokomId));
  const nextMaterial = ekokoms.find((material) => !usedIds.has(material.id));

  return (
    <Input.Wrapper label={t('product.ekokoms')} error={fieldError(listError)}>
      <Stack gap="xs" mt={6}>
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('product.ekokoms_none')}
          </Text>
        )}
        {fields.map((item, index) => (
          <Group key={item.id} gap="sm" align="flex-start" wrap="nowrap">
            <Controller
              control={control}
              name={`ekokoms.${index}.ekokomId`}
              render={({ field, fieldState }) => (
                <Select
                  aria-label={`${t('product.ekokom')} ${index + 1}`}
                  label={t('product.ekokom')}
                  placeholder={t('product.ekokom')}
                  data={options.filter(
                    (option) => option.value === String(field.value) || !usedIds.has(Number(option.value)),
                  )}
                  value={field.value === undefined ? null : String(field.value)}
                  onChange={(value) => {
                    clearErrors('ekokoms');
                    field.onChange(value === null ? undefined : Number(value));
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(fieldState.error)}
                  allowDeselect={false}
                  searchable
                  flex={1}
                />
              )}
            />
            <NumberField
              control={control}
              name={`ekokoms.${index}.weight`}
              aria-label={`${t('product.weight')} ${index + 1}`}
              label={t('product.weight_per_unit')}
              decimalScale={3}
              rightSection="kg"
              w={200}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              mt={25}
              aria-label={`${t('product.remove_ekokom')} ${index + 1}`}
              onClick={() => {
                clearErrors('ekokoms');
                remove(index);
              }}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={!nextMaterial}
            onClick={() => nextMaterial && append({ ekokomId: nextMaterial.id } as EkokomRow)}
          >
            {t('product.add_ekokom')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
};
