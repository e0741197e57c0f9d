// A member's face wherever the site shows a member: their picture in the size the place needs, or
// the initial letter of their name when they have none. The picture has its width and height set
// (no layout shift), loads lazily, and is decorative by default because a name always stands beside
// it; where it stands alone, `alt` names the member. The letter is drawn by CSS from data-initial,
// not written as text: it repeats the name beside it, so it must not enter the text of a row or
// link, nor a button's visible label (axe's label-content-name-mismatch flagged the account button
// whose "C" its name did not hold).
import type { AvatarUrls } from '@salon/domain';
import './member-avatar.css';

/** The sizes the places use, in CSS pixels. */
export type AvatarDisplaySize = 24 | 32 | 40 | 64 | 96;

function avatarInitial(name: string): string {
  return (name.trim() || '?').charAt(0).toUpperCase();
}

export function MemberAvatar({
  name,
  urls,
  size,
  alt = '',
  eager = false,
}: {
  /** The name shown beside it (display name, else username): the fallback's letter. */
  name: string;
  urls: AvatarUrls | null | undefined;
  size: AvatarDisplaySize;
  alt?: string;
  /** Above the fold (the profile header): load at once. */
  eager?: boolean;
}) {
  const style = { width: size, height: size, fontSize: size * 0.45 };
  if (!urls) {
    return (
      <span
        className="member-avatar member-avatar--initial"
        style={style}
        data-initial={avatarInitial(name)}
        aria-hidden="true"
      />
    );
  }
  return (
    <img
      className="member-avatar"
      src={urls.s96}
      srcSet={`${urls.s48} 48w, ${urls.s96} 96w, ${urls.s256} 256w`}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
