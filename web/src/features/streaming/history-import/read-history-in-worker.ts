// Runs the import worker over the chosen files: the summary, or an input refusal (AppError) whose
// message is meant for the member. One worker per import, ended when it answers.
import type { HistorySummary } from '@salon/domain';
import type { ProgressListener } from './summarize-history-files';
import type { HistoryWorkerReply, HistoryWorkerRequest } from './worker-protocol';
import { inputRefused } from '../../../lib/app-error';

export function readHistoryInWorker(
  files: readonly File[],
  onProgress: ProgressListener,
): Promise<HistorySummary> {
  const worker = new Worker(new URL('./history-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<HistorySummary>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<HistoryWorkerReply>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.bytesDone, message.bytesTotal);
      if (message.type === 'done') resolve(message.summary);
      else reject(inputRefused(message.message));
      worker.terminate();
    };
    worker.onerror = (event) => {
      reject(inputRefused(event.message || 'The history could not be read.'));
      worker.terminate();
    };
    worker.postMessage({ files } satisfies HistoryWorkerRequest);
  });
}
