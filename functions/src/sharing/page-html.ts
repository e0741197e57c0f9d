// The HTML of a shared page: the built app's page (shell.html) with a head that previews
// and crawlers read (title, description, Open Graph and Twitter card, canonical link, schema.org
// JSON-LD) and, inside the app's root, the page's content as plain HTML for a reader without
// JavaScript. Pure: the function reads the documents (read-pages.ts) and hands them here.
import {
  ANONYMOUS_AUTHOR_NAME,
  FORUM_EMPTY_STATES,
  FORUM_LABELS,
  PAGE_SIZE,
  SHARE_TEXTS,
  THREAD_BODY_CLAMP_PX,
  cssUrl,
  discussionHeading,
  maskProfanity,
  pageCount,
  plainPreview,
  showingRangeLabel,
  threadPath,
  type AvatarUrls,
} from '@salon/domain';
import {
  appFrame,
  clamped,
  dailyPoll,
  discussionsHeader,
  emptyState,
  memberAvatar,
  pagination,
  postBody,
  postMeta,
  postStats,
  reactionButtons,
  replySort,
  replyTree,
  salonControls,
  signInToReply,
  threadActions,
  type ShownAuthor,
  type ShownPoll,
  type ShownReply,
} from './app-markup.js';
import { escapeHtml } from './html-text.js';

export type { ShownAuthor, ShownPoll, ShownReply } from './app-markup.js';
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
  readonly viewCount: number;
  readonly reactionCounts: { readonly applause: number; readonly bravo: number };
}

export interface ShownThread extends ShownThreadFields {
  /** The newest replies (the app's first order), removed ones as the app's placeholder. */
  readonly replies: readonly ShownReply[];
}

/** A discussion as the Salon's list shows it. */
export type ShownThreadCard = ShownThreadFields;

/** The Salon's first page: the newest discussions, how many there are, and the daily poll. */
export interface ShownSalon {
  readonly threads: readonly ShownThreadCard[];
  readonly totalCount: number;
  /** The newest active poll, or null ("No polls available"). */
  readonly poll: ShownPoll | null;
}

export interface ShownProfile {
  readonly username: string;
  readonly displayName: string;
  readonly bio: string;
  /** Their picture's largest size (previews), or null. */
  readonly image: string | null;
  /** Their picture's sizes, or null: their initial. */
  readonly avatar: AvatarUrls | null;
  /** Their banner picture, or null. */
  readonly bannerUrl: string | null;
}

/** Previews cut descriptions here (Google shows about this much). */
const DESCRIPTION_MAX_LENGTH = 160;

/**
 * JSON inside `<script type="application/ld+json">`: `<`, `>` and `&` as JSON escapes, so no
 * text can close the element, and the two line separators JavaScript once refused.
 */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

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
      : `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The shell (the built shell.html) with its own title and description replaced by `head`'s and
 * `body` inside `<div id="root">`, which the app replaces when it starts.
 */
export function intoShell(shell: string, head: string, body: string): string {
  const root = '<div id="root"></div>';
  if (!shell.includes('</head>') || !shell.includes(root)) {
    throw new Error('The app’s shell.html has no </head> or no empty <div id="root">.');
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

/** One discussion as the Salon's ThreadCard shows it, in its markup and classes. */
function threadCard(thread: ShownThreadCard, now: Date): string {
  return [
    '<article class="salon-card thread-card">',
    `<h3 class="thread-card__title"><a href="${escapeHtml(threadPath(thread.id))}">${escapeHtml(maskProfanity(thread.title))}</a></h3>`,
    postMeta(thread.author, thread.createdAt, thread.editedAt, now),
    clamped(postBody(thread.body, true), THREAD_BODY_CLAMP_PX),
    postStats(thread.replyCount, thread.viewCount, thread.reactionCounts),
    '</article>',
  ].join('');
}

/**
 * The Salon (`/salon`): the site's own title and description, a canonical link, and the page as
 * a visitor's first frame of the app shows it (SalonPage: its header, search bar and filters, the
 * daily poll, the first page of discussions as ThreadList and ThreadCard show them), so a visitor
 * reads it before the app has loaded and nothing moves when the app takes over.
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
      ? emptyState(FORUM_EMPTY_STATES.noThreads.title, FORUM_EMPTY_STATES.noThreads.description)
      : [
          `<ul class="salon-list" aria-label="Discussions">${salon.threads
            .map((thread) => `<li>${threadCard(thread, now)}</li>`)
            .join('')}</ul>`,
          range ? `<p class="salon-range">${range}</p>` : '',
          pagination(pageCount(salon.totalCount, PAGE_SIZE), 'Discussions pages'),
        ].join('');
  const page = [
    '<main class="page salon-page">',
    salonControls(),
    `<div class="salon-poll-slot" data-slot="daily-poll">${dailyPoll(salon.poll, now)}</div>`,
    '<section aria-labelledby="salon-discussions-heading">',
    discussionsHeader(),
    list,
    '</section>',
    '</main>',
  ].join('');
  return intoShell(shell, head, appFrame(page));
}

const threadPagePath = (threadId: string) => `/salon/thread/${encodeURIComponent(threadId)}`;

/**
 * A discussion: a preview that names its author, and the page as a visitor's first frame of the
 * app shows it (ThreadPage: ThreadDetail, "Sign In to Reply", the nested replies).
 */
export function threadPage(shell: string, site: Site, thread: ShownThread, now: Date): string {
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
    comment: thread.replies
      .filter((reply) => !reply.deleted)
      .map((reply) => ({
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
  const body = [
    '<main class="page thread-page">',
    `<a class="back-link" href="/salon"><span aria-hidden="true">← </span>${FORUM_LABELS.backToSalon}</a>`,
    '<article class="salon-card thread-detail" aria-labelledby="thread-title">',
    `<div class="thread-detail__header"><h1 id="thread-title" tabindex="-1">${escapeHtml(title)}</h1>${threadActions()}</div>`,
    postMeta(thread.author, thread.createdAt, thread.editedAt, now),
    postBody(thread.body),
    postStats(thread.replyCount, thread.viewCount),
    reactionButtons(thread.reactionCounts, 'Reactions to this discussion'),
    '</article>',
    signInToReply(),
    '<section class="discussion" aria-labelledby="discussion-heading">',
    '<div class="salon-section-header"><div>',
    `<h2 id="discussion-heading">${discussionHeading(thread.replyCount)}</h2>`,
    `<p class="salon-meta">${FORUM_LABELS.collapseHint}</p>`,
    `</div>${replySort()}</div>`,
    replyTree(thread.replies, 'thread', now),
    '</section>',
    '</main>',
  ].join('');
  return intoShell(shell, head, appFrame(body));
}

/** ProfileHeader's banner as a CSS background, with the app's own `cssUrl`. */
function bannerStyle(url: string | null): string {
  const background = url ? cssUrl(url) : undefined;
  return background ? ` style="background-image: ${escapeHtml(background)};"` : '';
}

/** A public member's card: names, picture, banner and bio. */
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
  // The profile's header as MemberProfile shows it to a member (a visitor's app shows the sign-in
  // screen instead: members' pages need an account, spec 2 §2).
  const body = [
    '<main class="page"><div class="profile-page">',
    `<section class="card profile-card" aria-label="Profile of @${escapeHtml(profile.username)}"><div class="profile-header">`,
    `<div class="profile-header__banner"${bannerStyle(profile.bannerUrl)}></div>`,
    '<div class="profile-header__identity">',
    `<div class="profile-header__avatar">${memberAvatar(name, profile.avatar, 64)}</div>`,
    `<div><h1>${escapeHtml(name)}</h1><p class="profile-header__handle">@${escapeHtml(profile.username)}</p></div>`,
    '</div>',
    bio ? `<p class="profile-header__bio">${escapeHtml(bio)}</p>` : '',
    `<button type="button" class="button button--ghost share-button" aria-disabled="true">${SHARE_TEXTS.copyLink}</button>`,
    '</div></section>',
    '</div></main>',
  ].join('');
  return intoShell(shell, head, appFrame(body));
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
