// The local mail server through nodemailer, as the functions send: what arrives is read back whole
// from the API and the inbox page, and the refusals are those of a real server. Loopback only.
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailServer, type MailServer } from './server.js';

let server: MailServer;
beforeAll(async () => {
  server = await startMailServer({ host: '127.0.0.1', smtpPort: 0, httpPort: 0 });
});
afterAll(() => server.stop());
beforeEach(async () => {
  await fetch(`${server.url}/api/messages`, { method: 'DELETE' });
});

function transport(authMethod: 'PLAIN' | 'LOGIN' = 'PLAIN') {
  return nodemailer.createTransport({
    host: server.host,
    port: server.smtpPort,
    secure: false,
    auth: { user: 'salon', pass: 'local-smtp' },
    authMethod,
  });
}

const unsubscribe =
  '<https://127.0.0.1:5173/unsubscribe?token=abc>, <mailto:unsubscribe@localhost>';

function send(to: string, subject = 'Your weekly digest', authMethod?: 'PLAIN' | 'LOGIN') {
  return transport(authMethod).sendMail({
    from: 'The Salon <salon@localhost>',
    to,
    subject,
    text: 'Three new discussions this week.',
    html: '<p>Three <strong>new</strong> discussions this week.</p><script>alert(1)</script>',
    headers: {
      'List-Unsubscribe': unsubscribe,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

interface Message {
  id: string;
  receivedAt: string;
  envelope: { from: string | null; to: string[] };
  headers: Record<string, string>;
  from: string;
  to: string[];
  subject: string;
  date: string | null;
  text?: string | null;
  html?: string | null;
  messageId: string | null;
}

describe('the local mail server', () => {
  it('keeps a message with its text, its HTML and every header, newest first', async () => {
    const sent = await send('clara@demo.example');
    await send('fanny@demo.example', 'A reply to your post', 'LOGIN');

    const list = await getJson<Message[]>('/api/messages');
    expect(list.map((message) => message.subject)).toEqual([
      'A reply to your post',
      'Your weekly digest',
    ]);
    expect(list[1]).not.toHaveProperty('text');

    const [summary] = await getJson<Message[]>('/api/messages?to=CLARA@demo.example');
    const message = await getJson<Message>(`/api/messages/${summary?.id}`);
    expect(message).toMatchObject({
      envelope: { from: 'salon@localhost', to: ['clara@demo.example'] },
      from: 'The Salon <salon@localhost>',
      to: ['clara@demo.example'],
      subject: 'Your weekly digest',
      text: 'Three new discussions this week.',
      html: '<p>Three <strong>new</strong> discussions this week.</p><script>alert(1)</script>',
      messageId: sent.messageId,
    });
    expect(message.headers['list-unsubscribe']).toBe(unsubscribe);
    expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(message.headers.subject).toBe('Your weekly digest');
    expect(Date.parse(message.date ?? '')).not.toBeNaN();
    expect(Date.parse(message.receivedAt)).not.toBeNaN();
  });

  it('lists it on the inbox page, and shows it on its own page with its HTML sandboxed', async () => {
    await send('clara@demo.example');
    const [message] = await getJson<Message[]>('/api/messages');

    const inbox = await fetch(server.url);
    expect(inbox.headers.get('content-security-policy')).toContain("default-src 'none'");
    const inboxHtml = await inbox.text();
    expect(inboxHtml).toContain('clara@demo.example');
    expect(inboxHtml).toContain(`<a href="/messages/${message?.id}">Your weekly digest</a>`);

    const page = await (await fetch(`${server.url}/messages/${message?.id}`)).text();
    expect(page).toContain('list-unsubscribe-post');
    expect(page).toContain('Three new discussions this week.');
    const frame = /<iframe[^>]*>/.exec(page)?.[0] ?? '';
    expect(frame).toMatch(/\ssandbox[\s>]/);
    expect(frame).not.toContain('allow-scripts');
    expect(frame).toContain(`src="/messages/${message?.id}/html"`);

    const html = await fetch(`${server.url}/messages/${message?.id}/html`);
    const policy = html.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).not.toContain('script-src');
    expect(await html.text()).toContain('<strong>new</strong>');
  });

  it('refuses every recipient at bounce.invalid as unknown', async () => {
    await expect(send('nobody@bounce.invalid')).rejects.toMatchObject({
      responseCode: 550,
      response: '550 5.1.1 <nobody@bounce.invalid>: Recipient address rejected: User unknown',
    });
    expect(await getJson<Message[]>('/api/messages')).toEqual([]);
  });

  it('fails the next deliveries it is told to, then accepts again', async () => {
    const fail = (body: object) =>
      fetch(`${server.url}/api/fail`, { method: 'POST', body: JSON.stringify(body) });
    expect((await fail({ count: 1, code: 451, message: '4.7.1 Try again later' })).status).toBe(
      200,
    );
    await expect(send('clara@demo.example')).rejects.toMatchObject({
      responseCode: 451,
      response: '451 4.7.1 Try again later',
    });
    await send('clara@demo.example');

    await fail({ count: 1, code: 550, to: 'fanny@demo.example' });
    await send('clara@demo.example');
    await expect(send('fanny@demo.example')).rejects.toMatchObject({ responseCode: 550 });
    await send('fanny@demo.example');
    expect(await getJson<Message[]>('/api/messages')).toHaveLength(3);

    expect((await fail({ count: 1, code: 500 })).status).toBe(400);
  });

  it('clears the inbox', async () => {
    await send('clara@demo.example');
    const cleared = await fetch(`${server.url}/api/messages`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(await getJson<Message[]>('/api/messages')).toEqual([]);
    expect(await (await fetch(server.url)).text()).toContain('No messages yet');
  });

  it('answers 404 for a message it does not have', async () => {
    expect((await fetch(`${server.url}/api/messages/nothing`)).status).toBe(404);
    expect((await fetch(`${server.url}/messages/nothing`)).status).toBe(404);
  });
});
