import { useEffect, useState } from 'react';
import type { SalonApi } from '../api/types';

/**
 * The author uid of a post for permission checks. Public posts carry it; for an anonymous post
 * only its author and staff can read it (null for everyone else).
 */
export function useAuthorId(
  api: SalonApi,
  post: { threadId: string; replyId: string | null; isAnonymous: boolean; authorId: string | null },
  signedIn: boolean,
): string | null {
  const { threadId, replyId, isAnonymous, authorId } = post;
  const key = `${threadId}/${replyId ?? ''}`;
  const [hidden, setHidden] = useState<{ key: string; authorId: string | null } | null>(null);

  useEffect(() => {
    if (!isAnonymous || !signedIn) return;
    let current = true;
    void api.fetchHiddenAuthorId(threadId, replyId).then((found) => {
      if (current) setHidden({ key, authorId: found });
    });
    return () => {
      current = false;
    };
  }, [api, threadId, replyId, isAnonymous, signedIn, key]);

  if (!isAnonymous) return authorId;
  return signedIn && hidden?.key === key ? hidden.authorId : null;
}
