import { truncateText } from '../text/truncate.js';
import { DELETED_REPLY_BODY, QUOTE_EXCERPT_LENGTH } from './limits.js';

/** True when a reply was removed (its body replaced by "deleted"). */
export function isDeletedReply(reply: { readonly body: string }): boolean {
  return reply.body === DELETED_REPLY_BODY;
}

/**
 * The excerpt of the parent quoted in a reply: its first 80 characters, "..." when cut. A removed
 * parent is not quoted (null), since its text is gone.
 */
export function quotedParentExcerpt(parent: { readonly body: string }): string | null {
  return isDeletedReply(parent) ? null : truncateText(parent.body, QUOTE_EXCERPT_LENGTH);
}
