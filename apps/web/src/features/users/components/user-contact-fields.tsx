import { Button, Grid, PasswordInput, TextInput } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NullableNumberInput } from '@/components/ui/form/nullable-number-input';
import { useFieldError } from '@/components/ui/form/use-field-error';
import type { UserFormApi } from './user-form-values';

const SAVED_PASSWORD_MASK = '••••••••';

type UserContactFieldsProps = {
  form: UserFormApi;
  /** The server holds an SMTP password (it is never sent back). */
  hasEmailPassword: boolean;
  isEmailPasswordCleared: boolean;
  onEmailPasswordClearedChange: (isCleared: boolean) => void;
};

/** E-mail, phone and the SMTP account offers are sent from; the SMTP password is write-only. */
export const UserContactFields = (props: UserContactFieldsProps) => {
  const { form, hasEmailPassword, isEmailPasswordCleared } = props;
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const isPasswordKept = hasEmailPassword && !isEmailPasswordCleared;
  const passwordHint = isEmailPasswordCleared
    ? t('user.emailPassword_cleared')
    : t(hasEmailPassword ? 'user.emailPassword_saved' : 'user.emailPassword_none');

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('user.email')}
          type="email"
          {...form.register('email')}
          error={fieldError(errors.email)}
          maxLength={100}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('user.phone')}
          {...form.register('phone')}
          error={fieldError(errors.phone)}
          maxLength={30}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          label={t('user.emailSMTP')}
          {...form.register('emailSMTP')}
          error={fieldError(errors.emailSMTP)}
          maxLength={200}
          placeholder="smtp.example.cz"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 2 }}>
        <Controller
          control={form.control}
          name="emailPort"
          render={({ field, fieldState }) => (
            <NullableNumberInput
              label={t('user.emailPort')}
              {...field}
              error={fieldError(fieldState.error)}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=""
              placeholder="587"
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <PasswordInput
          label={t('user.emailPassword')}
          description={passwordHint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.register('emailPassword')}
          error={fieldError(errors.emailPassword)}
          placeholder={isPasswordKept ? SAVED_PASSWORD_MASK : undefined}
          autoComplete="new-password"
          maxLength={200}
        />
        {hasEmailPassword && (
          <Button
            variant="subtle"
            size="compact-xs"
            mt={4}
            color={isEmailPasswordCleared ? 'gray' : 'red'}
            leftSection={isEmailPasswordCleared ? <IconArrowBackUp size={14} /> : <IconTrash size={14} />}
            onClick={() => props.onEmailPasswordClearedChange(!isEmailPasswordCleared)}
          >
            {t(isEmailPasswordCleared ? 'user.emailPassword_keep' : 'user.emailPassword_clear')}
          </Button>
        )}
      </Grid.Col>
    </Grid>
  );
};
