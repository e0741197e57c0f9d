import type { ReactionCounts } from '@salon/domain';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The counters of a thread card: replies, views and each reaction. */
export function PostStats({
  replyCount,
  viewCount,
  reactionCounts,
}: {
  replyCount: number;
  viewCount: number;
  reactionCounts?: ReactionCounts;
}) {
  return (
    <ul className="salon-stats" aria-label="Statistics">
      <li>{plural(replyCount, 'reply', 'replies')}</li>
      <li>{plural(viewCount, 'view', 'views')}</li>
      {reactionCounts ? (
        <>
          <li>{plural(reactionCounts.applause, 'applause', 'applause')}</li>
          <li>{plural(reactionCounts.bravo, 'bravo', 'bravos')}</li>
        </>
      ) : null}
    </ul>
  );
}
