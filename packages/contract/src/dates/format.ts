/** rules §9: display dd. MM. yyyy; date-time dd. MM. yyyy HH:mm:ss; API yyyy-MM-dd; weeks start on Monday. */
const pad = (value: number, size = 2) => String(value).padStart(size, '0');

export const formatDate = (value: Date | string | null | undefined): string => {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}. ${pad(date.getMonth() + 1)}. ${date.getFullYear()}`;
};

export const formatDateTime = (value: Date | string | null | undefined): string => {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

const API_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses yyyy-MM-dd as a local calendar date (not UTC midnight), else any ISO date-time. */
export const toDate = (value: Date | string | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = API_DATE.exec(value);
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};
