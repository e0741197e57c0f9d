// Dates in the member's language and time zone. What functions/ hand over comes from the member's
// profile or browser and may be anything: a tag or zone Intl refuses falls back, never throws.
const FALLBACK_LOCALE = 'en-GB';
const FALLBACK_TIME_ZONE = 'UTC';

function supportedLocale(locale: string): string {
  try {
    // An unknown but well-formed tag would otherwise quietly become the server's own language.
    return Intl.DateTimeFormat.supportedLocalesOf(locale)[0] ?? FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}

function validTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat(FALLBACK_LOCALE, { timeZone });
    return timeZone;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

export interface DateFormats {
  /** When a notice happened: its day and time where the member is. */
  readonly moment: (ms: number) => string;
  /** A calendar day stored as 00:00 UTC (the digest's Monday), the same day in every zone. */
  readonly day: (ms: number) => string;
}

export function dateFormats(locale: string, timeZone: string): DateFormats {
  const language = supportedLocale(locale);
  const moment = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: validTimeZone(timeZone),
  });
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { moment: (ms) => moment.format(ms), day: (ms) => day.format(ms) };
}
