import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { FormSection } from '@/components/ui/form-section';
import type { UserFormApi } from './user-form-values';

/** rules §9: offer email text area 8 rows. */
const BODY_ROWS = 8;

const templates = [
  { title: 'user_setting.section_offer_application', subject: 'offerApplicationSubject', body: 'offerApplicationBody' },
  { title: 'user_setting.section_offer_lapol', subject: 'offerLapolSubject', body: 'offerLapolBody' },
] as const;

/** The user's default subject and text of offer e-mails, one pair per offer part (application, lapol). */
export const UserOfferTemplateFields = ({ form }: { form: UserFormApi }) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { errors } = form.formState;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {templates.map((template) => (
        <FormSection key={template.title} title={t(template.title)}>
          <Stack gap="sm">
            <TextInput
              label={t('user.offer_subject')}
              {...form.register(template.subject)}
              error={fieldError(errors[template.subject])}
              maxLength={200}
            />
            <Textarea
              label={t('user.offer_body')}
              {...form.register(template.body)}
              error={fieldError(errors[template.body])}
              rows={BODY_ROWS}
              maxLength={10_000}
            />
          </Stack>
        </FormSection>
      ))}
    </SimpleGrid>
  );
};
