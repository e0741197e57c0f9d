// One-click unsubscribe (RFC 8058), without signing in: the link in every e-mail (Hosting
// rewrites /mail/unsubscribe here) carries the member, what to stop and a signature only this
// site can make. A mail client's one-click POST, or the page's button, turns that kind to
// "never" (or the digest off, or everything); a GET only asks, since link scanners follow links.
// A link that does not verify changes nothing.
import { FieldValue } from 'firebase-admin/firestore';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import {
  MAIL_KINDS,
  MAIL_TEXTS,
  unsubscribeRequestSchema,
  type MailFrequency,
  type MailKind,
} from '@salon/domain';
import { db } from '../shared/admin.js';
import { MAIL_FUNCTION_OPTIONS } from './mail-config.js';
import { isValidSignature, preferencesUrl, type UnsubscribeTopic } from './mail-links.js';
import { mailChoicesOf } from './mail-recipient.js';
import { mailSettingsRef } from './mail-refs.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function topicName(topic: UnsubscribeTopic): string {
  if (topic === 'digest') return MAIL_TEXTS.digestTopic;
  if (topic === 'all') return MAIL_TEXTS.allTopic;
  return MAIL_TEXTS.kindLabels[topic];
}

function page(res: Response, status: number, body: string): void {
  res
    .status(status)
    .set('Content-Type', 'text/html; charset=utf-8')
    .set('Cache-Control', 'no-store')
    .set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    )
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${MAIL_TEXTS.unsubscribeTitle} · The Salon</title><style>body{font-family:Georgia,serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#2b2118}button{font:inherit;padding:.5rem 1rem}</style></head><body><main><h1>${MAIL_TEXTS.unsubscribeTitle}</h1>${body}<p><a href="${escapeHtml(preferencesUrl())}">${MAIL_TEXTS.choicesLink}</a></p></main></body></html>`,
    );
}

/** The choices after unsubscribing from `topic`, the others kept. */
function withoutTopic(
  frequencies: Readonly<Record<MailKind, MailFrequency>>,
  topic: UnsubscribeTopic,
): Record<MailKind, MailFrequency> {
  return Object.fromEntries(
    MAIL_KINDS.map((kind) => [
      kind,
      topic === 'all' || topic === kind ? 'never' : frequencies[kind],
    ]),
  ) as Record<MailKind, MailFrequency>;
}

async function unsubscribe(uid: string, topic: UnsubscribeTopic): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const { frequencies, weeklyDigest, locale, timeZone } = mailChoicesOf(
      await transaction.get(mailSettingsRef(uid)),
    );
    transaction.set(mailSettingsRef(uid), {
      frequencies: withoutTopic(frequencies, topic),
      weeklyDigest: topic === 'digest' || topic === 'all' ? false : weeklyDigest,
      locale,
      timeZone,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}

export const mailUnsubscribe = onRequest(
  MAIL_FUNCTION_OPTIONS,
  async (req: Request, res: Response) => {
    const link = unsubscribeRequestSchema.safeParse(req.query);
    if (!link.success || !isValidSignature(link.data.u, link.data.k, link.data.t)) {
      page(res, 400, `<p>${escapeHtml(MAIL_TEXTS.unsubscribeInvalid)}</p>`);
      return;
    }
    const { u: uid, k: topic } = link.data;
    if (req.method === 'POST') {
      await unsubscribe(uid, topic);
      page(
        res,
        200,
        `<p role="status">${escapeHtml(MAIL_TEXTS.unsubscribed(topicName(topic)))}</p>`,
      );
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD, POST').status(405).end();
      return;
    }
    // The form posts to the page's own address, query and all, however the request reached here.
    page(
      res,
      200,
      `<p>${escapeHtml(MAIL_TEXTS.unsubscribeQuestion(topicName(topic)))}</p><form method="post"><button type="submit">${MAIL_TEXTS.unsubscribeButton}</button></form>`,
    );
  },
);
