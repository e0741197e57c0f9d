// The Social Media section (spec 2 §2): only the non-blank links among the seven, each opening
// in a new tab; "No social media links shared yet." otherwise.
import { PROFILE_TEXTS, visibleSocialLinks, type SocialLinks } from '@salon/domain';
import { PROFILE_UI } from '../profile-texts';
import { ProfileSection } from './ProfileSection';

/** The non-blank links as a list; nothing when there are none. */
export function SocialLinkList({ links }: { links: Partial<SocialLinks> }) {
  const shown = visibleSocialLinks(links);
  if (shown.length === 0) return null;
  return (
    <ul className="profile-links">
      {shown.map(({ field, label, url }) => (
        <li key={field}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SocialMediaSection({ links }: { links: Partial<SocialLinks> }) {
  return (
    <ProfileSection title={PROFILE_UI.socialMedia}>
      {visibleSocialLinks(links).length === 0 ? (
        <p className="profile-empty">{PROFILE_TEXTS.noSocialLinks}</p>
      ) : (
        <SocialLinkList links={links} />
      )}
    </ProfileSection>
  );
}
