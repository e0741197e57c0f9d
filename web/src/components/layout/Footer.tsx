import { Link } from 'react-router';
import {
  COMING_SOON_NETWORKS,
  CONTACT_EMAIL,
  FOOTER_COLUMNS,
  FOOTER_YEAR,
  SITE_TAGLINE,
  comingSoonToast,
} from '@salon/domain';
import { toast } from '../toast/use-toast';

/** Spec 1 §2: columns About, Community, Legal, Connect; contact mail; © 2025; in beta. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__columns">
        {FOOTER_COLUMNS.map((column) => (
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
