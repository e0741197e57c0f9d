// References to a poll's documents, built from the domain's paths so the layout is written once.
import { appliedEventSchema, paths, pollSchema } from '@salon/domain';
import { storedDoc } from '../shared/stored.js';

export const pollRef = (pollId: string) => storedDoc(pollSchema, paths.poll(pollId));
/** Markers of vote counts already applied (see shared/apply-once.ts). */
export const pollAppliedEventRef = (pollId: string, key: string) =>
  storedDoc(appliedEventSchema, `${paths.poll(pollId)}/appliedEvents/${key}`);
