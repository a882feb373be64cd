import type { UserDetail, UserInput } from '@bo/contract/users/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Divider } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/ui/form-modal';
import { FormSection } from '@/components/ui/form-section';
import { useListDetailModal } from '@/components/ui/use-list-detail-modal';
import { useRoutePath } from '@/hooks/use-route-path';
import { useUser } from '@/lib/auth-store';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors } from '@/lib/form-validation';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { useCreateUser } from '../api/create-user';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { UserAccountFields } from './user-account-fields';
import { UserContactFields } from './user-contact-fields';
import { UserFilesField } from './user-files-field';
import {
  toUserBody,
  type UserFormValues,
  userFieldNames,
  userFormDefaults,
  userFormSchema,
  userValidationMessages,
} from './user-form-values';
import { UserLinesField } from './user-lines-field';
import { UserOfferTemplateFields } from './user-offer-template-fields';
import { UserUnlockButton } from './user-unlock-button';

const SCOPE = 'userSetting';

type UserFormProps = {
  user: UserDetail | undefined;
  /** The user is about to leave the list (deleted): the modal must not send the user back on its own. */
  onLeave: () => void;
};

/** overview §2.10 User detail: every field of the user; lines and files once the user is saved. */
export const UserForm = ({ user, onLeave }: UserFormProps) => {
  const { t } = useTranslation();
  const path = useRoutePath();
  const isSaving = useIsSaving();
  // One's own account cannot be deleted (the server answers 409 error.cannot_delete_self).
  const currentUserId = useUser().id;
  const [isEmailPasswordCleared, setIsEmailPasswordCleared] = useState(false);
  /** The version the user was loaded with (DESIGN §4 Record versions). */
  const [lockVersion, setLockVersion] = useState(user?.lockVersion ?? 0);
  const create = useCreateUser();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const form = useForm<UserFormValues, unknown, UserInput>({
    resolver: zodResolver(userFormSchema(!user), userValidationMessages),
    defaultValues: userFormDefaults(user),
  });
  const { onClose, openCreated, deleteRecord, dialog } = useListDetailModal({
    scope: SCOPE,
    listPath: path('user-setting-list'),
    isDirty: form.formState.isDirty,
    onLeave,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const body = toUserBody(values, isEmailPasswordCleared);
    const createdId = await runSave(async () => {
      try {
        if (!user) return (await create.mutateAsync(body)).id;
        const saved = await saveVersioned({
          values: { ...body, lockVersion },
          save: (sent) => update.mutateAsync({ id: user.id, user: sent }),
          toValues: (current: UserDetail) => ({
            ...toUserBody(userFormDefaults(current) as UserInput, false),
            lockVersion: current.lockVersion,
          }),
          labelOf: (field) => t(`user.${field.split('.')[0]}`),
          onReload: (_values, current: UserDetail) => {
            form.reset(userFormDefaults(current));
            setLockVersion(current.lockVersion);
          },
        });
        if (!saved) return undefined;
        // a save bumps the record's version by one (apps/server/src/db/update-versioned.ts)
        setLockVersion(saved.values.lockVersion + 1);
        form.reset({ ...form.getValues(), password: '', emailPassword: '' });
        setIsEmailPasswordCleared(false);
        addFlash({ message: 'message.user_updated', severity: 'success', scope: SCOPE });
      } catch (error) {
        if (!applyServerFieldErrors(error, form.setError, userFieldNames(values.userLines.length))) {
          showErrorFlash(error, SCOPE);
        }
      }
      return undefined;
    });
    if (createdId === undefined) return;
    await openCreated(path('user-setting-detail', { userId: createdId }), 'message.user_created');
  });

  const onDelete = (saved: UserDetail) =>
    deleteRecord({
      question: t('confirm.really_delete_user', { name: saved.fullName }),
      remove: () => remove.mutateAsync(saved.id),
      messageOf: (result) => (result.isHidden ? 'message.user_deactivated' : 'message.user_removed'),
    });

  return (
    <FormModal
      title={user ? t('user_setting.edit_title', { name: user.fullName }) : t('user_setting.new_title')}
      onClose={onClose}
      onSubmit={onSubmit}
      scope={SCOPE}
      size={1040}
      onDelete={user && user.id !== currentUserId ? () => void onDelete(user) : undefined}
      isSaving={isSaving}
    >
      <FormSection title={t('user_setting.section_account')}>
        <UserAccountFields form={form} isNew={!user} />
        {user ? <UserUnlockButton userId={user.id} scope={SCOPE} /> : null}
      </FormSection>
      <Divider />
      <FormSection title={t('user_setting.section_contact')}>
        <UserContactFields
          form={form}
          hasEmailPassword={user?.hasEmailPassword ?? false}
          isEmailPasswordCleared={isEmailPasswordCleared}
          onEmailPasswordClearedChange={setIsEmailPasswordCleared}
        />
      </FormSection>
      <Divider />
      <UserOfferTemplateFields form={form} />
      <Divider />
      {user ? (
        <>
          <FormSection title={t('user_setting.section_lines')}>
            <UserLinesField form={form} userId={user.id} />
          </FormSection>
          <Divider />
          <FormSection title={t('user_setting.section_files')}>
            <UserFilesField userId={user.id} />
          </FormSection>
        </>
      ) : (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
          {t('user_setting.saved_user_only')}
        </Alert>
      )}
      {dialog}
    </FormModal>
  );
};
