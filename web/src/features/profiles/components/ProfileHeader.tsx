// A profile's header block (spec 2 §2): banner, avatar with the initial-letter fallback (the
// member's pictures), @username, display name, bio, location, social links, and what the page adds
// beside them (counts, friend and follow buttons, the edit toggle), and Share. On another member's
// profile each picture they have can be reported.
import type { ReactNode } from 'react';
import { cssUrl, profilePath, type ProfileDetails } from '@salon/domain';
import { MemberAvatar } from '../../../components/member/MemberAvatar';
import { ShareButton } from '../../../components/ui/ShareButton';
import type { ProfileCard } from '../api';
import { PROFILE_UI } from '../profile-texts';
import { EditablePicture } from './EditablePicture';
import { ReportPictureButton } from './ReportPictureButton';
import { SocialLinkList } from './SocialMediaSection';

/** "@name", or the display name for a member without a username. */
export function profileHandle(card: ProfileCard): string {
  return card.username ? `@${card.username}` : card.displayName;
}

export function ProfileHeader({
  card,
  details,
  bannerUrl,
  isOwn,
  children,
}: {
  card: ProfileCard;
  /** Location and links; null when the viewer may not read them (a private profile). */
  details: ProfileDetails | null;
  /** The banner picture; null when none or not readable by the viewer. */
  bannerUrl: string | null;
  isOwn: boolean;
  children?: ReactNode;
}) {
  const name = card.displayName || card.username;
  const avatar = <MemberAvatar name={name} urls={card.avatar} size={64} eager />;
  const bannerStyle = bannerUrl ? { backgroundImage: cssUrl(bannerUrl) } : undefined;
  return (
    <div className="profile-header">
      {isOwn ? (
        <EditablePicture
          uid={card.userId}
          kind="banner"
          label={PROFILE_UI.banner}
          className="profile-header__banner"
          style={bannerStyle}
          hasPicture={bannerUrl !== null}
        />
      ) : (
        <div className="profile-header__banner" style={bannerStyle}>
          {bannerUrl ? (
            <ReportPictureButton
              memberId={card.userId}
              kind="banner"
              className="profile-header__report profile-header__report--banner"
            />
          ) : null}
        </div>
      )}
      <div className="profile-header__identity">
        {isOwn ? (
          <EditablePicture
            uid={card.userId}
            kind="avatar"
            label={PROFILE_UI.avatar}
            className="profile-header__avatar"
            hasPicture={Boolean(card.avatar)}
          >
            {avatar}
          </EditablePicture>
        ) : (
          <div className="profile-header__avatar">{avatar}</div>
        )}
        <div>
          <h1>{card.displayName || profileHandle(card)}</h1>
          {card.username && <p className="profile-header__handle">@{card.username}</p>}
        </div>
        {!isOwn && card.avatar ? (
          <ReportPictureButton
            memberId={card.userId}
            kind="avatar"
            className="profile-header__report"
          />
        ) : null}
      </div>
      {card.bio && <p className="profile-header__bio">{card.bio}</p>}
      {details?.location && <p className="profile-header__location">{details.location}</p>}
      {details && <SocialLinkList links={details} />}
      <ShareButton path={profilePath(card)} title={card.displayName || profileHandle(card)} />
      {children}
    </div>
  );
}
