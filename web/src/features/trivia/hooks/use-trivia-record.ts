import { useLive, type LiveState } from '../../../hooks/use-live';
import { subscribeToTriviaRecord } from '../api/trivia-api';
import type { TriviaRecordItem } from '../api/types';

/**
 * A member's trivia record, live; 'unavailable' when the rules refuse it (a private member's
 * stranger). `access` subscribes again when the viewer's friendship changes.
 */
export function useTriviaRecord(uid: string, access = ''): LiveState<TriviaRecordItem> {
  return useLive(subscribeToTriviaRecord, uid, 'the trivia record', access);
}
