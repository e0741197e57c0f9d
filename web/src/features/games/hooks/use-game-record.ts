import { useLive, type LiveState } from '../../../hooks/use-live';
import { subscribeToGameRecord } from '../api/games-api';
import type { GameRecord } from '../api/types';

/**
 * A member's game records, live; 'unavailable' when the rules refuse them (a private member's
 * stranger). `access` subscribes again when the viewer's friendship changes.
 */
export function useGameRecord(uid: string, access = ''): LiveState<GameRecord> {
  return useLive(subscribeToGameRecord, uid, 'the game record', access);
}
