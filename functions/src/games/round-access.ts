// A round as the member playing it may use it: theirs, not over. Anything else reads as "no such
// round", which tells nothing of other members' rounds. Only the functions write rounds, so one
// that the schema refuses is a fault to throw on, not a round to play.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { GAME_TOASTS, gameRoundSchema, readStored } from '@salon/domain';
import type { z } from 'zod/mini';
import { refuse } from '../shared/refusal.js';

export type GameRound = z.output<typeof gameRoundSchema>;

/** The round `snapshot` holds, read by its schema, when `uid` may play it now. */
export function playableRound(snapshot: DocumentSnapshot, uid: string): GameRound {
  const round = readStored(gameRoundSchema, snapshot.data());
  if (round?.uid !== uid) throw refuse('not-found', GAME_TOASTS.noSuchRound);
  if (round.finishedAt) throw refuse('failed-precondition', GAME_TOASTS.roundOver);
  return round;
}
