import { useCallback, useEffect, useState } from 'react';
import { FORUM_ERRORS, type ReactionType, type Viewer } from '@salon/domain';
import { toastFailure } from '../../../components/toast/use-toast';
import { fetchOwnReactions, toggleReaction } from '../api/salon-api';
import { useFirebaseServices } from '../../../lib/firebase-services';

/** One key per reaction type and target (the thread itself, or one reply). */
function ownReactionKey(reactionType: ReactionType, replyId: string | null): string {
  return `${reactionType}:${replyId ?? 'thread'}`;
}

export interface OwnReactions {
  /** True when the viewer has this reaction on this target. */
  isActive(reactionType: ReactionType, replyId: string | null): boolean;
  /** Flips the viewer's reaction through the toggleReaction callable. */
  toggle(reactionType: ReactionType, replyId: string | null): Promise<void>;
}

/**
 * The signed-in viewer's reactions on one thread and its replies. Counts come from the live
 * documents; this only knows which toggles are on.
 */
export function useOwnReactions(threadId: string, viewer: Viewer | null): OwnReactions {
  const services = useFirebaseServices();
  const uid = viewer?.uid ?? null;
  const [active, setActive] = useState<{ owner: string; keys: ReadonlySet<string> } | null>(null);
  const owner = `${threadId}/${uid ?? ''}`;

  useEffect(() => {
    if (uid === null) return;
    let current = true;
    fetchOwnReactions(services, threadId, uid).then(
      (reactions) => {
        if (!current) return;
        const keys = new Set(reactions.map((r) => ownReactionKey(r.reactionType, r.replyId)));
        setActive({ owner, keys });
      },
      (error: unknown) => console.warn('Could not read your reactions.', error),
    );
    return () => {
      current = false;
    };
  }, [services, threadId, uid, owner]);

  const keys = active?.owner === owner ? active.keys : new Set<string>();

  const toggle = useCallback(
    async (reactionType: ReactionType, replyId: string | null) => {
      try {
        const result = await toggleReaction(services, { threadId, replyId, reactionType });
        const key = ownReactionKey(reactionType, replyId);
        setActive((previous) => {
          const next = new Set(previous?.owner === owner ? previous.keys : []);
          if (result.active) next.add(key);
          else next.delete(key);
          return { owner, keys: next };
        });
      } catch (error) {
        console.error('Could not update the reaction.', error);
        toastFailure(error, { title: 'Error', description: FORUM_ERRORS.reactionFailed });
      }
    },
    [services, threadId, owner],
  );

  return { isActive: (type, replyId) => keys.has(ownReactionKey(type, replyId)), toggle };
}
