// Where the shared pages live and what frames them: the site's origin (for canonical links) and
// the built app's page (`shell.html`, web/shell-file-name.ts), fetched from that origin as
// Hosting serves it, so the pages always load the scripts of the release Hosting serves (the
// function is deployed apart from the files).
import type { Request } from 'firebase-functions/v2/https';
import { SITE_TAGLINE } from '@salon/domain';
import type { Site } from './page-head.js';

/** How long an instance keeps the shell before asking Hosting again (a release shows within it). */
const SHELL_MAX_AGE_MS = 60_000;
const SHELL_TIMEOUT_MS = 5_000;
/** The site's card image (web/public), for pages without a member's picture. */
const CARD_IMAGE_PATH = '/social-card.png';

/**
 * The origin of canonical links and of the shell. `SITE_ORIGIN` when set (a custom domain);
 * otherwise the host Hosting was reached at, but only the project's own Hosting hosts (and, in
 * the local functions host, loopback), never any host a caller names: a forged
 * X-Forwarded-Host sent straight to the function would otherwise have it fetch another site.
 */
export function siteOrigin(req: Pick<Request, 'headers'>): string {
  const configured = process.env['SITE_ORIGIN'];
  if (configured) return configured.replace(/\/+$/, '');
  const project = process.env['GCLOUD_PROJECT'] ?? '';
  const forwarded = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
  const host = String(forwarded).split(',')[0]!.trim().toLowerCase();
  if (host === `${project}.web.app` || host === `${project}.firebaseapp.com`) {
    return `https://${host}`;
  }
  if (
    process.env['FUNCTIONS_EMULATOR'] === 'true' &&
    /^(127\.0\.0\.1|localhost)(:\d{1,5})?$/.test(host)
  ) {
    return `http://${host}`;
  }
  return `https://${project}.web.app`;
}

let cached: { origin: string; html: string; fetchedAt: number } | null = null;

/** The built shell.html as Hosting serves it at `origin`, kept a minute per instance. */
export async function loadShell(origin: string): Promise<string> {
  if (cached && cached.origin === origin && Date.now() - cached.fetchedAt < SHELL_MAX_AGE_MS) {
    return cached.html;
  }
  const response = await fetch(`${origin}/shell.html`, {
    signal: AbortSignal.timeout(SHELL_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${origin}/shell.html answered ${response.status}`);
  const html = await response.text();
  cached = { origin, html, fetchedAt: Date.now() };
  return html;
}

/** The shell's own description: the site's, for pages with none of their own. */
export function shellDescription(shell: string): string {
  const match = /<meta\s+name="description"\s+content="([^"]*)"/.exec(shell);
  const entities: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };
  const text = match?.[1]?.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => entities[name]!);
  return text?.replace(/\s+/g, ' ').trim() || SITE_TAGLINE;
}

export function siteOf(origin: string, shell: string): Site {
  return {
    origin,
    name: SITE_TAGLINE,
    cardImagePath: CARD_IMAGE_PATH,
    description: shellDescription(shell),
  };
}
