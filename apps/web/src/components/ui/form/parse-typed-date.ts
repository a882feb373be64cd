/**
 * A typed date: `d. M. yyyy` (spaces optional, as shown) or `yyyy-MM-dd`; anything else, or a day
 * that does not exist, is no date. (Mantine's default parser needs a dayjs plugin the app does not load.)
 */
export const parseTypedDate = (value: string): string | null => {
  const trimmed = value.trim();
  const shown = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = shown
    ? [Number(shown[3]), Number(shown[2]), Number(shown[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};
