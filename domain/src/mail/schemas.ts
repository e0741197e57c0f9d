import { z } from 'zod/mini';
import { counterSchema, timestampSchema, uidSchema } from '../schema/primitives.js';
import { MAIL_FREQUENCIES, MAIL_KINDS, type MailFrequency, type MailKind } from './kinds.js';

export const mailKindSchema = z.enum(MAIL_KINDS as unknown as [MailKind, ...MailKind[]]);
export const mailFrequencySchema = z.enum(
  MAIL_FREQUENCIES as unknown as [MailFrequency, ...MailFrequency[]],
);

/** A BCP 47 language tag as browsers give it ("de-DE", "en"); checked again by Intl on use. */
const localeSchema = z
  .string()
  .check(z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Not a language tag.'));
/** An IANA time zone as browsers give it ("Europe/Berlin", "UTC"). */
const timeZoneSchema = z
  .string()
  .check(z.maxLength(64), z.regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/, 'Not a time zone.'));

/**
 * `mailSettings/{uid}`: the member's e-mail choices, written by saveMailSettings, read by the
 * member alone. A member without one has the defaults (DEFAULT_MAIL_FREQUENCIES).
 */
export const mailSettingsSchema = z.strictObject({
  frequencies: z.record(mailKindSchema, mailFrequencySchema),
  weeklyDigest: z.boolean(),
  /** The member's language and time zone as their browser said when they saved: for dates. */
  locale: localeSchema,
  timeZone: timeZoneSchema,
  updatedAt: timestampSchema,
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const saveMailSettingsInput = z.strictObject({
  frequencies: z.record(mailKindSchema, mailFrequencySchema),
  weeklyDigest: z.boolean(),
  locale: localeSchema,
  timeZone: timeZoneSchema,
});
export const saveMailSettingsOutput = z.strictObject({ saved: z.literal(true) });

/**
 * `mailState/{uid}`: what functions keep to mail a member: when the last immediate e-mail went
 * (the 15-minute window), and an address that refused mail (nothing more is sent to it); either
 * absent until it happens. The member reads it (the profile says why mail stopped); functions
 * write it.
 */
export const mailStateSchema = z.strictObject({
  lastImmediateAt: z.optional(z.nullable(timestampSchema)),
  bounced: z.optional(
    z.nullable(z.strictObject({ address: z.string(), answer: z.string(), at: timestampSchema })),
  ),
});

/** When a waiting notice goes out: with the next immediate e-mail, the daily summary or weekly. */
export const MAIL_BATCHES = ['immediate', 'daily', 'weekly'] as const;

/**
 * `mailState/{uid}/waiting/{notificationId}`: a notice waiting for its e-mail: gathered within the
 * 15-minute window, or for the daily summary or the weekly digest. Functions only.
 */
export const waitingNoticeSchema = z.strictObject({
  uid: uidSchema,
  batch: z.enum(MAIL_BATCHES),
  kind: mailKindSchema,
  title: z.string(),
  message: z.string(),
  /** The site path the notice leads to. */
  path: z.string(),
  at: timestampSchema,
  dueAt: timestampSchema,
});

export const MAIL_DELIVERY_STATES = ['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR'] as const;

/**
 * `mail/{mailId}`: one message, in the layout of Firebase's "Trigger Email from Firestore"
 * extension (to, message, delivery), written by functions and delivered by deliverMail.
 */
export const mailSchema = z.strictObject({
  to: z.string(),
  /** The member it is for (not in the extension's layout: a refusal stops their mail). */
  toUid: uidSchema,
  message: z.strictObject({
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    headers: z.record(z.string(), z.string()),
  }),
  createdAt: timestampSchema,
  delivery: z.strictObject({
    state: z.enum(MAIL_DELIVERY_STATES),
    attempts: counterSchema,
    startTime: z.nullable(timestampSchema),
    endTime: z.nullable(timestampSchema),
    /** While PROCESSING: when another delivery may take it over (a crashed attempt). */
    leaseExpireTime: z.nullable(timestampSchema),
    /** While RETRY: when the next attempt is due. */
    nextAttemptAt: z.nullable(timestampSchema),
    error: z.nullable(z.string()),
    info: z.nullable(
      z.strictObject({
        messageId: z.nullable(z.string()),
        accepted: z.array(z.string()),
        rejected: z.array(z.string()),
        response: z.string(),
      }),
    ),
  }),
});
export type StoredMail = z.infer<typeof mailSchema>;

/** The unsubscribe link's parameters: the member, what to stop, and the signature. */
export const unsubscribeRequestSchema = z.strictObject({
  u: uidSchema,
  k: z.union([mailKindSchema, z.literal('digest'), z.literal('all')]),
  t: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
});

/** `config/weeklyDigest`: how far this week's digest has gone through the members, to resume. */
export const weeklyDigestRunSchema = z.strictObject({
  /** The week's Monday, YYYY-MM-DD: a new week starts a new pass. */
  weekKey: z.string(),
  after: z.nullable(uidSchema),
  membersDone: counterSchema,
  sent: counterSchema,
  finishedAt: z.nullable(timestampSchema),
  updatedAt: timestampSchema,
});
