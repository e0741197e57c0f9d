// The links every e-mail carries: one-click unsubscribe (RFC 8058), signed so it works without
// signing in and cannot be made for another member, and the member's e-mail choices.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailKind } from '@salon/domain';
import { mailLinkSecret, siteOrigin } from './mail-config.js';

/** What an unsubscribe link stops: one kind of notice, the weekly digest, or every e-mail. */
export type UnsubscribeTopic = MailKind | 'digest' | 'all';

/** A message of notices of one kind unsubscribes from that kind; of several, from all. */
export function topicOf(notices: readonly { readonly kind: MailKind }[]): UnsubscribeTopic {
  const kinds = new Set(notices.map((notice) => notice.kind));
  return kinds.size === 1 ? [...kinds][0]! : 'all';
}

/** Where Hosting sends unsubscribe links (firebase.json rewrites it to mailUnsubscribe). */
const UNSUBSCRIBE_PATH = '/mail/unsubscribe';

function signature(uid: string, topic: UnsubscribeTopic): string {
  return createHmac('sha256', mailLinkSecret.value())
    .update(`unsubscribe:${uid}:${topic}`)
    .digest('base64url');
}

export function unsubscribeUrl(uid: string, topic: UnsubscribeTopic): string {
  const query = new URLSearchParams({ u: uid, k: topic, t: signature(uid, topic) });
  return `${siteOrigin()}${UNSUBSCRIBE_PATH}?${query}`;
}

export function isValidSignature(uid: string, topic: UnsubscribeTopic, token: string): boolean {
  const expected = Buffer.from(signature(uid, topic));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The own profile's e-mail choices. */
export function preferencesUrl(): string {
  return `${siteOrigin()}/profile#email`;
}

/** The headers that let a mail client offer "Unsubscribe" in one click. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
