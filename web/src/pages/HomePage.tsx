import { FORUM_NAME, SITE_TAGLINE } from '@salon/domain';

/** The app shell's landing page; The Salon replaces its body. */
export function HomePage() {
  return (
    <main>
      <h1>{SITE_TAGLINE}</h1>
      <p>Welcome to {FORUM_NAME}.</p>
    </main>
  );
}
