import { userProfitsBodySchema } from '@bo/contract/users/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Table, Text } from '@mantine/core';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NullableNumberInput } from '@/components/ui/form/nullable-number-input';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { FormModal } from '@/components/ui/form-modal';
import { useFormatMoney } from '@/components/ui/money';
import { isApiError } from '@/lib/api-error';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { validationMessages } from '@/lib/form-validation';
import { useCurrency } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { rowFieldOf, saveVersioned, withRowVersions } from '@/lib/stale-version';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';
import { type UserProfit, userProfitsQueryOptions } from '../api/get-user-profits';
import { useUpdateUserProfits } from '../api/update-user-profits';

const SCOPE = 'userSetting';
const commissionFields = [
  { name: 'repeaterPercent', isPercent: true },
  { name: 'repeaterPrice', isPercent: false },
  { name: 'newPercent', isPercent: true },
  { name: 'newPrice', isPercent: false },
] as const;

type ProfitValues = z.input<typeof userProfitsBodySchema>;
const ROW_FIELD = /^\d+\.(repeaterPercent|repeaterPrice|newPercent|newPrice)$/;

const toValues = (profits: readonly UserProfit[]): ProfitValues => ({
  userProfits: profits.map(({ productId, repeaterPercent, repeaterPrice, newPercent, newPrice, lockVersion }) => ({
    productId,
    repeaterPercent,
    repeaterPrice,
    newPercent,
    newPrice,
    lockVersion,
  })),
});

/** The typed rows with one row as stored now (a stale save's `current`, decision 041). */
const withStoredRow = (typed: ProfitValues, current: UserProfit): ProfitValues => ({
  userProfits: typed.userProfits.map((row) =>
    row.productId === current.productId ? (toValues([current]).userProfits[0] ?? row) : row,
  ),
});

type UserProfitFormProps = {
  country: string;
  userId: number;
  userName: string;
  profits: readonly UserProfit[];
  onClose: () => void;
};

/** The user's commission per product: percent 0–100 or an amount ≥ 0, for repeat and new customers. */
export const UserProfitForm = ({ country, userId, userName, profits, onClose }: UserProfitFormProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const formatMoney = useFormatMoney();
  const currency = useCurrency();
  const isSaving = useIsSaving();
  const update = useUpdateUserProfits(country, userId);
  const form = useForm({
    resolver: zodResolver(userProfitsBodySchema, validationMessages),
    defaultValues: toValues(profits),
  });
  useUnsavedChangesGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit((values) =>
    runSave(async () => {
      try {
        // Each stored commission is versioned: a row saved by someone else meanwhile asks first.
        const saved = await saveVersioned({
          values,
          save: (sent) => update.mutateAsync({ userId, ...sent }),
          toValues: (current: UserProfit) => withStoredRow(values, current),
          withVersionOf: (typed, current) => ({ userProfits: withRowVersions(typed.userProfits, current.userProfits) }),
          labelOf: (path) => {
            const { index, field } = rowFieldOf(path);
            return t('user_profit.for_product', {
              label: t(`user_profit.${field}`),
              product: profits[index]?.productName ?? '',
            });
          },
          onReload: async () => {
            const fresh = await queryClient.fetchQuery({ ...userProfitsQueryOptions(country, userId), staleTime: 0 });
            form.reset(toValues(fresh.userProfits));
          },
        });
        if (!saved) return;
        form.reset(toValues(saved.result.userProfits));
        addFlash({ message: 'message.user_profits_updated', severity: 'success', scope: SCOPE });
      } catch (error) {
        // The server names a row's field by its index in userProfits ("0.newPrice").
        const rowFields = Object.entries(isApiError(error) ? error.fields : {}).filter(([field]) =>
          ROW_FIELD.test(field),
        );
        rowFields.forEach(([field, key], index) => {
          form.setError(
            `userProfits.${field}` as Path<ProfitValues>,
            { type: 'server', message: key },
            { shouldFocus: index === 0 },
          );
        });
        if (rowFields.length === 0) showErrorFlash(error, SCOPE);
      }
    }),
  );

  const labelOf = (name: (typeof commissionFields)[number]['name']) => t(`user_profit.${name}`);

  return (
    <FormModal
      title={t('user_profit.title', { name: userName })}
      onClose={onClose}
      onSubmit={onSubmit}
      scope={SCOPE}
      size={1100}
      isSaving={isSaving}
    >
      <Text size="sm" c="dimmed">
        {t('user_profit.hint')}
      </Text>
      <Table aria-label={t('user_profit.title', { name: userName })} verticalSpacing={6} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>{t('user_profit.productName')}</Table.Th>
            <Table.Th rowSpan={2} ta="right">
              {t('user_profit.productPrice')}
            </Table.Th>
            <Table.Th colSpan={2} ta="center">
              {t('user_profit.repeater')}
            </Table.Th>
            <Table.Th colSpan={2} ta="center">
              {t('user_profit.new')}
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {commissionFields.map((column) => (
              <Table.Th key={column.name} w={130} fz="xs" c="dimmed">
                {column.isPercent ? t('user_profit.percent') : t('user_profit.price', { currency })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {profits.map((profit, index) => (
            <Table.Tr key={profit.productId}>
              <Table.Td>{profit.productName}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(profit.productPrice)}
              </Table.Td>
              {commissionFields.map((column) => (
                <Table.Td key={column.name}>
                  <Controller
                    control={form.control}
                    name={`userProfits.${index}.${column.name}`}
                    render={({ field, fieldState }) => (
                      <NullableNumberInput
                        aria-label={t('user_profit.for_product', {
                          label: labelOf(column.name),
                          product: profit.productName,
                        })}
                        {...field}
                        error={fieldError(fieldState.error)}
                        decimalScale={2}
                        allowNegative={false}
                        size="xs"
                        data-autofocus={index === 0 && column.name === 'repeaterPercent' ? true : undefined}
                      />
                    )}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </FormModal>
  );
};
