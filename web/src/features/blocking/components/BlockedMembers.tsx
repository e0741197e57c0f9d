import { useState } from 'react';
import { Link } from 'react-router';
import { BLOCK_LABELS, profilePath } from '@salon/domain';
import { useBlockActions } from '../../../components/block/use-block-actions';
import { MemberAvatar } from '../../../components/member/MemberAvatar';
import { useBlocking, type BlockedMember } from '../../../hooks/use-blocking';
import { useLive } from '../../../hooks/use-live';
import { subscribeToAuthor } from '../../../lib/authors';
import '../blocking.css';

/** How many rows show before "Show more": each row reads one profile card. */
const PAGE = 20;

/** A member whose card cannot be read (their account is gone). */
const UNKNOWN_MEMBER = 'Unknown User';
const LOADING_NAME = 'Loading...';

/**
 * "Blocked members" on one's own profile: whom the member blocked, newest first, each linking to
 * the profile with Unblock (named per member, in its own group). Live: a block made elsewhere
 * appears, an unblock leaves.
 */
export function BlockedMembers() {
  const blocking = useBlocking();
  const [shown, setShown] = useState(PAGE);
  const visible = blocking.blocks.slice(0, shown);
  return (
    <section className="card blocked-members" aria-label={BLOCK_LABELS.blockedMembers}>
      <h2>{BLOCK_LABELS.blockedMembers}</h2>
      {!blocking.ready ? (
        <p className="meta" role="status">
          Loading…
        </p>
      ) : visible.length === 0 ? (
        <p className="meta">{BLOCK_LABELS.noBlockedMembers}</p>
      ) : (
        <ul className="blocked-members__list">
          {visible.map((block) => (
            <li key={block.uid}>
              <BlockedRow block={block} />
            </li>
          ))}
        </ul>
      )}
      {blocking.blocks.length > shown ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setShown(shown + PAGE)}
        >
          Show more
        </button>
      ) : null}
    </section>
  );
}

function BlockedRow({ block }: { block: BlockedMember }) {
  const actions = useBlockActions();
  // Live, through the app's one hook for a member's document: the name shows once it is read.
  const author = useLive(subscribeToAuthor, block.uid, 'a blocked member');
  const profile = author.status === 'ready' ? author.value : null;
  const name =
    author.status === 'loading'
      ? LOADING_NAME
      : profile?.displayName || profile?.username || UNKNOWN_MEMBER;
  return (
    <div className="blocked-members__row" role="group" aria-label={name}>
      <Link
        className="blocked-members__member"
        to={profilePath({ userId: block.uid, username: profile?.username ?? null })}
      >
        <MemberAvatar name={name} urls={profile?.avatar} size={32} />
        {name}
      </Link>
      <button
        type="button"
        className="button button--ghost"
        disabled={actions.busy}
        onClick={() => void actions.unblock(block.uid)}
      >
        {BLOCK_LABELS.unblock}
      </button>
    </div>
  );
}
