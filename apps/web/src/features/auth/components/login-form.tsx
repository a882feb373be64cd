import type { LoginRequest } from '@bo/contract/auth/schemas';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { type FormEvent, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { isApiError } from '@/lib/api-error';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useLogin } from '../api/login';

const validation = lazyResolver(() => import('./login-validation').then((module) => module.loginResolver));

/** overview §2.3: username and password; the server's error message is shown on failure. */
export const LoginForm = () => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const login = useLogin();
  const form = useForm<LoginRequest>({
    resolver: validation.resolver,
    defaultValues: { username: '', password: '' },
  });
  useEffect(() => {
    validation.preload().catch(() => undefined);
  }, []);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => login.mutate(values));
  // A new attempt takes the last failure away, whether it reaches the server or stops at validation.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (login.isPending) {
      event.preventDefault();
      return;
    }
    login.reset();
    return submit(event);
  };
  const failure = login.error ? (isApiError(login.error) ? login.error.messageKey : 'error.internal') : undefined;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} py="xs">
            {t(failure)}
          </Alert>
        )}
        <TextInput
          label={t('login.username')}
          autoComplete="username"
          autoFocus
          leftSection={<IconUser size={16} />}
          error={fieldError(errors.username)}
          {...form.register('username')}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          error={fieldError(errors.password)}
          {...form.register('password')}
        />
        <Button type="submit" fullWidth mt="xs" loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
};
