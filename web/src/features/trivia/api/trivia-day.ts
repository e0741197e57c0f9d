// The Salon card's data access: the day's question and the member's own answer, live, and
// answering. Read with the field readers of documents.ts (no schema library on the Salon).
import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { paths, type CallableInput, type CallableOutput } from '@salon/domain';
import { callFunction } from '../../../lib/call-function';
import type { FirebaseServices } from '../../../lib/firebase-services';
import { ownAnswerFromData, triviaDayFromData } from './documents';
import type { OwnTriviaAnswer, TriviaDayItem } from './types';

type OnError = (error: Error) => void;

/** The day's question (null: none opened that day), live: its counts move as members answer. */
export function subscribeToTriviaDay(
  { firestore }: FirebaseServices,
  dayKey: string,
  onDay: (day: TriviaDayItem | null) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    doc(firestore, paths.triviaDay(dayKey)),
    (snapshot) => {
      const data = snapshot.data();
      onDay(data ? triviaDayFromData(data) : null);
    },
    onError,
  );
}

/** The member's answer to the day's question (null: not answered yet), live. */
export function subscribeToOwnAnswer(
  { firestore }: FirebaseServices,
  dayKey: string,
  uid: string,
  onAnswer: (answer: OwnTriviaAnswer | null) => void,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    doc(firestore, paths.triviaAnswer(dayKey, uid)),
    (snapshot) => {
      const data = snapshot.data();
      onAnswer(data ? ownAnswerFromData(data) : null);
    },
    onError,
  );
}

export function answerTrivia(
  services: FirebaseServices,
  input: CallableInput<'answerTrivia'>,
): Promise<CallableOutput<'answerTrivia'>> {
  return callFunction(services, 'answerTrivia', input);
}
