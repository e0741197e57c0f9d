// The server entry's e-mail: one template per kind, rendered to its HTML part, and the plain-text
// part from the same wording.
//
// The HTML is rendered with react-dom/static, which the server entry already holds for its pages,
// rather than react-email's render(): that one also brings prettier (for its `pretty` option) and
// react-dom's legacy server renderer, over a megabyte of the functions' bundle for nothing used.
import { prerender } from 'react-dom/static';
import type { ReactElement } from 'react';
import { MAIL_SUBJECTS } from '@salon/domain';
import type { MailRequest, RenderMail, RenderedMail } from '../server/mail-contract';
import { DailySummaryMail } from './DailySummaryMail';
import { dateFormats, type DateFormats } from './dates';
import { NoticesMail } from './NoticesMail';
import { plainTextOf } from './plain-text';
import { WeeklyDigestMail } from './WeeklyDigestMail';

// The doctype react-email's render() gives its messages: the one e-mail clients expect.
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

function subjectOf(request: MailRequest): string {
  const subject =
    request.kind === 'notices'
      ? MAIL_SUBJECTS.notices(request.notices)
      : MAIL_SUBJECTS[request.kind];
  // A notice's message may carry a member's line breaks; a header is one line.
  return subject.replace(/\s+/g, ' ').trim();
}

function templateOf(request: MailRequest, dates: DateFormats): ReactElement {
  switch (request.kind) {
    case 'notices':
      return <NoticesMail frame={request} notices={request.notices} dates={dates} />;
    case 'dailySummary':
      return <DailySummaryMail frame={request} notices={request.notices} dates={dates} />;
    case 'weeklyDigest':
      return <WeeklyDigestMail frame={request} digest={request} dates={dates} />;
  }
}

async function htmlOf(template: ReactElement): Promise<string> {
  const { prelude } = await prerender(template, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const decoder = new TextDecoder();
  let markup = '';
  for await (const chunk of prelude) markup += decoder.decode(chunk, { stream: true });
  markup += decoder.decode();
  return DOCTYPE + markup.replace(/^<!DOCTYPE[^>]*>/i, '');
}

export const renderMail: RenderMail = async (request: MailRequest): Promise<RenderedMail> => {
  const dates = dateFormats(request.locale, request.timeZone);
  return {
    subject: subjectOf(request),
    html: await htmlOf(templateOf(request, dates)),
    text: plainTextOf(request, dates),
  };
};
