// The import's Web Worker: parses the chosen export files off the main thread and posts back
// progress and the summary, or the reason it cannot use them.
import { summarizeHistoryFiles } from './summarize-history-files';
import type { HistoryWorkerReply, HistoryWorkerRequest } from './worker-protocol';

const reply = (message: HistoryWorkerReply) => self.postMessage(message);

self.onmessage = (event: MessageEvent<HistoryWorkerRequest>) => {
  summarizeHistoryFiles(event.data.files, (bytesDone, bytesTotal) =>
    reply({ type: 'progress', bytesDone, bytesTotal }),
  ).then(
    (summary) => reply({ type: 'done', summary }),
    (error: unknown) => reply({ type: 'failed', message: (error as Error).message }),
  );
};
