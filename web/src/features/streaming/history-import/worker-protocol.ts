// The messages between the page and the import worker.
import type { HistorySummary } from '@salon/domain';

export interface HistoryWorkerRequest {
  readonly files: readonly File[];
}

export type HistoryWorkerReply =
  | { readonly type: 'progress'; readonly bytesDone: number; readonly bytesTotal: number }
  | { readonly type: 'done'; readonly summary: HistorySummary }
  | { readonly type: 'failed'; readonly message: string };
