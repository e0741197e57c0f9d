// The fake provider's consent page: who is listening (any account name; a listener's profile),
// and Approve or Deny. The authorization request travels on in hidden fields.
import { DEMO_LISTENING } from './demo-listening.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export interface AuthorizationRequest {
  readonly redirectUri: string;
  readonly state: string;
  readonly codeChallenge: string;
  readonly scope: string;
}

export function authorizePage(request: AuthorizationRequest): string {
  const hidden = Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  const listenings = Object.keys(DEMO_LISTENING)
    .map((name) => `<option value="${name}">${name}</option>`)
    .join('');
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Fake Spotify: authorize</title></head>
  <body style="font-family: sans-serif; max-width: 32rem; margin: 3rem auto">
    <h1>Fake Spotify</h1>
    <p>The Social Home of Classical Music would like to read your top artists and tracks
      (<code>${escapeHtml(request.scope)}</code>). This is the local stand-in for Spotify.</p>
    <form method="post" action="/authorize/decision">
      ${hidden}
      <p><label>Listener account <input name="account" value="demo-listener" required></label></p>
      <p><label>Listening <select name="listening">${listenings}</select></label></p>
      <button type="submit" name="decision" value="approve">Approve</button>
      <button type="submit" name="decision" value="deny">Deny</button>
    </form>
  </body>
</html>`;
}
