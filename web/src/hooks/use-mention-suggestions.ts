import { useEffect, useState } from 'react';
import { useFirebaseServices } from '../lib/firebase-services';
import { membersByUsernamePrefix, type MentionCandidate } from '../lib/member-suggestions';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before the members are looked up: one query per pause. */
const SUGGESTION_DEBOUNCE_MS = 150;

export interface MentionSuggestions {
  /** The name so far that `members` answer. */
  readonly prefix: string;
  readonly members: readonly MentionCandidate[];
}

/**
 * The members to offer for the mention being typed (`prefix`, null when none is), looked up once
 * typing pauses. Null until an answer for the current prefix has arrived, so a slow answer for
 * an older prefix never shows. A failed lookup is logged and offers nobody.
 */
export function useMentionSuggestions(prefix: string | null): MentionSuggestions | null {
  const { firestore } = useFirebaseServices();
  const settled = useDebouncedValue(prefix, SUGGESTION_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<MentionSuggestions | null>(null);
  useEffect(() => {
    if (settled === null) return;
    let current = true;
    membersByUsernamePrefix(firestore, settled).then(
      (members) => {
        if (current) setAnswer({ prefix: settled, members });
      },
      (error: unknown) => {
        console.error('Could not look up members to mention.', error);
        if (current) setAnswer({ prefix: settled, members: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [firestore, settled]);
  return prefix !== null && answer?.prefix === prefix ? answer : null;
}
