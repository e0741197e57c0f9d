import { Link } from 'react-router';
import { ACTIVITY_TEXTS, maskProfanity, threadPath, type ActivityTab } from '@salon/domain';
import { TimeAgo } from '../../../components/post/TimeAgo';
import { PagedList } from '../../../components/ui/PagedList';
import type { ActivityEntry } from '../api/activity-lists';
import { useActivityList } from '../hooks/use-activity-list';

/** One tab's entries: a link to each discussion (or the open poll), when, and its marks. */
export function ActivityList({ uid, tab }: { uid: string; tab: ActivityTab }) {
  const list = useActivityList(uid, tab);
  return (
    <PagedList
      list={list}
      failed={ACTIVITY_TEXTS.loadFailed}
      empty={ACTIVITY_TEXTS.empty[tab]}
      showMore={ACTIVITY_TEXTS.showMore}
      className="activity__entries"
      itemClassName="activity__entry"
      itemKey={(entry) => entry.key}
    >
      {(entry) => (
        <>
          <EntryTitle entry={entry} />
          <span className="meta">
            {entry.kind === 'poll' ? <span className="tag">{ACTIVITY_TEXTS.poll}</span> : null}
            {entry.anonymous !== 'none' ? (
              <span className="tag">
                {entry.anonymous === 'all'
                  ? ACTIVITY_TEXTS.anonymous
                  : ACTIVITY_TEXTS.partlyAnonymous}
              </span>
            ) : null}
            <TimeAgo date={entry.at} />
          </span>
        </>
      )}
    </PagedList>
  );
}

function EntryTitle({ entry }: { entry: ActivityEntry }) {
  const title = maskProfanity(entry.title);
  if (entry.kind === 'thread') {
    return (
      <Link className="activity__title" to={threadPath(entry.targetId)}>
        {title}
      </Link>
    );
  }
  // The open poll is the Salon's; a closed one has no page of its own.
  return entry.isOpenPoll ? (
    <Link className="activity__title" to="/salon">
      {title}
    </Link>
  ) : (
    <span className="activity__title">{title}</span>
  );
}
