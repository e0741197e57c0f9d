// What the import worker does, apart from the worker itself (so it is tested without one): the
// member's chosen files, JSON or zips of the data export, read one at a time into the domain's
// tally, with progress in bytes. Only the summary leaves; the plays never do.
import { unzipSync } from 'fflate';
import {
  HISTORY_IMPORT_MESSAGES,
  HistoryFileError,
  HistoryTally,
  isHistoryFileName,
  parseHistoryFile,
  type HistorySummary,
} from '@salon/domain';

/** A chosen file as the worker sees it (a File fits). */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export type ProgressListener = (bytesDone: number, bytesTotal: number) => void;

const isZip = (name: string) => /\.zip$/i.test(name);
const isJson = (name: string) => /\.json$/i.test(name);

/** The history files inside a zip, by path; other files of the export are never unpacked. */
function historyEntries(name: string, bytes: Uint8Array): [string, Uint8Array][] {
  try {
    return Object.entries(unzipSync(bytes, { filter: (entry) => isHistoryFileName(entry.name) }));
  } catch {
    throw new HistoryFileError(HISTORY_IMPORT_MESSAGES.unreadableZip(name));
  }
}

export async function summarizeHistoryFiles(
  files: readonly ChosenFile[],
  onProgress: ProgressListener = () => undefined,
): Promise<HistorySummary> {
  const decoder = new TextDecoder();
  const tally = new HistoryTally();
  const bytesTotal = files.reduce((sum, file) => sum + file.size, 0);
  let bytesDone = 0;
  let historyFiles = 0;
  for (const file of files) {
    if (!isZip(file.name) && !isJson(file.name)) {
      throw new HistoryFileError(HISTORY_IMPORT_MESSAGES.noHistoryFiles);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const entries: [string, Uint8Array][] = isZip(file.name)
      ? historyEntries(file.name, bytes)
      : [[file.name, bytes]];
    for (const [index, [name, content]] of entries.entries()) {
      tally.add(parseHistoryFile(name.split('/').pop() ?? name, decoder.decode(content)));
      historyFiles += 1;
      onProgress(bytesDone + (file.size * (index + 1)) / entries.length, bytesTotal);
    }
    bytesDone += file.size;
    onProgress(bytesDone, bytesTotal);
  }
  if (historyFiles === 0) throw new HistoryFileError(HISTORY_IMPORT_MESSAGES.noHistoryFiles);
  return tally.summary();
}
