// The HTML of a shared page (issue 34): the built app's index.html with a head that previews and
// crawlers read (title, description, Open Graph and Twitter card, canonical link, schema.org
// JSON-LD) and, inside the app's root, the page's content as plain HTML for a reader without
// JavaScript. Pure: the function reads the documents (read-pages.ts) and hands them here.
import {
  ANONYMOUS_AUTHOR_NAME,
  FORUM_LABELS,
  FORUM_NAME,
  POST_EDIT_LABELS,
  SITE_TAGLINE,
  THREAD_BODY_CLAMP_PX,
  formatTimeAgo,
  maskProfanity,
  plainPreview,
  showingRangeLabel,
  threadPath,
} from '@salon/domain';

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

/** Who wrote a post as the page shows them; null for an anonymous post. */
export interface ShownAuthor {
  readonly name: string;
  /** The member's page, `/{username}`; null for a deleted member or one without a username. */
  readonly username: string | null;
  /** Their picture (the card's largest size), or null. */
  readonly image: string | null;
}

export interface ShownReply {
  readonly id: string;
  readonly body: string;
  readonly createdAt: Date;
  readonly author: ShownAuthor | null;
}

/** What a discussion's page and its card in the Salon's list both show. */
export interface ShownThreadFields {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly createdAt: Date;
  readonly editedAt: Date | null;
  /** null: anonymous. */
  readonly author: ShownAuthor | null;
  readonly replyCount: number;
}

export interface ShownThread extends ShownThreadFields {
  /** The first page of replies, oldest first, removed replies left out. */
  readonly replies: readonly ShownReply[];
}

/** A discussion as the Salon's list shows it. */
export interface ShownThreadCard extends ShownThreadFields {
  readonly viewCount: number;
  readonly reactionCounts: { readonly applause: number; readonly bravo: number };
}

/** The Salon's first page: the newest discussions and how many there are. */
export interface ShownSalon {
  readonly threads: readonly ShownThreadCard[];
  readonly totalCount: number;
}

export interface ShownProfile {
  readonly username: string;
  readonly displayName: string;
  readonly bio: string;
  readonly image: string | null;
}

/** Previews cut descriptions here (Google shows about this much). */
export const DESCRIPTION_MAX_LENGTH = 160;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an element and in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` as JSON escapes, so no
 * text can close the element, and the two line separators JavaScript once refused.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A body as one line of plain text: marks removed, profanity masked, whitespace collapsed. */
export function plainText(body: string): string {
  return maskProfanity(plainPreview(body)).replace(/\s+/g, ' ').trim();
}

/** The first 160 characters of the body's plain text, with "…" when cut. */
export function describe(body: string): string {
  const flat = plainText(body);
  if (flat.length <= DESCRIPTION_MAX_LENGTH) return flat;
  return `${flat.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`;
}

/** A post's text as paragraphs (blank lines) and line breaks, masked and escaped. */
function paragraphs(body: string): string {
  return maskProfanity(plainPreview(body))
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
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
      : `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The shell (the built index.html) with its own title and description replaced by `head`'s and
 * `body` inside `<div id="root">`, which the app replaces when it starts.
 */
export function intoShell(shell: string, head: string, body: string): string {
  const root = '<div id="root"></div>';
  if (!shell.includes('</head>') || !shell.includes(root)) {
    throw new Error('The app’s index.html has no </head> or no empty <div id="root">.');
  }
  return shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(root, `<div id="root">${body}</div>`);
}

function personLd(site: Site, author: ShownAuthor | null) {
  if (!author) return { '@type': 'Person', name: ANONYMOUS_AUTHOR_NAME };
  return {
    '@type': 'Person',
    name: author.name,
    ...(author.username && { url: absolute(site, `/${author.username}`) }),
  };
}

function byline(site: Site, author: ShownAuthor | null, date: Date): string {
  const name = author ? escapeHtml(author.name) : ANONYMOUS_AUTHOR_NAME;
  const who = author?.username
    ? `<a href="${escapeHtml(absolute(site, `/${author.username}`))}">${name}</a>`
    : name;
  return `<p class="salon-meta shared-page__byline">${who} · <time datetime="${date.toISOString()}">${date.toUTCString()}</time></p>`;
}

/**
 * Marks the server's page inside the root: the app renders its own off screen and puts it in
 * this one's place once nothing of it is loading (web/src/lib/server-page.ts, docs/sharing.md).
 */
export const SERVER_PAGE_ATTRIBUTE = 'data-server-page';

/** The app's frame (MainLayout: skip link, top bar with the logo) around a page, in its classes. */
function inAppFrame(page: string): string {
  const tagline = escapeHtml(SITE_TAGLINE);
  return [
    `<div class="app-shell" ${SERVER_PAGE_ATTRIBUTE}>`,
    '<a class="skip-link" href="#content">Skip to content</a>',
    '<header class="top-bar"><div class="top-bar__inner">',
    `<a class="logo" href="/" aria-label="${tagline}, home"><span class="logo__mark" aria-hidden="true">♫</span><span class="logo__text">${tagline}</span></a>`,
    // Who is signed in is the browser's to know: the app fills this in.
    '<nav class="top-bar__actions" aria-label="Account"></nav>',
    '</div></header>',
    `<div id="content" class="app-shell__content">${page}</div>`,
    '</div>',
  ].join('');
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A member's face as MemberAvatar draws it at 24 px: the picture, or the initial by CSS. */
function avatar(author: ShownAuthor): string {
  const style = 'width: 24px; height: 24px; font-size: 10.8px;';
  if (author.image) {
    return `<img class="member-avatar" src="${escapeHtml(author.image)}" width="24" height="24" alt="" decoding="async" style="${style}">`;
  }
  const initial = (author.name.trim() || '?').charAt(0).toUpperCase();
  return `<span class="member-avatar member-avatar--initial" style="${style}" data-initial="${escapeHtml(initial)}" aria-hidden="true"></span>`;
}

/** A post's author as AuthorName shows it: a link to the member's page, or a plain name. */
function authorName(author: ShownAuthor | null): string {
  if (!author) return `<span class="salon-author">${ANONYMOUS_AUTHOR_NAME}</span>`;
  const name = escapeHtml(author.name);
  if (!author.username) return `<span class="salon-author">${name}</span>`;
  return `<a class="salon-author" href="/${escapeHtml(author.username)}">${avatar(author)}${name}</a>`;
}

/** One discussion as the Salon's ThreadCard shows it, in its markup and classes. */
function threadCard(thread: ShownThreadCard, now: Date): string {
  const edited = thread.editedAt
    ? `<span aria-hidden="true"> · </span><time class="edited-mark" datetime="${thread.editedAt.toISOString()}">${POST_EDIT_LABELS.edited}</time>`
    : '';
  const preview = escapeHtml(maskProfanity(plainPreview(thread.body)));
  return [
    '<article class="salon-card thread-card">',
    `<h3 class="thread-card__title"><a href="${escapeHtml(threadPath(thread.id))}">${escapeHtml(maskProfanity(thread.title))}</a></h3>`,
    `<p class="salon-meta">${authorName(thread.author)}<span aria-hidden="true"> · </span><time datetime="${thread.createdAt.toISOString()}">${escapeHtml(formatTimeAgo(thread.createdAt, now))}</time>${edited}</p>`,
    `<div class="clamped-text"><div class="clamped-text__body" style="max-height: ${THREAD_BODY_CLAMP_PX}px; overflow: hidden;"><div><div class="post-body post-body--plain">${preview}</div></div></div></div>`,
    '<ul class="salon-stats" aria-label="Statistics">',
    `<li>${plural(thread.replyCount, 'reply', 'replies')}</li>`,
    `<li>${plural(thread.viewCount, 'view', 'views')}</li>`,
    `<li>${plural(thread.reactionCounts.applause, 'applause', 'applause')}</li>`,
    `<li>${plural(thread.reactionCounts.bravo, 'bravo', 'bravos')}</li>`,
    '</ul>',
    '</article>',
  ].join('');
}

/**
 * The Salon (`/salon`): the site's own title and description, a canonical link, and the first
 * page of discussions as the app's list shows them (SalonPage, ThreadList, ThreadCard), so a
 * visitor reads them before the app has loaded. The search, the filters and the daily poll are
 * the app's alone.
 */
export function salonPage(shell: string, site: Site, salon: ShownSalon, now: Date): string {
  const head = headHtml(site, {
    title: site.name,
    description: site.description,
    path: '/salon',
    image: absolute(site, site.cardImagePath),
    type: 'website',
  });
  const range = showingRangeLabel(1, salon.totalCount, 'discussions');
  const list =
    salon.threads.length === 0
      ? ''
      : `<ul class="salon-list" aria-label="Discussions">${salon.threads
          .map((thread) => `<li>${threadCard(thread, now)}</li>`)
          .join('')}</ul>${range ? `<p class="salon-range">${range}</p>` : ''}`;
  const page = [
    '<main class="page salon-page">',
    '<header class="salon-header"><div>',
    `<h1>${FORUM_NAME}</h1><p class="salon-header__subtitle">${escapeHtml(SITE_TAGLINE)}</p>`,
    '</div></header>',
    `<section aria-label="${FORUM_LABELS.discussions}">`,
    `<div class="salon-section-header"><h2>${FORUM_LABELS.discussions}</h2></div>`,
    list,
    '</section>',
    '</main>',
  ].join('');
  return intoShell(shell, head, inAppFrame(page));
}

export const threadPagePath = (threadId: string) => `/salon/thread/${encodeURIComponent(threadId)}`;

/** A discussion: its title, body and first page of replies, with a preview that names its author. */
export function threadPage(shell: string, site: Site, thread: ShownThread): string {
  const path = threadPagePath(thread.id);
  const title = maskProfanity(thread.title);
  const description = describe(thread.body);
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
  const head = headHtml(site, {
    title: `${title} | ${site.name}`,
    description,
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
  const replies = thread.replies
    .map(
      (reply) =>
        `<li class="shared-page__reply">${byline(site, reply.author, reply.createdAt)}${paragraphs(reply.body)}</li>`,
    )
    .join('');
  const body = [
    '<main class="page thread-page shared-page">',
    `<a class="back-link" href="/salon"><span aria-hidden="true">← </span>${FORUM_LABELS.backToSalon}</a>`,
    '<article class="salon-card thread-detail">',
    `<h1>${escapeHtml(title)}</h1>`,
    byline(site, thread.author, thread.createdAt),
    `<div class="post-body">${paragraphs(thread.body)}</div>`,
    '</article>',
    `<section aria-label="Replies"><h2>Replies (${thread.replyCount})</h2>`,
    replies ? `<ol>${replies}</ol>` : '',
    '</section>',
    '</main>',
  ].join('');
  return intoShell(shell, head, inAppFrame(body));
}

/** A public member's card: names, picture and bio. */
export function profilePage(shell: string, site: Site, profile: ShownProfile): string {
  const path = `/${profile.username}`;
  const name = maskProfanity(profile.displayName || profile.username);
  const bio = maskProfanity(profile.bio.trim());
  const description = bio ? describe(bio) : `${name} (@${profile.username}) on ${site.name}.`;
  const image = profile.image ?? absolute(site, site.cardImagePath);
  const head = headHtml(site, {
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
  const body = [
    '<main class="shared-page">',
    profile.image ? `<img src="${escapeHtml(profile.image)}" alt="" width="96" height="96">` : '',
    `<h1>${escapeHtml(name)}</h1>`,
    `<p>@${escapeHtml(profile.username)}</p>`,
    bio ? `<p>${escapeHtml(bio)}</p>` : '',
    '</main>',
  ].join('');
  return intoShell(shell, head, body);
}

/**
 * A page with nothing to show (a private profile, a deleted or missing discussion): the site's
 * own title and description, `noindex`, and an empty root for the app to fill.
 */
export function pageWithoutDetails(shell: string, site: Site): string {
  const head = headHtml(site, {
    title: site.name,
    description: site.description,
    path: null,
    image: absolute(site, site.cardImagePath),
    type: 'website',
    noindex: true,
  });
  return intoShell(shell, head, '');
}
