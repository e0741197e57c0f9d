import { formatTimeAgo } from '@salon/domain';
import { useRenderNow } from '../../lib/page-seed';

// The exact moment shows as a tooltip. Formatting it takes Chromium's first Intl.DateTimeFormat,
// about 60 ms of locale data on this project's test machine (and toLocaleString per call had cost
// 115 ms across the Salon's first render), so it is made when a pointer first rests on the time.
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

/** "x ago", with the exact moment in `dateTime` for assistive tech and as a tooltip on hover. */
export function TimeAgo({ date, prefix = '' }: { date: Date; prefix?: string }) {
  const now = useRenderNow();
  return (
    <time
      dateTime={date.toISOString()}
      onPointerEnter={(event) => {
        event.currentTarget.title ||= exactMoment(date);
      }}
    >
      {prefix}
      {formatTimeAgo(date, now)}
    </time>
  );
}
