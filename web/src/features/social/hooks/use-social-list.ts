import { useEffect, useMemo, useState } from 'react';
import { createAuthorLookup, type AuthorProfile } from '../../../lib/authors';
import { useFirebaseServices } from '../../../lib/firebase-services';
import {
  readNextPage,
  subscribeToFirstPage,
  type RelatedMember,
  type RelatedMembersPage,
  type SocialListKind,
} from '../api/lists';

export interface ListedMember extends RelatedMember {
  /** Their profile card's names, for the link; null when it cannot be read. */
  readonly profile: AuthorProfile | null;
}

export type SocialListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly members: readonly ListedMember[];
      readonly hasMore: boolean;
      readonly loadMore: () => void;
      readonly loadingMore: boolean;
    };

/**
 * One of the member's own lists (incoming requests, friends, followers, following): the first
 * page live, later pages added by `loadMore`, each entry with the other member's profile.
 */
export function useSocialList(uid: string, kind: SocialListKind): SocialListState {
  const { firestore } = useFirebaseServices();
  const lookUp = useMemo(() => createAuthorLookup(firestore), [firestore]);
  const key = `${uid}/${kind}`;
  const [first, setFirst] = useState<{ key: string; page: ListedPage } | 'failed' | null>(null);
  // Later pages, read after one particular first page.
  const [more, setMore] = useState<{ after: ListedPage | null; pages: ListedPage[] }>({
    after: null,
    pages: [],
  });
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let current = true;
    const unsubscribe = subscribeToFirstPage(
      firestore,
      uid,
      kind,
      (page) =>
        void withProfiles(lookUp, page).then((listed) => {
          if (current) setFirst({ key, page: listed });
        }),
      (error) => {
        console.warn(`Could not load the ${kind} list.`, error);
        if (current) setFirst('failed');
      },
    );
    return () => {
      current = false;
      unsubscribe();
    };
  }, [firestore, lookUp, uid, kind, key]);

  if (first === 'failed') return { status: 'failed' };
  if (first === null || first.key !== key) return { status: 'loading' };
  // A live change to the first page (a new object) starts the later pages over: they may have
  // shifted.
  const firstPage = first.page;
  const later = more.after === firstPage ? more.pages : [];
  const pages = [firstPage, ...later];
  const last = pages[pages.length - 1];
  const next = last?.next ?? null;

  function loadMore() {
    if (next === null || loadingMore) return;
    setLoadingMore(true);
    readNextPage(firestore, uid, kind, next)
      .then((page) => withProfiles(lookUp, page))
      .then(
        (listed) => setMore({ after: firstPage, pages: [...later, listed] }),
        (error: unknown) => console.warn(`Could not load more of the ${kind} list.`, error),
      )
      .finally(() => setLoadingMore(false));
  }

  return {
    status: 'ready',
    members: pages.flatMap((page) => page.members),
    hasMore: next !== null,
    loadMore,
    loadingMore,
  };
}

interface ListedPage {
  readonly members: readonly ListedMember[];
  readonly next: RelatedMembersPage['next'];
}

async function withProfiles(
  lookUp: (uid: string) => Promise<AuthorProfile | null>,
  page: RelatedMembersPage,
): Promise<ListedPage> {
  const members = await Promise.all(
    page.members.map(async (member) => ({ ...member, profile: await lookUp(member.uid) })),
  );
  return { members, next: page.next };
}
