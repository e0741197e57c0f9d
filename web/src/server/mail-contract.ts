// What functions/ hands the server entry's renderMail and gets back (functions/src/mail/): the
// e-mail's content as plain data, rendered into its subject, HTML and plain-text parts from one
// template per kind. Types only, so functions/ can check its calls without compiling the app.

/** One thing that happened, as the bell says it, with where it leads on the site. */
export interface MailNotice {
  readonly title: string;
  readonly message: string;
  /** Absolute URL on the site. */
  readonly url: string;
  /** When it happened (ms). */
  readonly at: number;
}

/** A discussion the weekly digest points to. */
export interface MailDiscussion {
  readonly title: string;
  /** Absolute URL on the site. */
  readonly url: string;
  /** Who started it, as posts name them ("Anonymous" for an anonymous one). */
  readonly authorName: string;
  readonly replyCount: number;
}

/** What every message carries. */
export interface MailFrame {
  /** The site's address, for the header's link and relative paths. */
  readonly siteUrl: string;
  /** How the message greets the member (their display name, else their username). */
  readonly recipientName: string;
  /** The member's language (BCP 47), for dates. */
  readonly locale: string;
  /** The member's time zone (IANA), for dates. */
  readonly timeZone: string;
  /** One-click unsubscribe from this kind of message (RFC 8058); also shown as a link. */
  readonly unsubscribeUrl: string;
  /** The member's e-mail choices on their profile. */
  readonly preferencesUrl: string;
}

export type MailRequest = MailFrame &
  (
    | {
        /** Sent at once: one notice, or those gathered within the 15-minute window. */
        readonly kind: 'notices';
        readonly notices: readonly MailNotice[];
      }
    | { readonly kind: 'dailySummary'; readonly notices: readonly MailNotice[] }
    | {
        readonly kind: 'weeklyDigest';
        /** The Monday the digest's week began (ms, 00:00 UTC). */
        readonly weekOf: number;
        /** The week's most active discussions. */
        readonly active: readonly MailDiscussion[];
        /** What the member's friends and the members they follow started this week. */
        readonly fromYourCircle: readonly MailDiscussion[];
        /** Notifications the member chose to read weekly. */
        readonly notices: readonly MailNotice[];
      }
  );

export interface RenderedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export type RenderMail = (request: MailRequest) => RenderedMail | Promise<RenderedMail>;
