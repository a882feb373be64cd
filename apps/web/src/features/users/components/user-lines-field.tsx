import { ActionIcon, Button, Group, Input, Radio, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FlashMessages } from '@/components/ui/flash/flash-messages';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { useInfoFlash } from '@/components/ui/use-info-flash';
import { useErrorFlash } from '@/hooks/use-error-flash';
import { useVoipLines, type VoipLine } from '../api/get-voip-lines';
import type { UserFormApi } from './user-form-values';

const lineLabel = (line: VoipLine) => `${line.name} (${line.callerId})`;

type UserLinesFieldProps = { form: UserFormApi; userId: number };

/**
 * The user's VoIP lines (rules §5): only lines nobody else holds are offered, one of them is the default.
 * With no line left to offer, the message no_available_line shows in scope userPhoneSetting.
 */
export const UserLinesField = ({ form, userId }: UserLinesFieldProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, setValue, clearErrors } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'userLines' });
  const rows = useWatch({ control, name: 'userLines' }) ?? [];
  const lines = useVoipLines(userId);
  useErrorFlash(lines.error);
  const available = lines.data?.voipLines ?? [];
  const chosenIds = new Set(rows.map((row) => row?.externalLineId));
  const remaining = available.filter((line) => !chosenIds.has(line.id));
  useInfoFlash(lines.isSuccess && remaining.length === 0, 'message.no_available_line', 'userPhoneSetting');
  const listError = form.formState.errors.userLines;

  const makeDefault = (index: number) => {
    clearErrors('userLines');
    rows.forEach((_, rowIndex) => {
      setValue(`userLines.${rowIndex}.isDefault`, rowIndex === index, { shouldDirty: true });
    });
  };

  const onRemove = (index: number) => {
    clearErrors('userLines');
    const wasDefault = rows[index]?.isDefault;
    remove(index);
    if (wasDefault && rows.length > 1) setValue('userLines.0.isDefault', true, { shouldDirty: true });
  };

  const onAdd = () => {
    const line = remaining[0];
    if (line) append({ externalLineId: line.id, isDefault: rows.length === 0 });
  };

  return (
    <Input.Wrapper error={fieldError(listError?.root ?? listError)}>
      <Stack gap="xs">
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('user_line.none')}
          </Text>
        )}
        {fields.map((item, index) => (
          <Group key={item.id} gap="md" align="center" wrap="nowrap">
            <Controller
              control={control}
              name={`userLines.${index}.externalLineId`}
              render={({ field, fieldState }) => (
                <Select
                  aria-label={`${t('user_line.line')} ${index + 1}`}
                  data={available
                    .filter((line) => line.id === field.value || !chosenIds.has(line.id))
                    .map((line) => ({ value: String(line.id), label: lineLabel(line) }))}
                  value={field.value === undefined ? null : String(field.value)}
                  onChange={(value) => {
                    clearErrors('userLines');
                    field.onChange(value === null ? undefined : Number(value));
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(fieldState.error)}
                  allowDeselect={false}
                  w={440}
                />
              )}
            />
            <Radio
              label={t('user_line.isDefault')}
              aria-label={`${t('user_line.isDefault')} ${index + 1}`}
              checked={rows[index]?.isDefault ?? false}
              onChange={() => makeDefault(index)}
              name="userLines-default"
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              aria-label={`${t('user_line.remove')} ${index + 1}`}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <FlashMessages scope="userPhoneSetting" />
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={onAdd}
            disabled={remaining.length === 0}
          >
            {t('user_line.add')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
};
