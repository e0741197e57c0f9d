import { useState, type ReactNode } from 'react';
import { BLOCK_LABELS } from '@salon/domain';
import { isFromBlockedMember, useBlocking } from '../../hooks/use-blocking';

/**
 * A post by a member the viewer blocked, folded: "Post from a member you blocked" and Show, which
 * opens it for this look. Anything else shows as it is. `publicAuthorId` is the author the post
 * names (null when anonymous: an anonymous post never folds, or folding would tell who wrote it).
 */
export function BlockedPostFold({
  publicAuthorId,
  children,
}: {
  publicAuthorId: string | null;
  children: ReactNode;
}) {
  const blocking = useBlocking();
  const [shown, setShown] = useState(false);
  if (shown || !isFromBlockedMember(blocking, publicAuthorId)) return children;
  return (
    <div className="blocked-post" role="group" aria-label={BLOCK_LABELS.collapsedPost}>
      <p className="meta">{BLOCK_LABELS.collapsedPost}</p>
      <button type="button" className="link-button" onClick={() => setShown(true)}>
        {BLOCK_LABELS.show}
      </button>
    </div>
  );
}
