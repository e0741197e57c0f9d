/** Business constants of both specs' section 9. */
export const SITE_TAGLINE = 'The Social Home of Classical Music';
export const FORUM_NAME = 'The Salon';
export const FOOTER_YEAR = 2025;
