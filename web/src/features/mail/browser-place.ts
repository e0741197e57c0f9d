// The language and time zone the member's e-mail writes dates in, as their browser reports
// them. A browser that reports none, or one the function would refuse, gets the fallback, so a
// save never fails on something the member cannot change.
import { saveMailSettingsInput } from '@salon/domain';

const FALLBACK_LOCALE = 'en-GB';
const FALLBACK_TIME_ZONE = 'UTC';

export function browserLocale(): string {
  const reported = globalThis.navigator?.language ?? '';
  return saveMailSettingsInput.shape.locale.safeParse(reported).success
    ? reported
    : FALLBACK_LOCALE;
}

export function browserTimeZone(): string {
  let reported: string | undefined;
  try {
    reported = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    reported = undefined; // an Intl without time zones
  }
  return saveMailSettingsInput.shape.timeZone.safeParse(reported).success && reported
    ? reported
    : FALLBACK_TIME_ZONE;
}
