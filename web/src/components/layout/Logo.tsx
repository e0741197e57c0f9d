import { Link } from 'react-router';
import { SITE_TAGLINE } from '@salon/domain';

/** The site's mark; always leads home. */
export function Logo() {
  return (
    <Link to="/" className="logo" aria-label={`${SITE_TAGLINE}, home`}>
      <span className="logo__mark" aria-hidden="true">
        ♫
      </span>
      <span className="logo__text">{SITE_TAGLINE}</span>
    </Link>
  );
}
