/**
 * A post body's formatting, rendered to HTML (issue 31): paragraphs and line breaks, emphasis,
 * links, block quotes, lists and inline code, and nothing else. Two locks, either enough alone:
 * markdown-it parses with raw HTML off and only those rules on (a heading, an image, a table or
 * a `<script>` reads as the text that was typed), and DOMPurify then keeps only the elements and
 * attributes below. Loaded only when a post on screen has formatting (components/post/PostBody).
 */
import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';
import { maskProfanity } from '@salon/domain';

/** Issue 31: links are user content, not endorsed, and open without access to this page. */
export const POST_LINK_REL = 'nofollow ugc noopener';

/** Web and mail links, and paths on this site; `javascript:`, `data:` and the rest are text. */
const LINK_TARGETS = /^(?:https?:|mailto:|\/(?!\/))/i;

const ALLOWED_TAGS = ['p', 'br', 'em', 'strong', 'a', 'blockquote', 'ul', 'ol', 'li', 'code'];
const ALLOWED_ATTR = ['href', 'rel', 'target', 'start'];

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
  if (node.tagName === 'A') {
    node.setAttribute('rel', POST_LINK_REL);
    node.setAttribute('target', '_blank');
  }
});

/** The body's HTML: only the allowed elements, links with `rel` and a new tab. */
export function renderPostHtml(body: string): string {
  return purify.sanitize(md.render(body), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: LINK_TARGETS,
    // DOMPurify checks every attribute value against the URI rule: a list's number is none.
    ADD_URI_SAFE_ATTR: ['start'],
  });
}
