import { type Contact, type ContactSlotInput, contactsBodySchema } from '@bo/contract/customers/contact-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSection } from '@/components/ui/form-section';
import { isApiError } from '@/lib/api-error';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { validationMessages } from '@/lib/form-validation';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { rowFieldOf, saveVersioned, withRowVersions } from '@/lib/stale-version';
import { useUnsavedChangesGuard } from '@/lib/unsaved-changes';
import { contactsQueryOptions } from '../../api/get-contacts';
import { useSaveContacts } from '../../api/save-contacts';
import { CallLink } from './call-link';
import { FormTextField } from './form-fields';

type ContactsValues = z.input<typeof contactsBodySchema>;
type ContactsOutput = z.output<typeof contactsBodySchema>;

const contactFields = ['name', 'position', 'phone', 'email', 'note'] as const;

const valuesOf = (contacts: readonly Contact[]): ContactsValues => ({
  contacts: contacts.map(
    ({ id, lockVersion, name, position, phone, email, note }): ContactSlotInput => ({
      id,
      lockVersion,
      name,
      position,
      phone,
      email,
      note,
    }),
  ),
});

/** rules §5: a slot without a name is not saved (no id) or deletes the contact (id); say so before saving. */
const NamelessWarning = ({ slot, isSaved }: { slot: Partial<ContactSlotInput> | undefined; isSaved: boolean }) => {
  const { t } = useTranslation();
  const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (!slot || isFilled(slot.name)) return null;
  if (!contactFields.some((field) => field !== 'name' && isFilled(slot[field]))) return null;
  return (
    <Text size="xs" c="orange.8" mt={4} data-testid="contact-without-name">
      {t(isSaved ? 'contact.without_name_deleted' : 'contact.without_name_not_saved')}
    </Text>
  );
};

/** The server names a slot's field `1.phone`; `contacts` itself when the list is wrong. */
const SLOT_FIELD = /^(\d+)\.(name|position|phone|email|note)$/;

type ContactsBlockProps = {
  country: string;
  customerId: number;
  contacts: readonly Contact[];
  /** configuration.enableVoip: each saved phone gets a call link. */
  isVoipEnabled: boolean;
};

/**
 * overview §2.6 Contacts: four slots saved together with the slot rule (§4 Contact slot); Enter in
 * any field saves them.
 */
export const ContactsBlock = ({ country, customerId, contacts, isVoipEnabled }: ContactsBlockProps) => {
  const { t } = useTranslation();
  const isSaving = useIsSaving();
  const save = useSaveContacts(country);
  const queryClient = useQueryClient();
  const form = useForm<ContactsValues, unknown, ContactsOutput>({
    resolver: zodResolver(contactsBodySchema, validationMessages),
    defaultValues: valuesOf(contacts),
  });
  useUnsavedChangesGuard(form.formState.isDirty);
  const phones = form.watch(contacts.map((_, index) => `contacts.${index}.phone` as const));
  const slots = form.watch('contacts');

  const applyFieldErrors = (error: unknown) => {
    if (!isApiError(error)) return false;
    let isApplied = false;
    for (const [field, message] of Object.entries(error.fields)) {
      const match = SLOT_FIELD.exec(field);
      if (!match) continue;
      const name = `contacts.${match[1]}.${match[2]}` as Path<ContactsValues>;
      form.setError(name, { type: 'server', message }, { shouldFocus: !isApplied });
      isApplied = true;
    }
    return isApplied;
  };

  const onSubmit = form.handleSubmit((values) =>
    runSave(async () => {
      try {
        // a stale slot answers its stored contact: the dialog compares that slot, overwrite resends
        // with its version, reload shows the stored list
        const withSlot = (typed: ContactsOutput, current: Contact) => ({
          contacts: typed.contacts.map((slot) => (slot.id === current.id ? { ...slot, ...current } : slot)),
        });
        const saved = await saveVersioned({
          values,
          save: (sent) => save.mutateAsync({ customerId, contacts: sent.contacts }),
          toValues: (current: Contact) => withSlot(values, current),
          withVersionOf: (typed, current) => ({ contacts: withRowVersions(typed.contacts, current.contacts) }),
          labelOf: (path) => {
            const { index, field } = rowFieldOf(path);
            return `${index + 1}. ${t(`contact.${field}`)}`;
          },
          onReload: async () => {
            const fresh = await queryClient.fetchQuery({ ...contactsQueryOptions(country, customerId), staleTime: 0 });
            form.reset(valuesOf(fresh.contacts));
          },
        });
        if (!saved) return;
        form.reset(valuesOf(saved.result.contacts));
        addFlash({ message: 'message.customer_contacts_saved', severity: 'success' });
      } catch (error) {
        if (!applyFieldErrors(error)) showErrorFlash(error);
      }
    }),
  );

  return (
    <Paper withBorder p="md">
      <form onSubmit={onSubmit} noValidate aria-label={t('contact.title')}>
        <FormSection title={t('contact.title')} hint={t('contact.hint')}>
          <Table.ScrollContainer minWidth={900} type="native">
            <Table verticalSpacing={4} horizontalSpacing={6} withRowBorders={false}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={28} />
                  <Table.Th>{t('contact.name')}</Table.Th>
                  <Table.Th w="15%">{t('contact.position')}</Table.Th>
                  <Table.Th w="18%">{t('contact.phone')}</Table.Th>
                  <Table.Th w="20%">{t('contact.email')}</Table.Th>
                  <Table.Th w="22%">{t('contact.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contacts.map((contact, index) => (
                  <Table.Tr key={contact.id ?? `slot-${index}`} style={{ verticalAlign: 'top' }}>
                    <Table.Td c="dimmed" fz="sm" ta="center" pt={12}>
                      {index + 1}.
                    </Table.Td>
                    {contactFields.map((field) => (
                      <Table.Td key={field}>
                        <FormTextField
                          control={form.control}
                          name={`contacts.${index}.${field}`}
                          label=""
                          aria-label={`${t(`contact.${field}`)} ${index + 1}`}
                          size="sm"
                          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                          rightSection={
                            field === 'phone' && isVoipEnabled ? (
                              <CallLink
                                savedPhone={contact.phone}
                                normalizedPhone={contact.normalizedPhone}
                                typedPhone={phones[index] ?? ''}
                              />
                            ) : undefined
                          }
                        />
                        {field === 'name' && (
                          <NamelessWarning
                            slot={slots[index]}
                            isSaved={contact.id !== null && contact.id !== undefined}
                          />
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={isSaving} leftSection={<IconDeviceFloppy size={18} />}>
              {t('contact.save')}
            </Button>
          </Group>
        </FormSection>
      </form>
    </Paper>
  );
};
