const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A moment to the minute in the reader's time zone, "26 Nov 2026, 15:03": an edited post's time.
 * Built by hand, not with Intl, whose first formatter costs a page tens of milliseconds of locale
 * data (web's TimeAgo): the site is in English, and this reads the same in every locale.
 */
export function formatExactMoment(date: Date): string {
  const day = `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  return `${day}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
