/** A call length in seconds as m:ss (overview §2.6: minutes and seconds); '–' when not known. */
export const formatCallLength = (seconds: number | null) => {
  if (seconds === null) return '–';
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
