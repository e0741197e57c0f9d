import { Link } from 'react-router';
import { FOOTER_YEAR, FORUM_NAME, SITE_TAGLINE, comingSoonToast } from '@salon/domain';
import { CONTACT_EMAIL } from '../../config/contact';
import { toast } from '../toast/use-toast';

/** Social networks the site will connect to; for now each only announces itself. */
const COMING_SOON_NETWORKS = ['TikTok', 'Instagram'] as const;

interface FooterLink {
  to: string;
  label: string;
}

const COLUMNS: { heading: string; links: FooterLink[] }[] = [
  {
    heading: 'About',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/join', label: 'Join Our Team' },
      { to: '/donate', label: 'Support Us' },
    ],
  },
  {
    heading: 'Community',
    links: [
      { to: '/salon', label: FORUM_NAME },
      { to: '/coming-soon', label: 'Coming Soon' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-use', label: 'Terms of Use' },
      { to: '/cookie-policy', label: 'Cookie Policy' },
    ],
  },
];

/** Spec 1 §2: columns About, Community, Legal, Connect; contact mail; © 2025; in beta. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__columns">
        {COLUMNS.map((column) => (
          <nav key={column.heading} className="footer__column" aria-label={column.heading}>
            <h2 className="footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className="footer__column" aria-labelledby="footer-connect">
          <h2 className="footer__heading" id="footer-connect">
            Connect
          </h2>
          <p>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
          <div className="footer__social">
            {COMING_SOON_NETWORKS.map((name) => (
              <button
                key={name}
                type="button"
                className="button button--ghost"
                onClick={() => toast(comingSoonToast(name))}
              >
                {name}
              </button>
            ))}
          </div>
        </section>
      </div>
      <div className="footer__bottom">
        <p>
          © {FOOTER_YEAR} {SITE_TAGLINE}. All rights reserved.
        </p>
        <span className="beta-mark" title="The site is in beta">
          Beta
        </span>
      </div>
    </footer>
  );
}
