// References to a poll's documents, built from the domain's paths so the layout is written once.
import { paths } from '@salon/domain';
import { db } from '../shared/admin.js';

export const pollRef = (pollId: string) => db.doc(paths.poll(pollId));
/** Markers of vote counts already applied (see shared/apply-once.ts). */
export const pollAppliedEventRef = (pollId: string, key: string) =>
  db.doc(`${paths.poll(pollId)}/appliedEvents/${key}`);
