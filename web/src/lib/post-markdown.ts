/**
 * A post body's formatting, rendered to HTML (issue 31): paragraphs and line breaks, emphasis,
 * links, block quotes, lists, inline code and @mentions, and nothing else. Two locks, either enough alone:
 * markdown-it parses with raw HTML off and only those rules on (a heading, an image, a table or
 * a `<script>` reads as the text that was typed), and DOMPurify then keeps only the elements and
 * attributes below. Loaded only when a post on screen has formatting (components/post/PostBody).
 */
import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';
import { maskProfanity, mentionAt } from '@salon/domain';

/** Issue 31: links are user content, not endorsed, and open without access to this page. */
export const POST_LINK_REL = 'nofollow ugc noopener';

/** Web and mail links, and paths on this site; `javascript:`, `data:` and the rest are text. */
const LINK_TARGETS = /^(?:https?:|mailto:|\/(?!\/))/i;

const ALLOWED_TAGS = ['p', 'br', 'em', 'strong', 'a', 'blockquote', 'ul', 'ol', 'li', 'code'];
const ALLOWED_ATTR = ['href', 'rel', 'target', 'start', 'class'];

/** A mention's link (issue 31): to the member's page, in this tab (components/post/PostBody). */
export const MENTION_LINK_CLASS = 'post-mention';
/** The member page of a stored-form username (`profilePath`'s form), nothing else. */
const MENTION_HREF = /^\/[a-z0-9_-]+$/;

function markdown() {
  // 'zero' turns every rule off; these are the ones the issue lists (plus inline code).
  const md = new MarkdownIt('zero', { html: false, breaks: true, linkify: true }).enable([
    'blockquote',
    'list',
    'emphasis',
    'link',
    'autolink',
    'linkify',
    'newline',
    'backticks',
    'escape',
    'entity',
  ]);
  // Bare addresses become links only with their scheme: "example.com" or "a@b.org" stay text.
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: false });
  md.validateLink = (url) => LINK_TARGETS.test(url);
  // "@name" as the domain reads it (mentionAt, the same reading the functions notify by) links
  // to the member's page, whether or not a member holds the name (the page then says not
  // found). Not inside a link's text: a link holds no other link. Inline code never reaches it.
  md.inline.ruler.before('emphasis', 'mention', (state, silent) => {
    if (state.src[state.pos] !== '@' || state.linkLevel > 0) return false;
    const mention = mentionAt(state.src, state.pos);
    if (!mention || mention.end > state.posMax) return false;
    if (!silent) {
      const open = state.push('link_open', 'a', 1);
      open.attrs = [
        ['href', `/${mention.username}`],
        ['class', MENTION_LINK_CLASS],
      ];
      state.push('text', '', 0).content = state.src.slice(state.pos, mention.end);
      state.push('link_close', 'a', -1);
    }
    state.pos = mention.end;
    return true;
  });
  // Listed words are masked in the text the reader sees, after parsing: a mask's asterisks
  // would otherwise be read as emphasis.
  md.core.ruler.push('mask_profanity', (state) => {
    for (const block of state.tokens) {
      for (const token of block.children ?? []) {
        if (token.type === 'text' || token.type === 'code_inline') {
          token.content = maskProfanity(token.content);
        }
      }
    }
  });
  return md;
}

const md = markdown();

const purify = DOMPurify();
purify.addHook('afterSanitizeAttributes', (node) => {
  const isMention =
    node.tagName === 'A' &&
    node.getAttribute('class') === MENTION_LINK_CLASS &&
    MENTION_HREF.test(node.getAttribute('href') ?? '');
  // The one class kept is a mention's, on a link to a member page.
  if (!isMention) node.removeAttribute('class');
  if (node.tagName === 'A' && !isMention) {
    node.setAttribute('rel', POST_LINK_REL);
    node.setAttribute('target', '_blank');
  }
});

/**
 * The body's HTML: only the allowed elements, links with `rel` and a new tab, but for a
 * mention's link to a member page on this site.
 */
export function renderPostHtml(body: string): string {
  return purify.sanitize(md.render(body), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: LINK_TARGETS,
    // DOMPurify checks every attribute value against the URI rule: a list's number is none.
    ADD_URI_SAFE_ATTR: ['start'],
  });
}
