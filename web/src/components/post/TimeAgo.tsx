import { formatTimeAgo } from '@salon/domain';

/** "x ago", with the exact moment for assistive tech and hover. */
export function TimeAgo({ date, prefix = '' }: { date: Date; prefix?: string }) {
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString()}>
      {prefix}
      {formatTimeAgo(date, new Date())}
    </time>
  );
}
