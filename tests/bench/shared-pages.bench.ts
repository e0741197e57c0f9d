// Shared pages: time to first byte, the function's own time and documents read per crawler
// request, through the local Hosting (firebase.json's rewrites) to publicPages in the functions
// host, reading the demo data in our Firestore emulator. Prints figures only.
//
// Documents read and the function's time: what publicPages reports in its Server-Timing header
// (`reads`, what Firestore bills: each document returned, 1 for an empty query; `render`, from the
// request reaching the function to its answer: reading, rendering the app's tree, the head). Time
// to first byte: from the request to the response's headers, as `fetch` resolves; medians of RUNS
// requests one after another.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { test } from 'vitest';
import { readProjectFiles, startLocalStack } from '@salon/local-stack/stack';
import { DEMO_THREADS } from '@salon/local-stack/demo-content';

const RUNS = 20;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

test('shared pages: time to first byte and reads per request', async () => {
  const projectId = 'demo-shared-pages-bench';
  const stack = await startLocalStack({
    root,
    projectId,
    host: '127.0.0.1',
    ports: { firestore: 0, auth: 0, functions: 0, web: 0 },
    ...readProjectFiles(root),
    seedDemoData: true,
    web: true,
    webBuilt: true,
    log: () => undefined,
  });
  Object.assign(process.env, stack.env);
  const admin = initializeApp({ projectId }, 'shared-pages-bench');
  const db = getFirestore(admin);
  try {
    const welcome = DEMO_THREADS.find((thread) => thread.key === 'welcome')!;
    const found = await db.collection('threads').where('title', '==', welcome.title).get();
    const threadId = found.docs[0]!.id;
    const replies = (await db.collection(`threads/${threadId}/replies`).get()).size;

    const rows: string[] = [];
    const measure = async (label: string, pathname: string, before?: () => Promise<unknown>) => {
      const times: number[] = [];
      const reads: number[] = [];
      const renders: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await before?.();
        const started = performance.now();
        const response = await fetch(`${stack.webUrl}${pathname}`);
        times.push(performance.now() - started);
        const timing = response.headers.get('server-timing') ?? '';
        const read = /reads;desc="(\d+)"/.exec(timing)?.[1];
        if (read !== undefined) reads.push(Number(read));
        const render = /render;dur=([\d.]+)/.exec(timing)?.[1];
        if (render !== undefined) renders.push(Number(render));
        await response.arrayBuffer();
      }
      rows.push(
        `| ${label} | ${median(times).toFixed(1)} ms | ${Math.max(...times).toFixed(1)} ms | ${renders.length ? `${median(renders).toFixed(1)} ms` : '-'} | ${reads.length ? median(reads) : 'none (no function)'} |`,
      );
    };

    // Changing the thread's document makes the kept page stale: every request renders anew.
    let views = 0;
    await measure(`discussion, rendered (${replies} replies)`, `/salon/thread/${threadId}`, () =>
      db.doc(`threads/${threadId}`).update({ viewCount: (views += 1) }),
    );
    await measure('discussion, kept (unchanged)', `/salon/thread/${threadId}`);
    // The Salon's first page: a changed discussion on it makes the kept page stale.
    const newest = (await db.collection('threads').orderBy('createdAt', 'desc').limit(1).get())
      .docs[0]!.ref;
    let newestViews = 0;
    await measure('the Salon, rendered', '/salon', () =>
      newest.update({ viewCount: (newestViews += 1) }),
    );
    await measure('the Salon, kept (unchanged)', '/salon');
    await measure('public member', '/clara');
    await measure('private member', '/lili');
    await measure('missing discussion', '/salon/thread/no-such-thread');
    await measure('sitemap.xml', '/sitemap.xml');
    await measure('robots.txt', '/robots.txt');
    await measure('a static page (/about, no function)', '/about');
    console.log(
      [
        `\nShared pages through the local Hosting, ${RUNS} requests each, one after another:\n`,
        '| Request | Time to first byte, median | slowest | publicPages (read and render), median | Documents read, median |',
        '|---|---|---|---|---|',
        ...rows,
        '\nGoal: a kept page (the discussion and the Salon, unchanged) served in under 50 ms.',
      ].join('\n'),
    );
  } finally {
    await deleteApp(admin);
    await stack.stop();
  }
});
