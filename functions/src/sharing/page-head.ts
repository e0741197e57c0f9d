// The head of a page publicPages serves: what previews and crawlers read (title, description,
// Open Graph and Twitter card, canonical link, schema.org JSON-LD), put into the built app's page
// (shell.html) around the app's own rendered root (@salon/web/server). Pure: the function reads the
// documents (read-pages.ts) and hands them here.
import { ANONYMOUS_AUTHOR_NAME, jsonForScript, maskProfanity, plainPreview } from '@salon/domain';
import type { RenderedPage } from '@salon/web/server';
import { escapeHtml } from './html-text.js';

export { escapeHtml } from './html-text.js';

/** The site as the pages name it. */
export interface Site {
  /** `https://example.org`, no trailing slash: canonical links and sitemaps are absolute. */
  readonly origin: string;
  readonly name: string;
  /** The card image of pages without a member's picture (a path on the site). */
  readonly cardImagePath: string;
  /** The description of pages with none of their own (the shell's own). */
  readonly description: string;
}

/** A post's author as previews name them; null where a post is anonymous. */
export interface HeadAuthor {
  readonly name: string;
  /** For their page's address; null when they have none to link. */
  readonly username: string | null;
  /** Their picture's 256 px size, or null. */
  readonly image: string | null;
}

/** What a discussion's head tells of it. */
export interface ThreadHead {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly createdAt: Date;
  readonly editedAt: Date | null;
  readonly author: HeadAuthor | null;
  readonly replyCount: number;
  /** The replies the page shows, removed ones left out, as JSON-LD comments. */
  readonly replies: readonly { body: string; createdAt: Date; author: HeadAuthor | null }[];
}

/** What a public member's head tells of them. */
export interface ProfileHead {
  readonly username: string;
  readonly displayName: string;
  readonly bio: string;
  /** Their picture's largest size (previews), or null. */
  readonly image: string | null;
}

/** Previews cut descriptions here (Google shows about this much). */
const DESCRIPTION_MAX_LENGTH = 160;

/** A body as one line of plain text: marks removed, profanity masked, whitespace collapsed. */
function plainText(body: string): string {
  return maskProfanity(plainPreview(body)).replace(/\s+/g, ' ').trim();
}

/** The first 160 characters of the body's plain text, with "…" when cut. */
export function describe(body: string): string {
  const flat = plainText(body);
  if (flat.length <= DESCRIPTION_MAX_LENGTH) return flat;
  return `${flat.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`;
}

const absolute = (site: Site, path: string) => new URL(path, `${site.origin}/`).href;

interface Head {
  readonly title: string;
  readonly description: string;
  /** null: no canonical link (a page with no details). */
  readonly path: string | null;
  readonly image: string;
  readonly type: 'article' | 'profile' | 'website';
  readonly author?: string | undefined;
  readonly noindex?: boolean;
  readonly extra?: readonly [string, string][];
  readonly jsonLd?: unknown;
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

function headHtml(site: Site, head: Head): string {
  const url = head.path === null ? null : absolute(site, head.path);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    head.author ? meta('name', 'author', head.author) : '',
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    url ? meta('property', 'og:url', url) : '',
    meta('property', 'og:image', head.image),
    ...(head.extra ?? []).map(([key, value]) => meta('property', key, value)),
    // The site's card is a wide picture; a member's is a square face.
    meta(
      'name',
      'twitter:card',
      head.image.endsWith(site.cardImagePath) ? 'summary_large_image' : 'summary',
    ),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    head.jsonLd === undefined
      ? ''
      : `<script type="application/ld+json">${jsonForScript(JSON.stringify(head.jsonLd))}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** The shell's `<template data-page="Name">`: the links a lazy page's first frame needs. */
const PAGE_TEMPLATE = /<template data-page="([^"]+)">([\s\S]*?)<\/template>\s*/g;

/**
 * The shell (the built shell.html) with its own title and description replaced by `head`'s, the
 * app's rendered root inside `<div id="root">` and the seed its hooks start from after it. The
 * page's own chunks and style sheets, which the shell names in a template (web/page-preloads.ts),
 * join its head, so the browser fetches them with the shell and draws the page styled; the other
 * pages' templates go.
 */
export function intoShell(shell: string, head: string, page: RenderedPage | null): string {
  const root = '<div id="root"></div>';
  if (!shell.includes('</head>') || !shell.includes(root)) {
    throw new Error('The app’s shell.html has no </head> or no empty <div id="root">.');
  }
  // Replaced by a function, so no `$` in a post is read as a replacement pattern.
  const filled = page ? `<div id="root">${page.root}</div>${page.seedScript}` : root;
  return shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(PAGE_TEMPLATE, (_, name: string, links: string) =>
      name === page?.pageModule ? `${links}\n    ` : '',
    )
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(root, () => filled);
}

function personLd(site: Site, author: HeadAuthor | null) {
  if (!author) return { '@type': 'Person', name: ANONYMOUS_AUTHOR_NAME };
  return {
    '@type': 'Person',
    name: author.name,
    ...(author.username && { url: absolute(site, `/${author.username}`) }),
  };
}

/** The Salon (`/salon`): the site's own title and description, and its canonical link. */
export function salonHead(site: Site): string {
  return headHtml(site, {
    title: site.name,
    description: site.description,
    path: '/salon',
    image: absolute(site, site.cardImagePath),
    type: 'website',
  });
}

const threadPagePath = (threadId: string) => `/salon/thread/${encodeURIComponent(threadId)}`;

/** A discussion: a preview that names its author, and its JSON-LD with the replies shown. */
export function threadHead(site: Site, thread: ThreadHead): string {
  const path = threadPagePath(thread.id);
  const title = maskProfanity(thread.title);
  const image = thread.author?.image ?? absolute(site, site.cardImagePath);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': absolute(site, path),
    url: absolute(site, path),
    headline: title,
    text: plainText(thread.body),
    datePublished: thread.createdAt.toISOString(),
    ...(thread.editedAt && { dateModified: thread.editedAt.toISOString() }),
    author: personLd(site, thread.author),
    ...(thread.author?.image && { image: thread.author.image }),
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/CommentAction',
      userInteractionCount: thread.replyCount,
    },
    comment: thread.replies.map((reply) => ({
      '@type': 'Comment',
      text: plainText(reply.body),
      datePublished: reply.createdAt.toISOString(),
      author: personLd(site, reply.author),
    })),
  };
  return headHtml(site, {
    title: `${title} | ${site.name}`,
    description: describe(thread.body),
    path,
    image,
    type: 'article',
    author: thread.author?.name,
    extra: [
      ['article:published_time', thread.createdAt.toISOString()],
      ...(thread.editedAt
        ? ([['article:modified_time', thread.editedAt.toISOString()]] as [string, string][])
        : []),
    ],
    jsonLd,
  });
}

/** A public member: their names, bio and picture, and a ProfilePage JSON-LD. */
export function profileHead(site: Site, profile: ProfileHead): string {
  const path = `/${profile.username}`;
  const name = maskProfanity(profile.displayName || profile.username);
  const bio = maskProfanity(profile.bio.trim());
  // describe masks after removing marks: a mask's asterisks read as none.
  const description = bio
    ? describe(profile.bio)
    : `${name} (@${profile.username}) on ${site.name}.`;
  const image = profile.image ?? absolute(site, site.cardImagePath);
  return headHtml(site, {
    title: `${name} (@${profile.username}) | ${site.name}`,
    description,
    path,
    image,
    type: 'profile',
    extra: [['profile:username', profile.username]],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: absolute(site, path),
      mainEntity: {
        '@type': 'Person',
        name,
        alternateName: `@${profile.username}`,
        ...(bio && { description: bio }),
        ...(profile.image && { image: profile.image }),
      },
    },
  });
}

/**
 * A page with no details of its own to tell (a private or missing member, a missing discussion):
 * the site's own title and description, `noindex`, no canonical link.
 */
export function headWithoutDetails(site: Site): string {
  return headHtml(site, {
    title: site.name,
    description: site.description,
    path: null,
    image: absolute(site, site.cardImagePath),
    type: 'website',
    noindex: true,
  });
}
