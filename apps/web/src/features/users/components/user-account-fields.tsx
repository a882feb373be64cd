import { countryCodes } from '@bo/contract/reference/schemas';
import { Grid, MultiSelect, PasswordInput, Switch, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { useLoadingFlash } from '@/hooks/use-loading-flash';
import { useRoles } from '../api/get-roles';
import type { UserFormApi } from './user-form-values';

type UserAccountFieldsProps = { form: UserFormApi; isNew: boolean };

/** Name, login and password, roles and countries in their order (the first is the main one), access limits. */
export const UserAccountFields = ({ form, isNew }: UserAccountFieldsProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { errors } = form.formState;
  const roles = useRoles();
  useLoadingFlash(roles.isPending, 'message.loading_roles', 'userSetting');
  const roleOptions = (roles.data?.roles ?? []).map((role) => ({ value: role.name, label: t(`role.${role.name}`) }));
  const countryOptions = countryCodes.map((code) => ({ value: code, label: t(`country.${code}`) }));

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('user.name')}
          {...form.register('name')}
          error={fieldError(errors.name)}
          maxLength={100}
          withAsterisk
          data-autofocus
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('user.surname')}
          {...form.register('surname')}
          error={fieldError(errors.surname)}
          maxLength={100}
          withAsterisk
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('user.login')}
          {...form.register('login')}
          error={fieldError(errors.login)}
          maxLength={100}
          autoComplete="off"
          withAsterisk
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <PasswordInput
          label={t('user.password')}
          description={t(isNew ? 'user.password_hint_new' : 'user.password_hint_keep')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.register('password')}
          error={fieldError(errors.password)}
          maxLength={128}
          autoComplete="new-password"
          withAsterisk={isNew}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Switch
              mt={{ base: 0, sm: 32 }}
              label={t('user.isActive')}
              name={field.name}
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.isActive)}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <OrderedMultiSelect form={form} name="roles" data={roleOptions} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <OrderedMultiSelect form={form} name="countryCodes" data={countryOptions} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('user.ipLock')}
          description={t('user.ipLock_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.register('ipLock')}
          error={fieldError(errors.ipLock)}
          maxLength={200}
          placeholder="192.0.2.10"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={t('user.start')}
          description={t('user.start_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.register('start')}
          error={fieldError(errors.start)}
          maxLength={100}
        />
      </Grid.Col>
    </Grid>
  );
};

/** Roles and countries: several values whose order matters (the first is the primary one). */
const OrderedMultiSelect = ({
  form,
  name,
  data,
}: {
  form: UserFormApi;
  name: 'roles' | 'countryCodes';
  data: { value: string; label: string }[];
}) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          label={t(`user.${name}`)}
          description={t(`user.${name}_hint`)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data={data}
          name={field.name}
          value={field.value ?? []}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(fieldState.error)}
          withAsterisk
          hidePickedOptions
          searchable
        />
      )}
    />
  );
};
