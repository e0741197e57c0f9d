// A demo member's streaming account, connected the way a member connects one: the project's
// callables start the authorization, the local fake provider approves it (the form its consent
// page posts), the callback callable exchanges the code, and the analysis callable fills the
// profile's streaming section. So a newcomer's `npm start` shows the analysis on Clara's profile.
import type { CallableClient } from './callable-client.js';

/** The fake provider's listener account the demo connection approves as. */
const DEMO_LISTENER = 'clara-listens';

export async function connectDemoStreaming(member: CallableClient): Promise<void> {
  const { authUrl } = await member.call<{ authUrl: string }>('spotifyAuthStart', {});
  const authorize = new URL(authUrl);
  const request = authorize.searchParams;
  const decision = await fetch(new URL('/authorize/decision', authorize), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      redirectUri: request.get('redirect_uri') ?? '',
      state: request.get('state') ?? '',
      codeChallenge: request.get('code_challenge') ?? '',
      scope: request.get('scope') ?? '',
      account: DEMO_LISTENER,
      decision: 'approve',
    }),
    redirect: 'manual',
  });
  const callback = new URL(decision.headers.get('location') ?? '', authorize);
  const code = callback.searchParams.get('code');
  if (decision.status !== 302 || !code) {
    throw new Error(`The fake provider did not approve the demo connection (${decision.status}).`);
  }
  await member.call('spotifyAuthCallback', { code, state: callback.searchParams.get('state') });
  await member.call('spotifyClassicalAnalysis', {});
}
