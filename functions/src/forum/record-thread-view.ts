// Counts a view of a thread at most once per viewer per 30 minutes, deduped in a transaction by
// the viewer's last counted view: a member's `views/{uid}`, a visitor's
// `visitorViews/{hash of the address Google's front end saw}` (visitors have no account to key it
// by; never a header value the client sets, shared/client-address.ts). The page also
// keeps a visitor's last view for the session (spec §4) and calls only when it should count; the
// server-side check is what stops a script from inflating the count. The count itself is folded
// into the thread at most once a second (shared/folded-counters.ts): a viral thread's readers do
// not queue on the thread document.
import { createHash, randomUUID } from 'node:crypto';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  FORUM_TOASTS,
  readStoredFields,
  recordThreadViewInput,
  shouldCountView,
  threadViewSchema,
  threadVisitorViewSchema,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { frontEndAddress } from '../shared/client-address.js';
import { expiresInDays } from '../shared/apply-once.js';
import { addToCountersIn, foldSoon } from '../shared/folded-counters.js';
import { refuse } from '../shared/refusal.js';
import { threadRef, threadViewRef, threadVisitorViewRef } from './post-refs.js';

const VISITOR_VIEW_TTL_DAYS = 1;

/** A visitor's key: a hash, so no network address is stored. */
function visitorKey(address: string): string {
  return createHash('sha256').update(address).digest('hex').slice(0, 32);
}

export const recordThreadView = onCall(async (request): Promise<{ counted: boolean }> => {
  const { threadId } = parseInput(recordThreadViewInput, request.data);
  const thread = threadRef(threadId);
  if (!(await thread.get()).exists) throw refuse('not-found', FORUM_TOASTS.threadNotFound);
  // A member's view is keyed by uid; a deleted member's still-valid token is refused. A view is a
  // read, so a suspended member's counts as any other.
  const uid = request.auth
    ? (await requireMember(request, { whileSuspended: true })).uid
    : undefined;
  const view = uid
    ? memberView(threadId, uid)
    : visitorView(threadId, visitorKey(frontEndAddress(request.rawRequest)));
  const counted = await db.runTransaction(async (transaction) => {
    const now = new Date();
    const last = view.viewedAt((await transaction.get(view.ref)).data());
    if (!shouldCountView(last ?? null, now)) return false;
    view.record(transaction, Timestamp.fromDate(now));
    addToCountersIn(transaction, thread, `view_${randomUUID()}`, { increments: { viewCount: 1 } });
    return true;
  });
  if (counted) await foldSoon(thread);
  return { counted };
});

/** A viewer's last counted view: where it is kept, and how a newly counted one is written. */
interface CountedView {
  readonly ref: DocumentReference;
  /** When the stored view (its data) was counted, if it was. */
  readonly viewedAt: (data: unknown) => Date | undefined;
  readonly record: (transaction: Transaction, viewedAt: Timestamp) => void;
}

function memberView(threadId: string, uid: string): CountedView {
  const ref = threadViewRef(threadId, uid);
  return {
    ref,
    viewedAt: (data) => readStoredFields(threadViewSchema, data, ['viewedAt']).viewedAt,
    record: (transaction, viewedAt) => transaction.set(ref, { threadId, userId: uid, viewedAt }),
  };
}

function visitorView(threadId: string, key: string): CountedView {
  const ref = threadVisitorViewRef(threadId, key);
  // Needed for the 30-minute window only: a TTL policy deletes it a day later.
  const expireAt = expiresInDays(VISITOR_VIEW_TTL_DAYS);
  return {
    ref,
    viewedAt: (data) => readStoredFields(threadVisitorViewSchema, data, ['viewedAt']).viewedAt,
    record: (transaction, viewedAt) => transaction.set(ref, { threadId, viewedAt, expireAt }),
  };
}
