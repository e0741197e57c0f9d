// A waiting notice (mailState/{uid}/waiting) as an e-mail lists it, read by its schema. Leniently:
// a notice the schema refuses is left out of the e-mail, not allowed to hold back the others.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { readStored, waitingNoticeSchema, type MailKind } from '@salon/domain';
import type { MailNotice } from '@salon/web/server';
import { absoluteUrl } from './compose-mail.js';

export interface WaitingNotice extends MailNotice {
  readonly uid: string;
  readonly kind: MailKind;
}

export function waitingNoticeOf(snapshot: DocumentSnapshot): WaitingNotice | null {
  const notice = readStored(waitingNoticeSchema, snapshot.data(), { lenient: true });
  if (!notice) return null;
  const { uid, kind, title, message, path, at } = notice;
  return { uid, kind, title, message, url: absoluteUrl(path), at: at.getTime() };
}
