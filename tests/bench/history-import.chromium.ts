// The history import as a member's browser runs it: a 12 MB extended streaming history (the
// synthetic file of web/bench) handed to the import's Web Worker in Chromium, timed from the
// hand-over to the summary (parse, tally, classify). Prints figures only.
import { test } from '@playwright/test';

/** Served by the Vite dev server from web/ (so not resolved here). */
const SYNTHETIC_HISTORY = '/bench/synthetic-history.ts';
const IMPORT_WORKER = '/src/features/streaming/history-import/read-history-in-worker.ts';

interface Figures {
  megabytes: number;
  plays: number;
  runs: number[];
  classicalTracksFound: number;
}

test('history import in Chromium: a 12 MB file through the worker', async ({ page }) => {
  await page.goto('/404');
  // Vite may reload the page once when it first bundles the worker's dependencies.
  await page.waitForLoadState('networkidle');
  const measure = () =>
    page.evaluate(
      async ([historyModule, workerModule]): Promise<Figures> => {
        const history = await import(/* @vite-ignore */ historyModule);
        const worker = await import(/* @vite-ignore */ workerModule);
        const { text, plays } = history.syntheticHistoryFile();
        const file = new File([text], 'Streaming_History_Audio_2026_0.json');
        const runs: number[] = [];
        let classicalTracksFound = 0;
        for (let round = 0; round < 5; round += 1) {
          const started = performance.now();
          const summary = await worker.readHistoryInWorker([file], () => undefined);
          runs.push(performance.now() - started);
          classicalTracksFound = summary.classicalTracksFound;
        }
        return { megabytes: file.size / 2 ** 20, plays, runs, classicalTracksFound };
      },
      [SYNTHETIC_HISTORY, IMPORT_WORKER] as const,
    );
  const figures = await measure().catch(async () => {
    await page.waitForLoadState('networkidle');
    return measure();
  });
  const sorted = [...figures.runs].sort((a, b) => a - b);
  console.log(
    [
      `history import in Chromium (${page.context().browser()?.version()}, Web Worker, Vite dev build):`,
      `  file     ${figures.megabytes.toFixed(1)} MB JSON, ${figures.plays} plays, ${figures.classicalTracksFound} classical tracks`,
      `  median   ${sorted[2]!.toFixed(0)} ms from hand-over to summary (each run starts its worker, as an import does)`,
    ].join('\n'),
  );
});
