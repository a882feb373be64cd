import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { showErrorFlash } from '@/lib/error-flash';
import { saveBlob } from '@/lib/save-blob';
import { runSave, useIsSaving } from '@/lib/saving-store';

type DownloadButtonProps = {
  /** Asks the server for the file (a PDF). */
  download: () => Promise<Blob>;
  fileName: string;
  icon: ReactNode;
  children: ReactNode;
};

/** A button that saves the server's file (a PDF) under a file name; busy while any save runs, a failure shown. */
export const DownloadButton = ({ download, fileName, icon, children }: DownloadButtonProps) => {
  const isSaving = useIsSaving();
  const onDownload = () =>
    runSave(async () => {
      try {
        saveBlob(await download(), fileName);
      } catch (error) {
        showErrorFlash(error);
      }
    });
  return (
    <Button variant="light" loading={isSaving} leftSection={icon} onClick={() => void onDownload()}>
      {children}
    </Button>
  );
};
