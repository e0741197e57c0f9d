import { useEffect, useEffectEvent, useState } from 'react';

/** A post or poll reply as far as its author goes; `key` names it among its kind. */
export interface AuthoredPost {
  key: string;
  isAnonymous: boolean;
  /** Null on anonymous posts: the author sits in their private document. */
  authorId: string | null;
}

/**
 * The author uid of a post for permission checks. Public posts carry it; for an anonymous post
 * only its author and staff can read it (`fetchHidden`), so it is null for everyone else.
 */
export function useAuthorId(
  post: AuthoredPost,
  signedIn: boolean,
  fetchHidden: () => Promise<string | null>,
): string | null {
  const { key, isAnonymous, authorId } = post;
  const [hidden, setHidden] = useState<{ key: string; authorId: string | null } | null>(null);
  const fetchHiddenAuthor = useEffectEvent(fetchHidden);

  useEffect(() => {
    if (!isAnonymous || !signedIn) return;
    let current = true;
    void fetchHiddenAuthor().then((found) => {
      if (current) setHidden({ key, authorId: found });
    });
    return () => {
      current = false;
    };
  }, [key, isAnonymous, signedIn]);

  if (!isAnonymous) return authorId;
  return signedIn && hidden?.key === key ? hidden.authorId : null;
}
