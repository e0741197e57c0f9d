import { useEffect, useState } from 'react';
import type { PollReplyItem, PollsApi } from '../api/types';

/**
 * The author uid of a poll reply for the delete permission. Public replies carry it; for an
 * anonymous reply only its author and staff can read it (null for everyone else).
 */
export function usePollReplyAuthor(
  api: PollsApi,
  reply: PollReplyItem,
  signedIn: boolean,
): string | null {
  const { pollId, id, isAnonymous, authorId } = reply;
  const key = `${pollId}/${id}`;
  const [hidden, setHidden] = useState<{ key: string; authorId: string | null } | null>(null);

  useEffect(() => {
    if (!isAnonymous || !signedIn) return;
    let current = true;
    void api.fetchHiddenAuthorId(pollId, id).then((found) => {
      if (current) setHidden({ key, authorId: found });
    });
    return () => {
      current = false;
    };
  }, [api, pollId, id, isAnonymous, signedIn, key]);

  if (!isAnonymous) return authorId;
  return signedIn && hidden?.key === key ? hidden.authorId : null;
}
