// The plain-text part, made by hand from the same wording as the HTML: a converter's output put
// each link's address after its words on one line and shouted the headings, and it would have
// brought an HTML parser into the server bundle. Every link is a URL on a line of its own, so a
// reader can copy it.
import { FORUM_NAME } from '@salon/domain';
import type { MailDiscussion, MailFrame, MailNotice, MailRequest } from '../server/mail-contract';
import type { DateFormats } from './dates';
import { MAIL_WORDING } from './wording';

/** Paragraphs, each one or more lines, separated by an empty line. */
type Paragraphs = readonly (readonly string[])[];

function heading(text: string): readonly string[] {
  return [text, '-'.repeat(text.length)];
}

function noticeParagraphs(notices: readonly MailNotice[], dates: DateFormats): Paragraphs {
  return notices.map((notice) => [
    notice.title,
    notice.message,
    dates.moment(notice.at),
    notice.url,
  ]);
}

function discussionParagraphs(discussions: readonly MailDiscussion[]): Paragraphs {
  const wording = MAIL_WORDING.weeklyDigest;
  return discussions.map((discussion) => [
    discussion.title,
    wording.discussionMeta(discussion),
    discussion.url,
  ]);
}

function contentOf(request: MailRequest, dates: DateFormats): Paragraphs {
  switch (request.kind) {
    case 'notices': {
      const wording = MAIL_WORDING.notices;
      return [[wording.intro(request.notices.length)], ...noticeParagraphs(request.notices, dates)];
    }
    case 'dailySummary': {
      const wording = MAIL_WORDING.dailySummary;
      return [
        heading(wording.heading),
        [wording.intro(request.notices.length)],
        ...noticeParagraphs(request.notices, dates),
      ];
    }
    case 'weeklyDigest': {
      const wording = MAIL_WORDING.weeklyDigest;
      const { active, fromYourCircle, notices } = request;
      const quiet = active.length === 0 && fromYourCircle.length === 0 && notices.length === 0;
      return [
        [...heading(wording.heading), wording.weekOf(dates.day(request.weekOf))],
        ...(quiet ? [[wording.quiet]] : []),
        ...(active.length > 0 ? [heading(wording.active), ...discussionParagraphs(active)] : []),
        ...(fromYourCircle.length > 0
          ? [
              [...heading(wording.fromYourCircle), wording.fromYourCircleHint],
              ...discussionParagraphs(fromYourCircle),
            ]
          : []),
        ...(notices.length > 0
          ? [heading(wording.notices), ...noticeParagraphs(notices, dates)]
          : []),
        [`${wording.visit}: ${request.siteUrl}`],
      ];
    }
  }
}

function reasonOf(request: MailRequest): string {
  return MAIL_WORDING[request.kind].reason;
}

export function plainTextOf(request: MailRequest, dates: DateFormats): string {
  const frame: MailFrame = request;
  const paragraphs: Paragraphs = [
    [FORUM_NAME, frame.siteUrl],
    [MAIL_WORDING.greeting(frame.recipientName)],
    ...contentOf(request, dates),
    // The signature separator: mail programs fold or dim what follows it.
    [
      '-- ',
      reasonOf(request),
      `${MAIL_WORDING.unsubscribe}: ${frame.unsubscribeUrl}`,
      `${MAIL_WORDING.preferences}: ${frame.preferencesUrl}`,
    ],
  ];
  return `${paragraphs.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}
