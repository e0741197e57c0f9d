import { useId } from 'react';
import { Link } from 'react-router';
import {
  authorDisplayName,
  BADGE_TEXTS,
  BADGES,
  FORMER_MEMBER_NAME,
  PRIVATE_MEMBER_NAME,
  profilePath,
  type BadgeId,
} from '@salon/domain';
import { BadgeIcon } from '../../../components/badge/BadgeIcon';
import { MemberAvatar } from '../../../components/member/MemberAvatar';
import { LoadStates } from '../../../components/ui/LoadStates';
import { ShowMoreButton } from '../../../components/ui/ShowMoreButton';
import { useBadgeHolders } from '../hooks/use-badge-holders';
import { useHolderCount } from '../hooks/use-holder-counts';
import type { HolderRow } from '../api/types';
import { BadgeFacts } from './BadgeFacts';
import '../badges.css';

/**
 * A badge's page (/badges/{id}): the badge as the catalogue shows it, then its holders, newest
 * first, a page at a time. A private member's row names nobody ("A private member"), nor does
 * the row of a member whose profile is gone.
 */
export function BadgeDetail({ badgeId }: { badgeId: BadgeId }) {
  const headingId = useId();
  const count = useHolderCount(badgeId);
  return (
    <section className="badge-detail" aria-labelledby={headingId}>
      <div className="badge-detail__head">
        <BadgeIcon badgeId={badgeId} size={96} decorative />
        <div>
          <h1 id={headingId}>{BADGES[badgeId].name}</h1>
          <BadgeFacts badgeId={badgeId} />
          {count.status === 'ready' ? (
            <p className="meta">{BADGE_TEXTS.holderCount(count.value)}</p>
          ) : null}
          <Link to="/badges" className="meta">
            {BADGE_TEXTS.allBadges}
          </Link>
        </div>
      </div>
      <BadgeHolders badgeId={badgeId} />
    </section>
  );
}

function BadgeHolders({ badgeId }: { badgeId: BadgeId }) {
  const headingId = useId();
  const holders = useBadgeHolders(badgeId);
  return (
    <section className="badge-holders" aria-labelledby={headingId}>
      <h2 id={headingId}>{BADGE_TEXTS.holdersTitle}</h2>
      <LoadStates
        state={holders}
        loading={<p role="status">{BADGE_TEXTS.loadingHolders}</p>}
        failed={<p role="alert">{BADGE_TEXTS.holdersFailed}</p>}
        isEmpty={(ready) => ready.items.length === 0}
        empty={<p>{BADGE_TEXTS.noHolders}</p>}
      >
        {(ready) => (
          <>
            <ul className="badge-holders__list" aria-label={BADGE_TEXTS.holdersList}>
              {ready.items.map((holder) => (
                <li key={holder.id} className="badge-holders__row">
                  <Holder member={holder.member} />
                  <span className="meta">
                    <time dateTime={holder.grantedAt.toISOString()}>
                      {grantedOn(holder.grantedAt)}
                    </time>
                  </span>
                </li>
              ))}
            </ul>
            {ready.hasMore ? (
              <ShowMoreButton
                label={BADGE_TEXTS.showMore}
                loading={ready.loadingMore}
                onPress={ready.loadMore}
              />
            ) : null}
          </>
        )}
      </LoadStates>
    </section>
  );
}

function Holder({ member }: { member: HolderRow['member'] }) {
  if (member === 'private' || member === 'former') {
    const name = member === 'private' ? PRIVATE_MEMBER_NAME : FORMER_MEMBER_NAME;
    // No face: an initial would be the wording's, not the member's.
    return (
      <span className="badge-holders__member">
        <span className="badge-holders__no-face" aria-hidden="true" />
        {name}
      </span>
    );
  }
  const name = authorDisplayName({ isAnonymous: false }, member);
  return (
    <Link className="badge-holders__member" to={profilePath(member)}>
      <MemberAvatar name={name} urls={member.avatar} size={32} />
      {name}
    </Link>
  );
}

let grantedFormatter: Intl.DateTimeFormat | undefined;
function grantedOn(date: Date): string {
  grantedFormatter ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
  return grantedFormatter.format(date);
}
