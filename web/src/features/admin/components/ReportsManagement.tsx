import { useId, useState } from 'react';
import { ADMIN_ERRORS, type Role } from '@salon/domain';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadStates } from '../../../components/ui/LoadStates';
import { Spinner } from '../../../components/ui/Spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useOpenReports } from '../hooks/use-open-reports';
import { useReportActions } from '../hooks/use-report-actions';
import { ADMIN_TEXTS } from '../admin-texts';
import { ReportCard } from './ReportCard';
import '../admin.css';

/** Typing settles for this long before the list is asked again (as The Salon's search). */
export const REPORT_SEARCH_DEBOUNCE_MS = 300;

/**
 * Staff's Reports Management tab (profiles spec §4, §9): the open reports, newest first and
 * live, searched by reason, reporter username and thread title, each with its actions. The
 * actor's role decides the suspensions offered from a report.
 */
export function ReportsManagement({ actorRole }: { actorRole: Role }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, REPORT_SEARCH_DEBOUNCE_MS);
  const state = useOpenReports(settledSearch);
  const actions = useReportActions();
  const searching = settledSearch.trim() !== '';

  return (
    <div className="admin-reports">
      <div className="admin-toolbar">
        <div className="admin-search" role="search">
          <label htmlFor={searchId}>{ADMIN_TEXTS.reportSearch}</label>
          <input
            id={searchId}
            type="search"
            placeholder={ADMIN_TEXTS.reportSearchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <LoadStates
        state={state}
        loading={<Spinner />}
        failed={<EmptyState title={ADMIN_ERRORS.loadReports} />}
        isEmpty={(ready) => ready.rows.length === 0}
        empty={
          searching ? (
            <EmptyState
              title={ADMIN_TEXTS.noMatchingReports}
              description={ADMIN_TEXTS.noMatchingReportsHint}
            />
          ) : (
            <EmptyState title={ADMIN_TEXTS.noReports} description={ADMIN_TEXTS.noReportsHint} />
          )
        }
      >
        {(ready) => (
          <ul className="admin-report-list" aria-label="Open reports">
            {ready.rows.map((report) => (
              <li key={report.id}>
                <ReportCard
                  report={report}
                  busy={actions.busy === report.id}
                  onSetStatus={(status) => actions.setStatus(report, status)}
                  onDelete={() => actions.deleteContent(report)}
                  actorRole={actorRole}
                  onDeleteAndSuspend={(duration, reason) =>
                    actions.deleteAndSuspend(report, duration, reason)
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </LoadStates>
    </div>
  );
}
