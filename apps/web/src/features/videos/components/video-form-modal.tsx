import { type Video, videoBodySchema } from '@bo/contract/offers/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileInput, NumberInput, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFieldError } from '@/components/ui/form/use-field-error';
import { FormModal } from '@/components/ui/form-modal';
import { isApiError } from '@/lib/api-error';
import { showErrorFlash } from '@/lib/error-flash';
import { addFlash } from '@/lib/flash-store';
import { applyServerFieldErrors, validationMessages } from '@/lib/form-validation';
import { readFileBase64 } from '@/lib/read-file-base64';
import { runSave, useIsSaving } from '@/lib/saving-store';
import { saveVersioned } from '@/lib/stale-version';
import { useCreateVideo, useUpdateVideo } from '../api/save-video';

const SCOPE = 'videoSetting';
/** DESIGN §3: uploads up to 10 MB. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

const videoFormSchema = videoBodySchema.shape.video
  .omit({ file: true })
  .extend({ lockVersion: z.number().int().optional() });
type VideoFormValues = z.input<typeof videoFormSchema>;
type VideoFormOutput = z.output<typeof videoFormSchema>;

const toValues = (video: Video | undefined): VideoFormValues => ({
  title: video?.title ?? '',
  url: video?.url ?? '',
  position: video?.position ?? 0,
  lockVersion: video?.lockVersion,
});

/** Add or edit one video of the catalogue: title, a YouTube/Vimeo link or an MP4 upload, position. */
export const VideoFormModal = ({
  country,
  video,
  onClose,
}: {
  country: string;
  video: Video | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const isSaving = useIsSaving();
  const create = useCreateVideo(country);
  const update = useUpdateVideo(country);
  const [file, setFile] = useState<File | null>(null);
  // the file is no form field: its server error (e.g. a link and a file at once) is kept here
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useForm<VideoFormValues, unknown, VideoFormOutput>({
    resolver: zodResolver(videoFormSchema, validationMessages),
    defaultValues: toValues(video),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (file && file.size > MAX_FILE_BYTES) {
      addFlash({ message: 'error.too_large', severity: 'error', scope: SCOPE });
      return;
    }
    const isSaved = await runSave(async () => {
      try {
        const upload = file ? { filename: file.name, content: await readFileBase64(file) } : null;
        const body = { title: values.title, url: values.url, position: values.position, file: upload };
        if (!video) {
          await create.mutateAsync(body);
          return true;
        }
        const saved = await saveVersioned({
          values,
          save: (sent) => update.mutateAsync({ id: video.id, video: { ...body, lockVersion: sent.lockVersion ?? 0 } }),
          toValues: (current: { video: Video }) => toValues(current.video) as VideoFormOutput,
          labelOf: (path) => t(`video.${path}`, { defaultValue: path }),
          onReload: (current) => form.reset(current),
        });
        return saved !== undefined;
      } catch (error) {
        const fileKey = isApiError(error) ? error.fields.file : undefined;
        setFileError(fileKey);
        const isOnFields = applyServerFieldErrors(error, form.setError, ['title', 'url', 'position']);
        if (!isOnFields && !fileKey) showErrorFlash(error, SCOPE);
        return false;
      }
    });
    if (!isSaved) return;
    addFlash({ message: video ? 'message.video_updated' : 'message.video_created', severity: 'success' });
    onClose();
  });

  return (
    <FormModal
      title={video ? t('video.edit') : t('video.new')}
      onClose={onClose}
      onSubmit={onSubmit}
      scope={SCOPE}
      isSaving={isSaving}
      size="lg"
    >
      <TextInput
        {...form.register('title')}
        label={t('video.title')}
        withAsterisk
        error={fieldError(form.formState.errors.title)}
        data-autofocus
      />
      <TextInput
        {...form.register('url')}
        type="url"
        label={t('video.url')}
        placeholder="https://www.youtube.com/watch?v=…"
        error={fieldError(form.formState.errors.url)}
      />
      <FileInput
        label={t('video.file')}
        description={video?.file ? `${t('video.file_hint')} (${video.file.filename})` : t('video.file_hint')}
        accept="video/mp4"
        clearable
        leftSection={<IconUpload size={16} aria-hidden />}
        value={file}
        onChange={(next) => {
          setFile(next);
          setFileError(undefined);
        }}
        error={fileError ? t(`form_validation.${fileError}`) : undefined}
      />
      <NumberInput
        label={t('product.position')}
        min={0}
        value={form.watch('position') ?? 0}
        onChange={(value) => form.setValue('position', typeof value === 'number' ? value : 0, { shouldDirty: true })}
        error={fieldError(form.formState.errors.position)}
        w={160}
      />
      {file && (
        <Text size="xs" c="dimmed">
          {file.name}
        </Text>
      )}
    </FormModal>
  );
};
