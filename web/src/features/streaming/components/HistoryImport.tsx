// The listening-history import (beyond the spec, for members the provider's API cannot serve):
// the member picks the data export's files or zip; a worker reads them with progress shown;
// only the aggregate goes to the server. A file the import cannot use changes nothing.
import { useId, useState, type ChangeEvent } from 'react';
import { HISTORY_IMPORT_MESSAGES, analysisCompleteToast } from '@salon/domain';
import { toast } from '../../../components/toast/use-toast';
import {
  importHistorySummary,
  streamingFailureMessage,
  type StreamingServices,
} from '../api/streaming-calls';
import { readHistoryInWorker } from '../history-import/read-history-in-worker';
import { STREAMING_SECTION_TEXTS as TEXTS } from '../streaming-texts';

export function HistoryImport({ services }: { services: StreamingServices }) {
  const inputId = useId();
  const helpId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  async function importFiles(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    setProgress(0);
    const fail = (description: string) =>
      toast({ title: HISTORY_IMPORT_MESSAGES.failedTitle, description, variant: 'destructive' });
    try {
      const summary = await readHistoryInWorker(files, (done, total) =>
        setProgress(total === 0 ? 1 : done / total),
      ).catch((error: unknown) => {
        // The reader's refusals are written for the member (an unreadable or foreign file).
        fail((error as Error).message);
        return null;
      });
      if (summary === null) return;
      toast(analysisCompleteToast(await importHistorySummary(services, summary)));
    } catch (error) {
      fail(streamingFailureMessage(error));
    } finally {
      setProgress(null);
      input.value = '';
    }
  }

  return (
    <div className="streaming-import">
      <label htmlFor={inputId}>{TEXTS.importLabel}</label>
      <input
        id={inputId}
        type="file"
        accept=".json,.zip,application/json,application/zip"
        multiple
        disabled={progress !== null}
        aria-describedby={helpId}
        onChange={(event) => void importFiles(event)}
      />
      <p id={helpId} className="streaming-import__help">
        {TEXTS.importHelp}
      </p>
      {progress !== null && (
        <p>
          <label>
            {TEXTS.importing}{' '}
            <progress max={1} value={progress}>
              {Math.round(progress * 100)}%
            </progress>
          </label>
        </p>
      )}
    </div>
  );
}
