// A round as the member playing it may use it: theirs, not over. Anything else reads as "no such
// round", which tells nothing of other members' rounds.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { GAME_TOASTS } from '@salon/domain';
import { refuse } from '../shared/refusal.js';

export function requirePlayableRound(round: DocumentSnapshot, uid: string): void {
  if (!round.exists || round.get('uid') !== uid) {
    throw refuse('not-found', GAME_TOASTS.noSuchRound);
  }
  if (round.get('finishedAt')) throw refuse('failed-precondition', GAME_TOASTS.roundOver);
}
