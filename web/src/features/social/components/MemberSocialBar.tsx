import { useEffect } from 'react';
import type { FriendRelation } from '@salon/domain';
import { useSocialRelation } from '../hooks/use-social-relation';
import { SOCIAL_UI } from '../social-texts';
import { RelationButtons } from './RelationButtons';
import { SocialCounts } from './SocialCounts';
import '../social.css';

/**
 * What another member's page shows of friends and follows: their counts, and the viewer's
 * friend and follow buttons, both live. `onFriendshipChange` tells the page when the friendship
 * changes, so what a private profile shows follows it. `withButtons` false leaves the counts
 * alone (the viewer blocked the member: nothing the buttons do would be allowed).
 */
export function MemberSocialBar({
  viewerId,
  memberId,
  onFriendshipChange,
  withButtons = true,
}: {
  viewerId: string;
  memberId: string;
  onFriendshipChange?: (friendship: FriendRelation) => void;
  withButtons?: boolean;
}) {
  const relation = useSocialRelation(viewerId, memberId);
  const friendship = relation?.friendship ?? null;
  useEffect(() => {
    if (friendship !== null) onFriendshipChange?.(friendship);
  }, [friendship, onFriendshipChange]);

  return (
    <div className="member-social" role="group" aria-label={SOCIAL_UI.memberActions}>
      <SocialCounts uid={memberId} />
      {relation && withButtons ? (
        <RelationButtons viewerId={viewerId} memberId={memberId} relation={relation} />
      ) : null}
    </div>
  );
}
