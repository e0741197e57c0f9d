// The app's markup, as a visitor's first frame shows it, for the server's rendered pages
// (docs/sharing.md "The app takes over"): the frame (MainLayout: top bar signed out, footer), the
// Salon's controls and daily poll, a discussion's card and its nested replies. Same elements, same
// classes, same words (from the domain where the app takes them), so when the app's page replaces
// the server's nothing moves. The page is static: its controls are the app's elements marked
// `aria-disabled` (they look the same; the app's own take over in one step), and its fields take
// no input, which the app's page would lose when it replaces them. When a component of
// web/ changes its markup, this file follows (tests/e2e/sharing.spec.ts compares both pages' boxes
// and accessible trees).
import {
  ACTIVITY_TEXTS,
  ANONYMOUS_AUTHOR_NAME,
  AUTH_TEXTS,
  COMING_SOON_NETWORKS,
  CONTACT_EMAIL,
  DAILY_POLL_HEADING,
  DELETED_REPLY_PLACEHOLDER,
  FOOTER_COLUMNS,
  FOOTER_YEAR,
  FORUM_EMPTY_STATES,
  FORUM_LABELS,
  FORUM_NAME,
  POST_EDIT_LABELS,
  REPLY_BODY_CLAMP_PX,
  REPLY_SORT_LABELS,
  SEARCH_MODE_LABELS,
  SEARCH_PLACEHOLDERS,
  SHARE_TEXTS,
  SITE_TAGLINE,
  THREAD_FILTER_LABELS,
  THREAD_GENRES,
  THREAD_SORT_LABELS,
  THREAD_TOPICS,
  buildReplyTree,
  formatExactMoment,
  formatTimeAgo,
  hasFormatting,
  hasMarkup,
  isDeepThread,
  maskProfanity,
  mentionAt,
  paginationItems,
  plainPreview,
  pollRepliesHeading,
  quotedParentExcerpt,
  replyIndentPx,
  type AvatarUrls,
  type ReplyNode,
} from '@salon/domain';
import { renderPostMarkdown } from '@salon/domain/post-markdown';
import { escapeHtml } from './html-text.js';

/**
 * Marks the server's page inside the root: the app renders its own off screen and puts it in
 * this one's place once nothing of it is loading (web/src/lib/server-page.ts, docs/sharing.md).
 */
const SERVER_PAGE_ATTRIBUTE = 'data-server-page';

/** A control of the static page: looks as the app's, does nothing until the app's replaces it. */
const INERT = 'aria-disabled="true"';
/**
 * The static page's fields take nothing a reader would lose when the app's replace them: a text
 * box is read-only, a select disabled (drawn as the app's, web/src/components/shared.css). A
 * radio, which a browser draws faded when disabled, is left out of the tab order and of the
 * pointer (web/src/features/polls/polls.css) instead.
 */
const INERT_TEXT_BOX = `readonly ${INERT}`;
const INERT_SELECT = 'disabled';
const INERT_RADIO = `tabindex="-1" ${INERT}`;

/** Who wrote a post as the page shows them; null for an anonymous post. */
export interface ShownAuthor {
  readonly name: string;
  /** The member's page (`/{username}`, else `/user/{uid}`); null for a deleted or unknown member. */
  readonly path: string | null;
  /** `/{username}` only: what structured data may name (the other needs an account). */
  readonly username: string | null;
  /** Their picture (the card's largest size), or null: previews and structured data. */
  readonly image: string | null;
  /** Their picture's sizes, as MemberAvatar draws them; null: their initial. */
  readonly avatar: AvatarUrls | null;
}

/** A reply as the app's tree shows it (thread and poll replies). */
export interface ShownReply {
  readonly id: string;
  readonly parentId: string | null;
  readonly body: string;
  /** Removed by its author or staff: the app's placeholder, no text, no author. */
  readonly deleted: boolean;
  readonly createdAt: Date;
  readonly editedAt: Date | null;
  readonly author: ShownAuthor | null;
  /** Thread replies' reactions (poll replies have none: null). */
  readonly reactionCounts: { readonly applause: number; readonly bravo: number } | null;
  readonly reactionCount?: number;
}

/** The daily poll as a visitor sees it: the ballot, nothing chosen. */
export interface ShownPoll {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly options: readonly { readonly id: string; readonly optionText: string }[];
  /** Its newest replies (PollDiscussion), and how many it has in all. */
  readonly replies: readonly ShownReply[];
  readonly replyCount: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The top bar as a visitor sees it (TopBar: Logo, VisitorBell's stand-in, SignInButton). */
function topBar(): string {
  const tagline = escapeHtml(SITE_TAGLINE);
  // bell-button.tsx's BellIcon.
  const bell =
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"></path></svg>';
  return [
    '<header class="top-bar"><div class="top-bar__inner">',
    `<a class="logo" href="/" aria-label="${tagline}, home"><span class="logo__mark" aria-hidden="true">♫</span><span class="logo__text">${tagline}</span></a>`,
    '<nav class="top-bar__actions" aria-label="Account">',
    `<button type="button" class="icon-button bell" aria-label="Notifications" aria-haspopup="menu" aria-expanded="false" ${INERT}>${bell}</button>`,
    `<button type="button" class="button button--primary" ${INERT}>${AUTH_TEXTS.signIn}</button>`,
    '</nav></div></header>',
  ].join('');
}

/** The footer (components/layout/Footer.tsx). */
function footer(): string {
  const columns = FOOTER_COLUMNS.map(
    (column) =>
      `<nav class="footer__column" aria-label="${escapeHtml(column.heading)}"><h2 class="footer__heading">${escapeHtml(column.heading)}</h2><ul>${column.links
        .map((link) => `<li><a href="${escapeHtml(link.to)}">${escapeHtml(link.label)}</a></li>`)
        .join('')}</ul></nav>`,
  ).join('');
  const networks = COMING_SOON_NETWORKS.map(
    (name) => `<button type="button" class="button button--ghost" ${INERT}>${name}</button>`,
  ).join('');
  return [
    '<footer class="footer"><div class="footer__columns">',
    columns,
    '<section class="footer__column" aria-labelledby="footer-connect"><h2 class="footer__heading" id="footer-connect">Connect</h2>',
    `<p><a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a></p>`,
    `<div class="footer__social">${networks}</div></section>`,
    '</div><div class="footer__bottom">',
    `<p>© ${FOOTER_YEAR} ${escapeHtml(SITE_TAGLINE)}. All rights reserved.</p>`,
    '<span class="beta-mark" title="The site is in beta">Beta</span>',
    '</div></footer>',
  ].join('');
}

/** MainLayout around a page, as a visitor sees it: skip link, top bar, the page, footer. */
export function appFrame(page: string): string {
  return [
    `<div class="app-shell" ${SERVER_PAGE_ATTRIBUTE}>`,
    '<a class="skip-link" href="#content">Skip to content</a>',
    topBar(),
    `<div id="content" class="app-shell__content">${page}</div>`,
    footer(),
    '</div>',
  ].join('');
}

/** EmptyState. */
export function emptyState(title: string, description?: string): string {
  const more = description
    ? `<p class="salon-empty__description">${escapeHtml(description)}</p>`
    : '';
  return `<div class="salon-empty" role="status"><p class="salon-empty__title">${escapeHtml(title)}</p>${more}</div>`;
}

function newDiscussionButton(): string {
  return `<button type="button" class="button button--primary" ${INERT}>${FORUM_LABELS.newDiscussion}</button>`;
}

/** LabelledSelect (and SortSelect), the first option chosen. */
function labelledSelect(
  id: string,
  label: string,
  options: readonly { value: string; label: string }[],
): string {
  const choices = options
    .map(
      (option, index) =>
        `<option value="${escapeHtml(option.value)}"${index === 0 ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
    )
    .join('');
  return `<div class="salon-select"><label for="${id}">${escapeHtml(label)}</label><select id="${id}" ${INERT_SELECT}>${choices}</select></div>`;
}

const sortOptions = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * SalonPage's header, search bar (SearchModeSwitch, SearchBox, "Sort by") and ThreadFilters, in
 * their first state: Discussions, nothing typed, Most Recent, any genre and topic.
 */
export function salonControls(): string {
  const modes = (['content', 'users'] as const)
    .map(
      (mode) =>
        `<button type="button" class="segmented__option" aria-pressed="${mode === 'content'}" ${INERT}>${SEARCH_MODE_LABELS[mode]}</button>`,
    )
    .join('');
  const filterOptions = (any: string, options: readonly { id: string; label: string }[]) => [
    { value: '', label: any },
    ...options.map(({ id, label }) => ({ value: id, label })),
  ];
  return [
    '<header class="salon-header"><div>',
    `<h1>${FORUM_NAME}</h1><p class="salon-header__subtitle">${escapeHtml(SITE_TAGLINE)}</p>`,
    `</div>${newDiscussionButton()}</header>`,
    '<div class="salon-toolbar">',
    `<div class="segmented" role="group" aria-label="Search mode">${modes}</div>`,
    '<div class="salon-search" role="search">',
    `<label for="server-search" class="visually-hidden">${SEARCH_PLACEHOLDERS.content}</label>`,
    `<input id="server-search" type="search" class="salon-search__input" placeholder="${SEARCH_PLACEHOLDERS.content}" value="" ${INERT_TEXT_BOX}>`,
    '</div>',
    labelledSelect('server-sort', 'Sort by', sortOptions(THREAD_SORT_LABELS)),
    '</div>',
    '<div class="salon-filters" role="group" aria-label="Filter discussions">',
    labelledSelect(
      'server-genre',
      THREAD_FILTER_LABELS.genre,
      filterOptions(THREAD_FILTER_LABELS.anyGenre, THREAD_GENRES),
    ),
    labelledSelect(
      'server-topic',
      THREAD_FILTER_LABELS.topic,
      filterOptions(THREAD_FILTER_LABELS.anyTopic, THREAD_TOPICS),
    ),
    '<div class="salon-select">',
    `<label for="server-author">${THREAD_FILTER_LABELS.author}</label>`,
    `<input id="server-author" type="text" placeholder="${THREAD_FILTER_LABELS.authorPlaceholder}" value="" ${INERT_TEXT_BOX}>`,
    '</div></div>',
  ].join('');
}

/** The Discussions section's header with its second "New Discussion". */
export function discussionsHeader(): string {
  return `<div class="salon-section-header"><h2 id="salon-discussions-heading">${FORUM_LABELS.discussions}</h2>${newDiscussionButton()}</div>`;
}

/** Pagination (page 1), nothing with one page or fewer. */
export function pagination(totalPages: number, label: string): string {
  const items = paginationItems(1, totalPages);
  if (items.length === 0) return '';
  const pages = items
    .map((item) =>
      item === 'ellipsis'
        ? `<li class="pagination__ellipsis" aria-hidden="true">...</li>`
        : `<li><button type="button" class="button ${item === 1 ? 'button--primary' : 'button--ghost'}" aria-label="Page ${item}"${item === 1 ? ' aria-current="page"' : ''} ${INERT}>${item}</button></li>`,
    )
    .join('');
  return [
    `<nav class="pagination" aria-label="${escapeHtml(label)}">`,
    '<button type="button" class="button button--ghost" disabled>Previous</button>',
    `<ul class="pagination__pages">${pages}</ul>`,
    `<button type="button" class="button button--ghost" ${INERT}>Next</button>`,
    '</nav>',
  ].join('');
}

/** MemberAvatar: the picture (eager above the fold, as the profile header's), or the initial. */
export function memberAvatar(name: string, urls: AvatarUrls | null, size: 24 | 64): string {
  if (urls) {
    const { s48, s96, s256 } = urls;
    return `<img class="member-avatar" src="${escapeHtml(s96)}" srcset="${escapeHtml(`${s48} 48w, ${s96} 96w, ${s256} 256w`)}" sizes="${size}px" width="${size}" height="${size}" alt="" loading="${size === 64 ? 'eager' : 'lazy'}" decoding="async">`;
  }
  const initial = (name.trim() || '?').charAt(0).toUpperCase();
  return `<span class="member-avatar member-avatar--initial" style="width: ${size}px; height: ${size}px; font-size: ${size * 0.45}px;" data-initial="${escapeHtml(initial)}" aria-hidden="true"></span>`;
}

/** AuthorName: the member's face and name linking to their page, or a plain name. */
function authorName(author: ShownAuthor | null): string {
  if (!author) return `<span class="salon-author">${ANONYMOUS_AUTHOR_NAME}</span>`;
  const name = escapeHtml(author.name);
  if (!author.path) return `<span class="salon-author">${name}</span>`;
  return `<a class="salon-author" href="${escapeHtml(author.path)}">${memberAvatar(author.name, author.avatar, 24)}${name}</a>`;
}

/** TimeAgo. */
function timeAgo(date: Date, now: Date): string {
  return `<time datetime="${date.toISOString()}">${escapeHtml(formatTimeAgo(date, now))}</time>`;
}

/** EditedMark (no "Edit history": that is staff's). */
function editedMark(editedAt: Date | null): string {
  if (!editedAt) return '';
  const moment = escapeHtml(formatExactMoment(editedAt));
  return `<span aria-hidden="true"> · </span><time class="edited-mark" datetime="${editedAt.toISOString()}" title="Edited ${moment}">${POST_EDIT_LABELS.edited}<span class="visually-hidden"> ${moment}</span></time>`;
}

/** A post's byline: author, age, "edited". */
export function postMeta(
  author: ShownAuthor | null,
  createdAt: Date,
  editedAt: Date | null,
  now: Date,
) {
  return `<p class="salon-meta">${authorName(author)}<span aria-hidden="true"> · </span>${timeAgo(createdAt, now)}${editedMark(editedAt)}</p>`;
}

/**
 * PostBody: plain text as typed with its @mentions linked (what the app shows for every body
 * without Markdown marks); a body with marks formatted by the app's renderer; or `preview`'s
 * reading (the Salon's list).
 */
export function postBody(text: string, preview = false): string {
  if (preview || !hasFormatting(text)) {
    return `<div class="post-body post-body--plain">${escapeHtml(maskProfanity(preview ? plainPreview(text) : text))}</div>`;
  }
  if (hasMarkup(text)) return `<div class="post-body">${renderPostMarkdown(text)}</div>`;
  let html = '';
  let from = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    const mention = mentionAt(text, at);
    if (!mention) continue;
    html += escapeHtml(maskProfanity(text.slice(from, at)));
    html += `<a class="post-mention" href="/${escapeHtml(mention.username)}">${escapeHtml(text.slice(at, mention.end))}</a>`;
    from = mention.end;
    at = mention.end - 1;
  }
  html += escapeHtml(maskProfanity(text.slice(from)));
  return `<div class="post-body post-body--plain">${html}</div>`;
}

/**
 * ClampedText, folded, with its "Read more", which the app shows where the body overflows: here
 * the stylesheet shows it then (web/src/components/shared.css, `.clamped-text__more`).
 */
export function clamped(content: string, maxHeightPx: number): string {
  return `<div class="clamped-text"><div class="clamped-text__body" style="max-height: ${maxHeightPx}px; overflow: hidden;"><div>${content}</div></div><button type="button" class="link-button clamped-text__more" aria-expanded="false" ${INERT}>${FORUM_LABELS.readMore}</button></div>`;
}

/** PostStats. */
export function postStats(
  replyCount: number,
  viewCount: number,
  reactions?: { applause: number; bravo: number },
): string {
  const items = [
    plural(replyCount, 'reply', 'replies'),
    plural(viewCount, 'view', 'views'),
    ...(reactions
      ? [
          plural(reactions.applause, 'applause', 'applause'),
          plural(reactions.bravo, 'bravo', 'bravos'),
        ]
      : []),
  ];
  return `<ul class="salon-stats" aria-label="Statistics">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

/** ReactionButtons, as a visitor sees them (nothing pressed). */
export function reactionButtons(
  counts: { applause: number; bravo: number },
  label: string,
): string {
  return [
    `<div class="reactions" role="group" aria-label="${escapeHtml(label)}">`,
    `<button type="button" class="reaction-button" aria-pressed="false" ${INERT}>Applause ${counts.applause}</button>`,
    `<button type="button" class="reaction-button" aria-pressed="false" ${INERT}>Bravo ${counts.bravo}</button>`,
    '</div>',
  ].join('');
}

/** PostMenu's "⋯" stand-in (a visitor is offered Report on threads and their replies). */
function postMenuButton(label: string): string {
  return `<button type="button" class="icon-button post-menu__trigger" aria-label="${label}" aria-haspopup="menu" aria-expanded="false" ${INERT}><span aria-hidden="true">⋯</span></button>`;
}

/** ThreadDetail's header actions for a visitor: Save, Copy link, the menu. */
export function threadActions(): string {
  return [
    '<div class="thread-detail__actions">',
    `<button type="button" class="button button--ghost save-button" aria-pressed="false" ${INERT}>${ACTIVITY_TEXTS.save}</button>`,
    // The Web Share API is a phone's: a desktop browser, where most readers of a shared link
    // land, shows "Copy link" (ShareButton).
    `<button type="button" class="button button--ghost share-button" ${INERT}>${SHARE_TEXTS.copyLink}</button>`,
    postMenuButton('Discussion actions'),
    '</div>',
  ].join('');
}

/** SignInToReply. */
export function signInToReply(): string {
  return `<div class="salon-card sign-in-to-reply"><p>${AUTH_TEXTS.signInToJoin}</p><button type="button" class="button button--primary" ${INERT}>${AUTH_TEXTS.signInToReply}</button></div>`;
}

/** The sort above a discussion's replies (DiscussionSection, thread). */
export function replySort(): string {
  return labelledSelect('server-reply-sort', 'Sort replies', sortOptions(REPLY_SORT_LABELS));
}

const replyName = (reply: ShownReply) => reply.author?.name ?? ANONYMOUS_AUTHOR_NAME;

/** One ReplyBranch and its answers, as a visitor sees it, every branch open. */
function replyBranch(
  node: ReplyNode<ShownReply>,
  parent: ShownReply | null,
  kind: 'thread' | 'poll',
  now: Date,
): string {
  const { reply, depth, children } = node;
  const name = escapeHtml(replyName(reply));
  const childListId = `replies-to-${escapeHtml(reply.id)}`;
  const toggle =
    children.length > 0
      ? `<button type="button" class="reply__toggle" aria-expanded="true" aria-controls="${childListId}" ${INERT}>[-]<span class="visually-hidden"> Collapse ${plural(children.length, 'reply', 'replies')}</span></button>`
      : '';
  const badge = isDeepThread(depth)
    ? `<span class="salon-badge">${FORUM_LABELS.deepThread}</span>`
    : '';
  let card: string;
  if (reply.deleted) {
    card = `<article class="reply__card" aria-label="Deleted reply"><div class="reply__header">${toggle}${badge}</div><p class="reply__deleted">${DELETED_REPLY_PLACEHOLDER}</p></article>`;
  } else {
    // A removed parent is quoted by no one (its words are gone), as the app's.
    const excerpt = parent && !parent.deleted ? quotedParentExcerpt(parent) : null;
    const excerptText = excerpt === null ? '' : plainPreview(excerpt);
    const quote =
      excerptText && parent
        ? `<blockquote class="reply__quote"><span class="visually-hidden">Replying to ${escapeHtml(replyName(parent))}: </span>${escapeHtml(maskProfanity(excerptText))}</blockquote>`
        : '';
    const reactions = reply.reactionCounts
      ? reactionButtons(reply.reactionCounts, `Reactions to the reply by ${replyName(reply)}`)
      : '';
    const menu = kind === 'thread' ? postMenuButton('Reply actions') : '';
    card = [
      `<article class="reply__card" aria-label="Reply by ${name}">`,
      `<div class="reply__header">${toggle}${badge}${postMeta(reply.author, reply.createdAt, reply.editedAt, now)}</div>`,
      quote,
      clamped(postBody(reply.body), REPLY_BODY_CLAMP_PX),
      `<div class="reply__actions">${reactions}<button type="button" class="link-button" aria-expanded="false" ${INERT}>Reply</button>${menu}</div>`,
      '</article>',
    ].join('');
  }
  const answers =
    children.length > 0
      ? `<ul id="${childListId}" class="reply-list" style="padding-left: ${replyIndentPx(depth + 1) - replyIndentPx(depth)}px;">${children
          .map((child) => replyBranch(child, reply, kind, now))
          .join('')}</ul>`
      : '';
  return `<li class="reply" data-depth="${depth}">${card}${answers}</li>`;
}

/** The nested replies, newest first as the app first shows them, or its empty state. */
export function replyTree(
  replies: readonly ShownReply[],
  kind: 'thread' | 'poll',
  now: Date,
): string {
  const tree = buildReplyTree(replies, 'recent');
  if (tree.length === 0) return emptyState(FORUM_EMPTY_STATES.noReplies);
  const byId = new Map(replies.map((reply) => [reply.id, reply]));
  const label = kind === 'thread' ? 'Replies' : 'Poll replies';
  return `<ul class="reply-list" aria-label="${label}">${tree
    .map((node) =>
      replyBranch(
        node,
        node.reply.parentId ? (byId.get(node.reply.parentId) ?? null) : null,
        kind,
        now,
      ),
    )
    .join('')}</ul>`;
}

/** DailyPoll as a visitor sees it: the ballot with nothing chosen and the poll's discussion. */
export function dailyPoll(poll: ShownPoll | null, now: Date): string {
  const heading = `<h2 id="daily-poll-heading">${DAILY_POLL_HEADING}</h2>`;
  if (!poll) {
    return `<section class="daily-poll" aria-labelledby="daily-poll-heading">${heading}${emptyState(FORUM_EMPTY_STATES.noPolls.title, FORUM_EMPTY_STATES.noPolls.description)}</section>`;
  }
  const options = poll.options
    .map(
      (option) =>
        `<label class="poll-option"><input type="radio" name="server-poll-option" value="${escapeHtml(option.id)}" ${INERT_RADIO}>${escapeHtml(option.optionText)}</label>`,
    )
    .join('');
  const description = poll.description
    ? `<p class="poll__description">${escapeHtml(poll.description)}</p>`
    : '';
  const discussionId = `poll-discussion-${escapeHtml(poll.id)}`;
  return [
    `<section class="daily-poll" aria-labelledby="daily-poll-heading">${heading}<div>`,
    '<article class="salon-card poll" aria-labelledby="server-poll-title">',
    `<h3 id="server-poll-title" class="poll__title">${escapeHtml(poll.title)}</h3>${description}`,
    '<form class="poll-ballot"><fieldset class="poll-ballot__options"><legend class="visually-hidden">Options</legend>',
    options,
    '</fieldset><div class="poll-ballot__actions"><button type="submit" class="button button--primary" disabled aria-busy="false">Vote</button></div></form>',
    '</article>',
    `<section class="poll-discussion" aria-labelledby="${discussionId}">`,
    `<h3 id="${discussionId}">${escapeHtml(pollRepliesHeading(poll.replyCount))}</h3>`,
    signInToReply(),
    replyTree(poll.replies, 'poll', now),
    '</section></div></section>',
  ].join('');
}
