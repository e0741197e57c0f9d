import { useCallback } from 'react';
import type { CallableInput } from '@salon/domain';
import { callFunction } from '../../../lib/call-function';
import { useFirebaseServices } from '../../../lib/firebase-services';

/** Sends a report of another member's picture (the report dialog's `send`). */
export function useReportPicture() {
  const services = useFirebaseServices();
  return useCallback(
    async (report: CallableInput<'submitReport'>) => {
      await callFunction(services, 'submitReport', report);
    },
    [services],
  );
}
