/** Saves a blob under a file name through a temporary link (PDF downloads). */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * A PDF opened in a new tab (the app's documents open to be read or printed): the tab is opened at the click, before
 * the answer, so the browser does not block it; when no tab could be opened the file is downloaded instead.
 */
export const openPdfInTab = async (load: () => Promise<Blob>, fileName: string) => {
  const target = window.open('', '_blank');
  try {
    const blob = await load();
    const url = URL.createObjectURL(blob);
    if (target) target.location.href = url;
    else saveBlob(blob, fileName);
  } catch (error) {
    target?.close();
    throw error;
  }
};
