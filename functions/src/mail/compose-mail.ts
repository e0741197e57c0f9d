// Turns what a member should read into a message in the mail collection: rendered by the app's
// server entry (one template per kind, web/src/mail), addressed, with its unsubscribe link and
// headers, in the Trigger Email extension's layout. The id is the caller's, made from what the
// message is about, so writing it again (a redelivered event, a rerun schedule) writes nothing.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { MailFrame, MailRequest } from '@salon/web/server';
import { siteOrigin } from './mail-config.js';
import {
  preferencesUrl,
  unsubscribeHeaders,
  unsubscribeUrl,
  type UnsubscribeTopic,
} from './mail-links.js';
import { mailRef } from './mail-refs.js';
import type { MailRecipient } from './mail-recipient.js';

/** What a message says, before it is addressed: the render contract's request less its frame. */
type MailContent = MailRequest extends infer Request
  ? Request extends MailRequest
    ? Omit<Request, keyof MailFrame>
    : never
  : never;

export interface ComposedMail {
  readonly mailId: string;
  readonly write: (transaction: Transaction) => void;
}

/** Renders the message now (outside any transaction); its `write` creates it in one. */
export async function composeMail(
  recipient: MailRecipient,
  mailId: string,
  content: MailContent,
  topic: UnsubscribeTopic,
): Promise<ComposedMail> {
  const unsubscribe = unsubscribeUrl(recipient.uid, topic);
  const request: MailRequest = {
    siteUrl: siteOrigin(),
    recipientName: recipient.name,
    locale: recipient.locale,
    timeZone: recipient.timeZone,
    unsubscribeUrl: unsubscribe,
    preferencesUrl: preferencesUrl(),
    ...content,
  };
  const { renderMail } = await import('@salon/web/server');
  const rendered = await renderMail(request);
  const data = {
    to: recipient.address,
    toUid: recipient.uid,
    message: {
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      headers: unsubscribeHeaders(unsubscribe),
    },
    createdAt: FieldValue.serverTimestamp(),
    delivery: {
      state: 'PENDING' as const,
      attempts: 0,
      startTime: null,
      endTime: null,
      leaseExpireTime: null,
      nextAttemptAt: null,
      error: null,
      info: null,
    },
  };
  return { mailId, write: (transaction) => transaction.create(mailRef(mailId), data) };
}

/** A notice's link on the site. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path}`;
}
