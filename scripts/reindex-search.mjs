// Rewrites the search index of every existing thread (`searchTokens`) and profile (`searchGrams`)
// with the domain's current code, after a change to how text is indexed (docs/search.md,
// "Re-indexing"). The triggers keep documents right on every write; this reaches the ones no one
// has written since the change.
//   npm run reindex-search -- --project <project-id> [--batch 200] [--state <file>]
// Credentials as for grant-admin (Application Default Credentials, or FIRESTORE_EMULATOR_HOST).
// In batches, ordered by document id; only documents whose index differs are written, so a second
// run changes nothing. After each batch it saves where it stopped to the state file (default
// .reindex-search.<project>.json): a run that fails or is stopped resumes there when started
// again, and a run that completes deletes it.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { searchTokens, userSearchGrams } from '@salon/domain';

/** A Firestore batch holds at most 500 writes. */
const MAX_BATCH = 500;

const text = (value) => (typeof value === 'string' ? value : '');

/** Each index: its collection, its field, and what it should hold for a document (null: skip). */
const INDEXES = [
  {
    collection: 'threads',
    field: 'searchTokens',
    expected: (doc) => {
      const [title, body] = [doc.get('title'), doc.get('body')];
      return typeof title === 'string' && typeof body === 'string'
        ? searchTokens(title, body)
        : null;
    },
  },
  {
    collection: 'profiles',
    field: 'searchGrams',
    expected: (doc) => userSearchGrams(text(doc.get('username')), text(doc.get('displayName'))),
  },
];

const { values } = parseArgs({
  options: {
    project: { type: 'string' },
    batch: { type: 'string', default: '200' },
    state: { type: 'string' },
  },
});
const batchSize = Number(values.batch);
if (!values.project || !Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_BATCH) {
  console.error(
    `usage: npm run reindex-search -- --project <project id> [--batch 1-${MAX_BATCH}] [--state <file>]`,
  );
  process.exit(2);
}
const stateFile = values.state ?? `.reindex-search.${values.project}.json`;

async function loadState() {
  try {
    return JSON.parse(await readFile(stateFile, 'utf8'));
  } catch (error) {
    if (error?.code === 'ENOENT') return {};
    throw new Error(
      `the state file ${stateFile} cannot be read (${error.message}); delete it to start over`,
    );
  }
}

const sameList = (stored, expected) =>
  Array.isArray(stored) &&
  stored.length === expected.length &&
  stored.every((value, i) => value === expected[i]);

const db = getFirestore(initializeApp({ projectId: values.project }));
try {
  const state = await loadState();
  if (Object.keys(state).length > 0) console.log(`Resuming from ${stateFile}.`);
  for (const { collection, field, expected } of INDEXES) {
    const progress = (state[collection] ??= { after: null, read: 0, written: 0, done: false });
    while (!progress.done) {
      let page = db.collection(collection).orderBy(FieldPath.documentId()).limit(batchSize);
      if (progress.after) page = page.startAfter(progress.after);
      const { docs } = await page.get();
      const batch = db.batch();
      let writes = 0;
      for (const doc of docs) {
        const wanted = expected(doc);
        if (wanted === null || sameList(doc.get(field), wanted)) continue;
        batch.update(doc.ref, { [field]: wanted });
        writes += 1;
      }
      if (writes > 0) await batch.commit();
      progress.read += docs.length;
      progress.written += writes;
      progress.after = docs.at(-1)?.id ?? progress.after;
      progress.done = docs.length < batchSize;
      await writeFile(stateFile, `${JSON.stringify(state, null, 2)}\n`);
      console.log(`${collection}: ${progress.read} read, ${progress.written} re-indexed`);
    }
  }
  await rm(stateFile, { force: true });
  console.log('Search index up to date.');
  process.exit(0);
} catch (error) {
  console.error(
    `Re-indexing stopped: ${error instanceof Error ? error.message : error}. Run the same command again to resume.`,
  );
  process.exit(1);
}
