/**
 * A post body's formatting, rendered to HTML: paragraphs and line breaks, emphasis,
 * links, block quotes, lists, inline code and @mentions, and nothing else. markdown-it parses with
 * raw HTML off and only those rules on (a heading, an image, a table or a `<script>` reads as the
 * text that was typed), links only to the targets below. The app adds a second lock on top
 * (DOMPurify, web/src/lib/post-markdown.ts) where it has a document to purify in.
 *
 * Its own entry point, `@salon/domain/post-markdown`: markdown-it loads only where a post has
 * formatting, never with the rest of the domain.
 */
import MarkdownIt from 'markdown-it';
import { mentionAt } from '../forum/mentions.js';
import { maskProfanity } from './profanity.js';

/** Links are user content, not endorsed, and open without access to this page. */
export const POST_LINK_REL = 'nofollow ugc noopener';

/** Web and mail links, and paths on this site; `javascript:`, `data:` and the rest are text. */
export const POST_LINK_TARGETS = /^(?:https?:|mailto:|\/(?!\/))/i;

/** A mention's link: to the member's page, in this tab. */
export const MENTION_LINK_CLASS = 'post-mention';

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
  md.validateLink = (url) => POST_LINK_TARGETS.test(url);
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
  // Every link but a mention opens in a new tab with POST_LINK_REL.
  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    if (token.attrGet('class') !== MENTION_LINK_CLASS) {
      token.attrSet('rel', POST_LINK_REL);
      token.attrSet('target', '_blank');
    }
    return self.renderToken(tokens, index, options);
  };
  return md;
}

const md = markdown();

/** The body's HTML as markdown-it renders it with the rules above. */
export function renderPostMarkdown(body: string): string {
  return md.render(body);
}
