import { useMemo } from 'react';
import { createAuthorLookup, type AuthorProfile } from '../../../lib/authors';
import { useFirebaseServices } from '../../../lib/firebase-services';
import {
  usePagedList,
  type CursorPage,
  type PagedListSource,
  type PagedListState,
} from '../../../hooks/use-paged-list';
import {
  readNextPage,
  subscribeToFirstPage,
  type RelatedMember,
  type RelatedMembersPage,
  type SocialListCursor,
  type SocialListKind,
} from '../api/lists';

export interface ListedMember extends RelatedMember {
  /** Their profile card's names, for the link; null when it cannot be read. */
  readonly profile: AuthorProfile | null;
}

/**
 * One of the member's own lists (incoming requests, friends, followers, following): the first
 * page live, later pages added by `loadMore`, each entry with the other member's profile.
 */
export function useSocialList(uid: string, kind: SocialListKind): PagedListState<ListedMember> {
  const { firestore } = useFirebaseServices();
  const source = useMemo<PagedListSource<ListedMember, SocialListCursor>>(() => {
    const lookUp = createAuthorLookup(firestore);
    return {
      name: `the ${kind} list`,
      first: (onPage, onError) =>
        subscribeToFirstPage(
          firestore,
          uid,
          kind,
          (page) => void withProfiles(lookUp, page).then(onPage),
          onError,
        ),
      next: (cursor) =>
        readNextPage(firestore, uid, kind, cursor).then((page) => withProfiles(lookUp, page)),
    };
  }, [firestore, uid, kind]);
  return usePagedList(source);
}

async function withProfiles(
  lookUp: (uid: string) => Promise<AuthorProfile | null>,
  page: RelatedMembersPage,
): Promise<CursorPage<ListedMember, SocialListCursor>> {
  const items = await Promise.all(
    page.members.map(async (member) => ({ ...member, profile: await lookUp(member.uid) })),
  );
  return { items, next: page.next };
}
