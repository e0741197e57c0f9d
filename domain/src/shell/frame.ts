// The words of the app's frame (top bar, footer), where every page's are: in the domain.
import { MUSIC_GAMES_TITLE } from '../games/title.js';
import { FORUM_NAME } from '../constants.js';

/** The company's one public contact mailbox (spec: "an info mailbox"). Change it here only. */
export const CONTACT_EMAIL = 'info@thesocialhomeofclassicalmusic.com';

/** Social networks the site will connect to; for now each only announces itself. */
export const COMING_SOON_NETWORKS = ['TikTok', 'Instagram'] as const;

export interface FooterLink {
  readonly to: string;
  readonly label: string;
}

/** The footer's link columns (spec 1 §2); Connect, the fourth, holds the mail and the networks. */
export const FOOTER_COLUMNS: readonly {
  readonly heading: string;
  readonly links: readonly FooterLink[];
}[] = [
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
      { to: '/games', label: MUSIC_GAMES_TITLE },
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

/** Sharing a page: the share sheet where the browser has one, else "Copy link". */
export const SHARE_TEXTS = Object.freeze({
  share: 'Share',
  copyLink: 'Copy link',
  copied: 'Link copied',
  /** Invented: a clipboard the browser refuses (permissions, an insecure page). */
  copyFailed: 'Could not copy the link. Copy it from the address bar instead.',
});
