/**
 * A post body's formatting, as the app shows it: the domain's renderer
 * (`@salon/domain/post-markdown`), and a second lock on its output: DOMPurify keeps only the
 * elements and attributes below. Either lock is enough alone. Loaded only when a post on screen
 * has formatting (components/post/PostBody).
 */
import DOMPurify from 'dompurify';
import {
  MENTION_LINK_CLASS,
  POST_LINK_REL,
  POST_LINK_TARGETS,
  renderPostMarkdown,
} from '@salon/domain/post-markdown';

const ALLOWED_TAGS = ['p', 'br', 'em', 'strong', 'a', 'blockquote', 'ul', 'ol', 'li', 'code'];
const ALLOWED_ATTR = ['href', 'rel', 'target', 'start', 'class'];

/** The member page of a stored-form username (`profilePath`'s form), nothing else. */
const MENTION_HREF = /^\/[a-z0-9_-]+$/;

const purify = DOMPurify();
// DOMPurify needs a document: the server render (src/server/) has none, so the pages it renders
// hold the domain renderer's output alone, the first lock, which hydrating keeps.
if (purify.isSupported)
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
  const html = renderPostMarkdown(body);
  if (!purify.isSupported) return html;
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: POST_LINK_TARGETS,
    // DOMPurify checks every attribute value against the URI rule: a list's number is none.
    ADD_URI_SAFE_ATTR: ['start'],
  });
}
