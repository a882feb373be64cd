/** A call length in seconds as m:ss (overview §2.6: minutes and seconds). */
export const formatCallLength = (seconds: number) => {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
