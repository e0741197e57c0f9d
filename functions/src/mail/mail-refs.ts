// Typed references to the mail documents (domain/src/mail/schemas.ts, docs/mail.md).
import {
  mailSchema,
  mailSettingsSchema,
  mailStateSchema,
  paths,
  waitingNoticeSchema,
} from '@salon/domain';
import { storedDoc } from '../shared/stored.js';

export const mailRef = (mailId: string) => storedDoc(mailSchema, paths.mail(mailId));
export const mailSettingsRef = (uid: string) =>
  storedDoc(mailSettingsSchema, paths.mailSettings(uid));
export const mailStateRef = (uid: string) => storedDoc(mailStateSchema, paths.mailState(uid));
export const waitingNoticeRef = (uid: string, notificationId: string) =>
  storedDoc(waitingNoticeSchema, paths.waitingNotice(uid, notificationId));
