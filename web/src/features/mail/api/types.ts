import type { MailFrequency, MailKind } from '@salon/domain';

/** What the member chooses on their profile: how often each kind, and the weekly digest. */
export interface MailChoices {
  readonly frequencies: Readonly<Record<MailKind, MailFrequency>>;
  readonly weeklyDigest: boolean;
}

/** An address the mail server refused for good, with its answer: nothing more goes to it. */
export interface Bounce {
  readonly address: string;
  readonly answer: string;
}
