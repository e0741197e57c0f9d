// @vitest-environment node
// The e-mails as functions/ get them from the server entry: subject, HTML and plain text of each
// kind, with every link in both parts, members' text escaped, and dates where the member is.
import { describe, expect, it } from 'vitest';
import { MAIL_SUBJECTS } from '@salon/domain';
import type { MailFrame, MailNotice, MailRequest } from '../server/mail-contract';
import { renderMail } from './render-mail';

const frame: MailFrame = {
  siteUrl: 'https://salon.example',
  recipientName: 'Clara',
  locale: 'en-GB',
  timeZone: 'UTC',
  unsubscribeUrl: 'https://salon.example/mail/unsubscribe?token=t-1&kind=reply',
  preferencesUrl: 'https://salon.example/profile#email',
};

// 28 November 2026, 21:05 UTC: 22:05 in Berlin, 4:05 PM in New York.
const AT = Date.UTC(2026, 10, 28, 21, 5);

function notice(n: number, overrides: Partial<MailNotice> = {}): MailNotice {
  return {
    title: `Notice ${n}`,
    message: `Message ${n}`,
    url: `https://salon.example/salon/thread/t${n}`,
    at: AT,
    ...overrides,
  };
}

const digest: MailRequest = {
  ...frame,
  kind: 'weeklyDigest',
  weekOf: Date.UTC(2026, 10, 23),
  active: [
    {
      title: 'Goldberg Variations',
      url: 'https://salon.example/salon/thread/a1',
      authorName: 'Robert',
      replyCount: 42,
    },
  ],
  fromYourCircle: [
    {
      title: 'Dichterliebe',
      url: 'https://salon.example/salon/thread/c1',
      authorName: 'Anonymous',
      replyCount: 1,
    },
  ],
  notices: [notice(7)],
};

const requests: readonly MailRequest[] = [
  { ...frame, kind: 'notices', notices: [notice(1), notice(2)] },
  { ...frame, kind: 'dailySummary', notices: [notice(3), notice(4)] },
  digest,
];

/** What an href holds once React has escaped it for an attribute. */
function asAttribute(url: string): string {
  return url.replaceAll('&', '&amp;');
}

function linksOf(request: MailRequest): string[] {
  const content =
    request.kind === 'weeklyDigest'
      ? [...request.active, ...request.fromYourCircle, ...request.notices]
      : request.notices;
  return [
    request.siteUrl,
    request.unsubscribeUrl,
    request.preferencesUrl,
    ...content.map((item) => item.url),
  ];
}

describe('renderMail', () => {
  it.each(requests)(
    'renders a $kind e-mail with its content and links in both parts',
    async (request) => {
      const mail = await renderMail(request);
      expect(mail.subject).toBe(
        request.kind === 'notices'
          ? MAIL_SUBJECTS.notices(request.notices)
          : MAIL_SUBJECTS[request.kind],
      );
      for (const url of linksOf(request)) {
        expect(mail.html).toContain(`href="${asAttribute(url)}"`);
        expect(mail.text.split('\n')).toContainEqual(expect.stringContaining(url));
      }
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('Hello Clara,');
        expect(part).toContain('Unsubscribe');
        expect(part).toContain('E-mail choices');
        for (const item of request.notices) {
          expect(part).toContain(item.title);
          expect(part).toContain(item.message);
        }
      }
    },
  );

  it('shows the digest’s discussions with who started them and their replies', async () => {
    const mail = await renderMail(digest);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Most active discussions');
      expect(part).toContain('Started by Robert · 42 replies');
      expect(part).toContain('From your friends and follows');
      expect(part).toContain('Started by Anonymous · 1 reply');
      expect(part).toContain('Your notifications');
      expect(part).toContain('The week beginning Monday, 23 November 2026');
    }
  });

  it('leaves out the digest’s empty parts and says so when the week was quiet', async () => {
    const mail = await renderMail({ ...digest, active: [], fromYourCircle: [], notices: [] });
    expect(mail.text).toContain('A quiet week');
    expect(mail.html).not.toContain('Most active discussions');
    expect(mail.text).not.toContain('Your notifications');
  });

  it('puts every link of the plain text on a line of its own, to copy', async () => {
    const mail = await renderMail(digest);
    const urls = mail.text.match(/https:\/\/\S+/g) ?? [];
    expect(new Set(urls)).toEqual(new Set(linksOf(digest)));
    for (const line of mail.text.split('\n').filter((l) => l.includes('https://'))) {
      expect(line).toMatch(/^(?:[\w -]+: )?https:\/\/\S+$/);
    }
  });

  it('escapes members’ titles and messages in the HTML and keeps them as written in the text', async () => {
    const title = '<script>alert("x")</script> Bach & Sons';
    const mail = await renderMail({
      ...frame,
      kind: 'notices',
      notices: [notice(1, { title, message: `Fanny replied to "${title}"` })],
    });
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Bach &amp; Sons',
    );
    expect(mail.text).toContain(title);
    expect(mail.subject).toBe(`Fanny replied to "${title}"`);
  });

  it('says what one notice is in the subject, and how many when there are several', async () => {
    const one = await renderMail({ ...frame, kind: 'notices', notices: [notice(1)] });
    expect(one.subject).toBe('Message 1');
    const several = await renderMail({
      ...frame,
      kind: 'notices',
      notices: [notice(1), notice(2), notice(3)],
    });
    expect(several.subject).toBe('3 new notifications from The Salon');
    expect(several.text).toContain('There are 3 new notifications for you in The Salon:');
  });

  it('keeps a subject to one line', async () => {
    const mail = await renderMail({
      ...frame,
      kind: 'notices',
      notices: [notice(1, { message: 'Two\r\nlines' })],
    });
    expect(mail.subject).toBe('Two lines');
  });

  it('tells dates in the member’s language and time zone', async () => {
    const berlin = await renderMail({
      ...digest,
      locale: 'de-DE',
      timeZone: 'Europe/Berlin',
    });
    expect(berlin.text).toContain('28. November 2026 um 22:05');
    expect(berlin.html).toContain('28. November 2026 um 22:05');
    expect(berlin.text).toContain('Montag, 23. November 2026');

    const newYork = await renderMail({
      ...digest,
      locale: 'en-US',
      timeZone: 'America/New_York',
    });
    expect(newYork.text).toContain('November 28, 2026 at 4:05');
    // The digest's Monday is a calendar day, not an instant: the same Monday west of Greenwich.
    expect(newYork.text).toContain('Monday, November 23, 2026');
  });

  it('falls back to British English and UTC for a language or zone Intl does not know', async () => {
    const mail = await renderMail({ ...digest, locale: 'not a locale!', timeZone: 'Mars/Olympus' });
    expect(mail.text).toContain('28 November 2026 at 21:05');
  });

  it.each(requests)(
    'draws the $kind e-mail in a 600 px column with nothing to load',
    async (request) => {
      const { html } = await renderMail(request);
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toMatch(/<table[^>]*style="[^"]*max-width:600px/);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/\ssrc=/i);
      expect(html).not.toMatch(/<link\s/i);
      expect(html).not.toMatch(/url\(/i);
    },
  );
});
