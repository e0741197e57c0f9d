// The Salon's search at scale: index size per thread, and the latency of the search
// queries the web app runs (the ranked window of 50 plus the count) against our emulator holding
// 10,000 threads, with the project's composite indexes enforced. Prints figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { test } from 'vitest';
import {
  COMPOSERS,
  NO_THREAD_FILTERS,
  SEARCH_RANKING_WINDOW,
  SEARCH_TOKEN_INDEXES,
  rankedSearchPage,
  searchTokens,
  threadListSearchTokens,
  type ThreadListView,
} from '@salon/domain';

const CLI = fileURLToPath(new URL('../../emulator/dist/cli.js', import.meta.url));
const INDEXES = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));
const PROJECT = 'demo-search-bench';
const THREADS = 10_000;
const QUERIES = ['dvorak', 'Tschaikowsky', 'symphony', 'op 13', 'beethov', 'bach goldberg'];
const RUNS_PER_QUERY = 20;

function startCli(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    [CLI, '--port', '0', '--project', PROJECT, '--indexes', INDEXES],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready on [\d.]+:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`CLI exited with ${String(code)}: ${output}`)));
  });
}

/** A deterministic stream of choices, so every run indexes the same corpus. */
function chooser(seed: number) {
  let state = seed;
  return <T>(items: readonly T[]): T => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return items[state % items.length] as T;
  };
}

const FORMS = ['Symphony', 'Piano Sonata', 'String Quartet', 'Concerto', 'Requiem', 'Variations'];
const WORDS = (
  'which recording do you return to the slow movement phrasing tempo balance orchestra ' +
  'conductor soloist live studio remaster vinyl first heard concert hall favourite symphonies ' +
  'quartets concertos sonatas opera aria the finale is glorious but the second theme drags'
).split(' ');

function corpusThread(index: number, choose: ReturnType<typeof chooser>) {
  const composer = choose(COMPOSERS);
  const spelling = choose([
    composer.name,
    composer.shortName ?? composer.name,
    ...composer.aliases,
  ]);
  const title = `${spelling}: ${choose(FORMS)} No. ${(index % 9) + 1}, Op. ${(index % 140) + 1}`;
  const sentences = 1 + (index % 12);
  const body = Array.from({ length: sentences }, () =>
    Array.from({ length: 10 }, () => choose(WORDS)).join(' '),
  ).join('. ');
  return { title, body };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

test('search figures', async () => {
  const figures: Record<string, string> = {};

  // The longest allowed thread (200-character title, 5000-character body) of distinct words.
  const longest = searchTokens(
    't'.repeat(200),
    Array.from({ length: 1000 }, (_, i) => `w${i}x`)
      .join(' ')
      .slice(0, 5000),
  );
  figures['longest allowed thread: tokens'] = String(longest.length);
  figures['longest allowed thread: index entries'] = String(longest.length * SEARCH_TOKEN_INDEXES);

  const choose = chooser(21);
  const corpus = Array.from({ length: THREADS }, (_, index) => corpusThread(index, choose));
  const tokenCounts = corpus.map(({ title, body }) => searchTokens(title, body).length);
  const bytes = corpus.map(({ title, body }) =>
    searchTokens(title, body).reduce((sum, token) => sum + token.length + 1, 0),
  );
  figures['corpus: tokens per thread (mean / p95 / max)'] =
    `${(tokenCounts.reduce((a, b) => a + b, 0) / THREADS).toFixed(0)} / ${percentile(tokenCounts, 0.95)} / ${Math.max(...tokenCounts)}`;
  figures['corpus: index bytes per thread (mean)'] =
    `${(bytes.reduce((a, b) => a + b, 0) / THREADS).toFixed(0)} B`;

  const { child, port } = await startCli();
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = initializeApp({ projectId: PROJECT }, 'search-bench');
  const db = getFirestore(app);
  try {
    const seedStart = performance.now();
    for (let start = 0; start < THREADS; start += 500) {
      const batch = db.batch();
      for (const [offset, { title, body }] of corpus.slice(start, start + 500).entries()) {
        const index = start + offset;
        batch.set(db.doc(`threads/t${index}`), {
          title,
          body,
          isAnonymous: false,
          authorId: `author${index % 50}`,
          createdAt: Timestamp.fromMillis(1_700_000_000_000 + index * 60_000),
          replyCount: 0,
          reactionCount: index % 17,
          reactionCounts: { applause: index % 17, bravo: 0 },
          viewCount: index % 101,
          searchTokens: searchTokens(title, body),
        });
      }
      await batch.commit();
    }
    figures[`seeding ${THREADS} threads`] = ms(performance.now() - seedStart);

    for (const text of QUERIES) {
      const view: ThreadListView = {
        ...NO_THREAD_FILTERS,
        searchQuery: text,
        page: 1,
        sort: 'recent',
      };
      const tokens = threadListSearchTokens(view);
      const matching = db
        .collection('threads')
        .where('searchTokens', 'array-contains-any', tokens)
        .orderBy('createdAt', 'desc');
      const latencies: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS_PER_QUERY; run += 1) {
        const started = performance.now();
        const [count, window] = await Promise.all([
          matching.count().get(),
          matching.limit(SEARCH_RANKING_WINDOW).get(),
        ]);
        rankedSearchPage(
          view,
          window.docs.map((doc) => ({
            title: doc.get('title') as string,
            body: doc.get('body') as string,
          })),
        );
        latencies.push(performance.now() - started);
        total = count.data().count;
      }
      figures[`"${text}" (${total} matches): p50 / p95`] =
        `${ms(percentile(latencies, 0.5))} / ${ms(percentile(latencies, 0.95))}`;
    }
  } finally {
    await deleteApp(app);
    child.kill('SIGTERM');
  }
  console.table(figures);
});
