// sitemap.xml and robots.txt, pure. The sitemap is an index of one file per month and
// kind (`/sitemap-threads-2026-11.xml`, `/sitemap-members-2026-11.xml`), so each file is one
// bounded query of that month's documents, and its address never changes as the site grows.
import { escapeHtml } from './page-head.js';

export type SitemapKind = 'threads' | 'members';

/** At most this many addresses in one month's file (the protocol allows 50,000). */
export const SITEMAP_PAGE_LIMIT = 5000;

export interface SitemapEntry {
  /** A path on the site. */
  readonly path: string;
  readonly lastModified: Date;
}

export interface SitemapMonth {
  readonly year: number;
  /** 1-12. */
  readonly month: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const twoDigits = (value: number) => String(value).padStart(2, '0');

export const sitemapPath = (kind: SitemapKind, { year, month }: SitemapMonth) =>
  `/sitemap-${kind}-${year}-${twoDigits(month)}.xml`;

/** The kind and month of a month's file, or null for any other path. */
export function parseSitemapPath(path: string): { kind: SitemapKind; month: SitemapMonth } | null {
  const match = /^\/sitemap-(threads|members)-(\d{4})-(\d{2})\.xml$/.exec(path);
  if (!match) return null;
  const month = Number(match[3]);
  if (month < 1 || month > 12) return null;
  return { kind: match[1] as SitemapKind, month: { year: Number(match[2]), month } };
}

/** Every month from `first`'s to `last`'s, both included, oldest first. */
export function monthsBetween(first: Date, last: Date): SitemapMonth[] {
  const months: SitemapMonth[] = [];
  let year = first.getUTCFullYear();
  let month = first.getUTCMonth() + 1;
  const endYear = last.getUTCFullYear();
  const endMonth = last.getUTCMonth() + 1;
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push({ year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The UTC instants a month's file covers: [start, end). */
export function monthRange({ year, month }: SitemapMonth): { start: Date; end: Date } {
  return { start: new Date(Date.UTC(year, month - 1, 1)), end: new Date(Date.UTC(year, month, 1)) };
}

const loc = (origin: string, path: string) => escapeHtml(new URL(path, `${origin}/`).href);

/** The index: one `<sitemap>` per month and kind that has documents. */
export function sitemapIndexXml(
  origin: string,
  files: readonly { kind: SitemapKind; month: SitemapMonth }[],
): string {
  const entries = files.map(
    (file) => `<sitemap><loc>${loc(origin, sitemapPath(file.kind, file.month))}</loc></sitemap>`,
  );
  return `${XML_HEAD}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One month's file: each address with its last modification. */
export function urlSetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${loc(origin, entry.path)}</loc><lastmod>${entry.lastModified.toISOString()}</lastmod></url>`,
  );
  return `${XML_HEAD}\n<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Pages only a member sees, or that hold nothing to index; `$` ends a path, so `/profile` leaves `/profiler` (a member) alone. */
const DISALLOWED = ['/admin$', '/profile$', '/auth$', '/auth/', '/user/', '/404$'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', `${origin}/`).href}`,
    '',
  ].join('\n');
}
