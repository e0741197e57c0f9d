import { useId, useState, type FormEvent } from 'react';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_ACTIONS,
  MODERATION_LOG_TEXTS,
  moderationLogScope,
  type ModerationAction,
} from '@salon/domain';
import { TimeAgo } from '../../../components/post/TimeAgo';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LabelledSelect } from '../../../components/ui/LabelledSelect';
import { LoadStates } from '../../../components/ui/LoadStates';
import { Spinner } from '../../../components/ui/Spinner';
import { memberIdByUsername, type LogRow } from '../api/moderation-log';
import { useModerationLog } from '../hooks/use-moderation-log';
import { ADMIN_TEXTS, LOG_TEXTS } from '../admin-texts';
import { useFirebaseServices } from '../../../lib/firebase-services';

type ActionFilter = ModerationAction | 'all';

/**
 * The Moderation Log tab: every staff action for admins, the handling of reports for moderators
 * (the rules decide; the actions offered follow), newest first, 20 a page, filtered by who acted,
 * what they did and which member it was about.
 */
export function ModerationLog({ isAdmin }: { isAdmin: boolean }) {
  const { firestore } = useFirebaseServices();
  const { state, older, newer, applyFilters, retry } = useModerationLog(isAdmin);
  const [actor, setActor] = useState('');
  const [member, setMember] = useState('');
  const [action, setAction] = useState<ActionFilter>('all');
  const [problem, setProblem] = useState<string | null>(null);
  const actorId = useId();
  const memberId = useId();
  const visibleActions = MODERATION_ACTIONS.filter(
    (value) => isAdmin || moderationLogScope(value, 'report') === 'reports',
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const [actorUid, memberUid] = await Promise.all(
      [actor, member].map((name) =>
        name.trim() === '' ? Promise.resolve(null) : memberIdByUsername(firestore, name),
      ),
    );
    const unknown = [
      [actor, actorUid],
      [member, memberUid],
    ].find(([name, uid]) => name!.trim() !== '' && uid === null);
    if (unknown) {
      setProblem(MODERATION_LOG_TEXTS.unknownMember(unknown[0]!.trim().replace(/^@/, '')));
      return;
    }
    setProblem(null);
    applyFilters({
      actorId: actorUid ?? null,
      memberId: memberUid ?? null,
      action: action === 'all' ? null : action,
    });
  }

  const filtered = actor.trim() !== '' || member.trim() !== '' || action !== 'all';
  return (
    <div className="admin-log">
      <form
        className="admin-toolbar"
        aria-label={LOG_TEXTS.filters}
        onSubmit={(event) => void submit(event)}
      >
        <div className="admin-search">
          <label htmlFor={actorId}>{LOG_TEXTS.actor}</label>
          <input
            id={actorId}
            placeholder="@username"
            value={actor}
            onChange={(event) => setActor(event.target.value)}
          />
        </div>
        <LabelledSelect
          className="admin-filter"
          label={LOG_TEXTS.action}
          value={action}
          options={[
            { value: 'all' as const, label: LOG_TEXTS.allActions },
            ...visibleActions.map((value) => ({ value, label: MODERATION_ACTION_LABELS[value] })),
          ]}
          onChange={setAction}
        />
        <div className="admin-search">
          <label htmlFor={memberId}>{LOG_TEXTS.member}</label>
          <input
            id={memberId}
            placeholder="@username"
            value={member}
            onChange={(event) => setMember(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          {LOG_TEXTS.apply}
        </button>
      </form>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <LoadStates
        state={state}
        loading={<Spinner />}
        failed={<EmptyState title={MODERATION_LOG_TEXTS.loadFailed} />}
        retry={{ label: ADMIN_TEXTS.tryAgain, onRetry: retry }}
        isEmpty={(ready) => ready.page.rows.length === 0}
        empty={
          <EmptyState
            title={MODERATION_LOG_TEXTS.empty}
            description={
              filtered ? MODERATION_LOG_TEXTS.emptyFilteredHint : MODERATION_LOG_TEXTS.emptyHint
            }
          />
        }
      >
        {(ready) => (
          <>
            <LogTable rows={ready.page.rows} />
            <nav className="admin-log__pages" aria-label={LOG_TEXTS.pages}>
              <button
                type="button"
                className="button button--ghost"
                disabled={ready.pageIndex === 0}
                onClick={newer}
              >
                {LOG_TEXTS.newer}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={ready.page.next === null}
                onClick={older}
              >
                {LOG_TEXTS.older}
              </button>
            </nav>
          </>
        )}
      </LoadStates>
    </div>
  );
}

function LogTable({ rows }: { rows: readonly LogRow[] }) {
  return (
    <table className="admin-table admin-log__table">
      <caption className="visually-hidden">{LOG_TEXTS.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{LOG_TEXTS.when}</th>
          <th scope="col">{LOG_TEXTS.actor}</th>
          <th scope="col">{LOG_TEXTS.action}</th>
          <th scope="col">{LOG_TEXTS.target}</th>
          <th scope="col">{LOG_TEXTS.reason}</th>
          <th scope="col">{LOG_TEXTS.detail}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <TimeAgo date={row.createdAt} />
            </td>
            <td>{row.actorName}</td>
            <th scope="row">{MODERATION_ACTION_LABELS[row.action]}</th>
            <td>{row.target}</td>
            <td>{row.reason}</td>
            <td>{row.detail}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
