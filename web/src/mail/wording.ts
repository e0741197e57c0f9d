// What the e-mails say, once for both parts: the HTML templates and the plain text read these.
import { FORUM_NAME, MAIL_SUBJECTS } from '@salon/domain';
import type { MailDiscussion } from '../server/mail-contract';

function count(n: number, one: string, many: string): string {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

export const MAIL_WORDING = {
  greeting: (name: string) => `Hello ${name},`,
  unsubscribe: 'Unsubscribe',
  preferences: 'E-mail choices',
  notices: {
    intro: (n: number) =>
      n === 1
        ? `There is something new for you in ${FORUM_NAME}:`
        : `There are ${n} new notifications for you in ${FORUM_NAME}:`,
    open: `Open in ${FORUM_NAME}`,
    reason:
      'You get this e-mail because you chose to hear about these notifications as they happen.',
  },
  dailySummary: {
    heading: MAIL_SUBJECTS.dailySummary,
    intro: (n: number) =>
      n === 0
        ? 'Nothing new for you since the last summary.'
        : `${count(n, 'notification', 'notifications')} for you since the last summary:`,
    reason: 'You get this e-mail because you chose a daily summary of these notifications.',
  },
  weeklyDigest: {
    heading: MAIL_SUBJECTS.weeklyDigest,
    weekOf: (day: string) => `The week beginning ${day}`,
    quiet: `A quiet week: no new discussions and nothing new for you. ${FORUM_NAME} is ready when you are.`,
    active: 'Most active discussions',
    fromYourCircle: 'From your friends and follows',
    fromYourCircleHint: 'What your friends and the members you follow started this week.',
    notices: 'Your notifications',
    visit: `Visit ${FORUM_NAME}`,
    discussionMeta: (discussion: MailDiscussion) =>
      `Started by ${discussion.authorName} · ${count(discussion.replyCount, 'reply', 'replies')}`,
    reason: 'You get this e-mail because the weekly digest is on in your e-mail choices.',
  },
} as const;
