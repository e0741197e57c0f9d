// The inbox as a person reads it in a browser: the list of messages, and one message with its
// headers, its text and its HTML. Plain HTML, no script and nothing from elsewhere.
import type { StoredMessage } from './message-store.js';

/** For the pages themselves: inline styles, and frames of this server only (a message's HTML). */
export const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'; form-action 'none'";
/**
 * For a message's HTML, shown in a frame: no script, no request anywhere (a tracking pixel or a
 * remote font stays unloaded), and a sandbox even when opened on its own.
 */
export const MESSAGE_HTML_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; sandbox";

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 1.5rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid #ccc; vertical-align: top; }
  a { color: #1a4f8b; }
  a:focus-visible { outline: 3px solid #1a4f8b; outline-offset: 2px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f4; padding: 1rem; }
  iframe { width: 100%; height: 32rem; border: 1px solid #ccc; background: #fff; }
`;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const time = (iso: string) =>
  `<time datetime="${iso}">${iso.replace('T', ' ').slice(0, 19)} UTC</time>`;

export function inboxPage(messages: readonly StoredMessage[]): string {
  const rows = messages.map(
    (message) => `<tr>
<td>${escapeHtml(message.envelope.to.join(', '))}</td>
<td><a href="/messages/${encodeURIComponent(message.id)}">${escapeHtml(message.subject || '(no subject)')}</a></td>
<td>${time(message.receivedAt)}</td>
</tr>`,
  );
  const list = messages.length
    ? `<table>
<caption>Newest first. Reload the page to see new messages.</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`
    : '<p>No messages yet. Every e-mail the local functions send arrives here.</p>';
  return page(
    `Inbox (${messages.length})`,
    `<h1>Local inbox</h1>
<p>Every e-mail sent through this machine’s SMTP server, none of it delivered anywhere else.
The same as JSON: <a href="/api/messages">/api/messages</a>.</p>
${list}`,
  );
}

export function messagePage(message: StoredMessage): string {
  const id = encodeURIComponent(message.id);
  const headers = Object.entries(message.headers)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  const subject = message.subject || '(no subject)';
  return page(
    subject,
    `<p><a href="/">Back to the inbox</a></p>
<h1>${escapeHtml(subject)}</h1>
<dl>
<dt>Envelope from</dt><dd>${escapeHtml(message.envelope.from ?? '(none)')}</dd>
<dt>Envelope to</dt><dd>${escapeHtml(message.envelope.to.join(', '))}</dd>
<dt>Received</dt><dd>${time(message.receivedAt)}</dd>
</dl>
<h2>Headers</h2>
<dl>
${headers}
</dl>
<h2>Text part</h2>
${message.text === null ? '<p>None.</p>' : `<pre>${escapeHtml(message.text)}</pre>`}
<h2>HTML part</h2>
${
  message.html === null
    ? '<p>None.</p>'
    : `<iframe title="The HTML part of the message" sandbox src="/messages/${id}/html"></iframe>
<p><a href="/messages/${id}/html">The HTML part on its own</a></p>`
}`,
  );
}
