import { useEffect, useState } from 'react';
import { ADMIN_ERRORS } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import { subscribeToOpenReports, type AdminReportRow } from '../api/reports';
import { failureToast } from '../admin-texts';
import { useFirebaseServices } from '../../../lib/firebase-services';

export type OpenReportsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly rows: readonly AdminReportRow[] };

/**
 * The open reports matching `search` (blank: all of them), newest first, live: a new report,
 * or another staff member's action, changes the list as it happens.
 */
export function useOpenReports(search: string): OpenReportsState {
  const { firestore } = useFirebaseServices();
  const key = search.trim();
  const [loaded, setLoaded] = useState<{ key: string; state: OpenReportsState } | null>(null);
  useEffect(
    () =>
      subscribeToOpenReports(
        firestore,
        key,
        (rows) => setLoaded({ key, state: { status: 'ready', rows } }),
        (error) => {
          console.error('Could not load the reports.', error);
          toast(failureToast(ADMIN_ERRORS.loadReports, error));
          setLoaded({ key, state: { status: 'failed' } });
        },
      ),
    [firestore, key],
  );
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
