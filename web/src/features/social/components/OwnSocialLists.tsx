import { useState, type ReactNode } from 'react';
import { SOCIAL_ERRORS, SOCIAL_SUCCESS_TITLES, friendButton } from '@salon/domain';
import { PagedList } from '../../../components/ui/PagedList';
import type { PagedListState } from '../../../hooks/use-paged-list';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { acceptFriendRequest } from '../api/friendships';
import type { SocialListKind } from '../api/lists';
import { useSocialAction } from '../hooks/use-social-action';
import { useSocialList, type ListedMember } from '../hooks/use-social-list';
import { SOCIAL_UI } from '../social-texts';
import { MemberLink, memberName } from './MemberLink';
import '../social.css';

/**
 * On one's own profile (beyond the spec, docs/social.md): the friend requests waiting for an
 * answer, each with Accept Request, and the lists of friends, followers and following, each name
 * linking to the profile, paged, and live.
 */
export function OwnSocialLists({ uid }: { uid: string }) {
  return (
    <div className="social-lists">
      <FriendRequests uid={uid} />
      <MembersList uid={uid} kind="friends" title={SOCIAL_UI.friends} empty={SOCIAL_UI.noFriends} />
      <MembersList
        uid={uid}
        kind="followers"
        title={SOCIAL_UI.followers}
        empty={SOCIAL_UI.noFollowers}
      />
      <MembersList
        uid={uid}
        kind="following"
        title={SOCIAL_UI.following}
        empty={SOCIAL_UI.noFollowing}
      />
    </div>
  );
}

function FriendRequests({ uid }: { uid: string }) {
  const list = useSocialList(uid, 'incomingRequests');
  return (
    <ListSection title={SOCIAL_UI.friendRequests} list={list} empty={SOCIAL_UI.noRequests}>
      {(member) => <IncomingRequest viewerId={uid} member={member} />}
    </ListSection>
  );
}

/**
 * One waiting request: who sent it, and Accept Request (named per sender, in its own group).
 * Accepted, it stays disabled until the live list drops it, a moment after the write resolves.
 */
function IncomingRequest({ viewerId, member }: { viewerId: string; member: ListedMember }) {
  const { firestore } = useFirebaseServices();
  const { busy, run } = useSocialAction();
  const [accepted, setAccepted] = useState(false);
  const accept = friendButton('pending_received');
  return (
    <div
      className="social-request"
      role="group"
      aria-label={`Friend request from ${memberName(member.profile)}`}
    >
      <MemberLink uid={member.uid} profile={member.profile} />
      <button
        type="button"
        className="button button--primary"
        disabled={busy || accepted}
        onClick={() =>
          void run(() => acceptFriendRequest(firestore, viewerId, member.uid), {
            success: SOCIAL_SUCCESS_TITLES.friendRequestAccepted,
            failure: SOCIAL_ERRORS.acceptFriendRequest,
          }).then(setAccepted)
        }
      >
        {accept.label}
      </button>
    </div>
  );
}

function MembersList({
  uid,
  kind,
  title,
  empty,
}: {
  uid: string;
  kind: Exclude<SocialListKind, 'incomingRequests'>;
  title: string;
  empty: string;
}) {
  const list = useSocialList(uid, kind);
  return (
    <ListSection title={title} list={list} empty={empty}>
      {(member) => <MemberLink uid={member.uid} profile={member.profile} />}
    </ListSection>
  );
}

function ListSection({
  title,
  list,
  empty,
  children,
}: {
  title: string;
  list: PagedListState<ListedMember>;
  empty: string;
  children: (member: ListedMember) => ReactNode;
}) {
  return (
    <section className="card social-list" aria-label={title}>
      <h2>{title}</h2>
      <PagedList
        list={list}
        failed={SOCIAL_UI.listFailed}
        empty={empty}
        showMore={SOCIAL_UI.showMore}
        className="social-list__members"
        itemKey={(member) => member.uid}
      >
        {children}
      </PagedList>
    </section>
  );
}
