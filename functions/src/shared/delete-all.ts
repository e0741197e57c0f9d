// Deletes every document a query matches, a few hundred per batch (a batch takes 500 writes).
import type { Query } from 'firebase-admin/firestore';
import { db } from './admin.js';

const BATCH_LIMIT = 400;

export async function deleteAll(documents: Query): Promise<void> {
  for (;;) {
    const page = await documents.limit(BATCH_LIMIT).get();
    if (page.empty) return;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}
