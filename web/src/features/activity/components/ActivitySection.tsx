import { ACTIVITY_TABS, ACTIVITY_TEXTS, type ActivityTab } from '@salon/domain';
import { Tabs } from '../../../components/ui/Tabs';
import { ActivityList } from './ActivityList';
import '../activity.css';

/**
 * "My activity" on the own profile: the discussions the member started, replied to, reacted to and
 * saved, one tab each, newest first, a page at a time. Only the member sees it (the rules let
 * nobody else read their records); their anonymous posts are marked as such.
 */
export function ActivitySection({ uid }: { uid: string }) {
  return (
    <section className="card activity" aria-labelledby="my-activity-heading">
      <h2 id="my-activity-heading">{ACTIVITY_TEXTS.heading}</h2>
      <Tabs<ActivityTab>
        label={ACTIVITY_TEXTS.heading}
        tabs={ACTIVITY_TABS.map((tab) => ({
          key: tab,
          label: ACTIVITY_TEXTS.tabs[tab],
          panel: <ActivityList uid={uid} tab={tab} />,
        }))}
      />
    </section>
  );
}
