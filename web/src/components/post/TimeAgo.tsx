import { formatTimeAgo } from '@salon/domain';

// Date#toLocaleString builds a new formatter on every call, which in Chromium cost more than
// 100 ms across the Salon's first render; one formatter of the same fields, made on first use.
let exactMomentFormat: Intl.DateTimeFormat | undefined;
function exactMoment(date: Date): string {
  exactMomentFormat ??= new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return exactMomentFormat.format(date);
}

/** "x ago", with the exact moment for assistive tech and hover. */
export function TimeAgo({ date, prefix = '' }: { date: Date; prefix?: string }) {
  return (
    <time dateTime={date.toISOString()} title={exactMoment(date)}>
      {prefix}
      {formatTimeAgo(date, new Date())}
    </time>
  );
}
