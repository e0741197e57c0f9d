// The streaming connection against the fake provider: connecting (state and PKCE kept by the
// functions), the analysis with token refresh, the provider's failures in the member's words,
// revocation, disconnecting, the history import, the daily refresh over many members, and every
// refusal.
import { afterAll, describe, expect, it } from 'vitest';
import { paths, STREAMING_PROVIDER_ERRORS as MESSAGES } from '@salon/domain';
import { stackEndpoints } from '../support/stack-endpoints.js';
import {
  adminDb,
  newMember,
  refusalOf,
  visitorClient,
  type Member,
} from './support/functions-env.js';
import {
  approveOnProvider,
  connect,
  importSummary,
  newProviderAccount,
  provider,
} from './support/fake-spotify.js';

const members: Member[] = [];
afterAll(async () => Promise.all(members.map((member) => member.close())));

async function member(label: string): Promise<Member> {
  const created = await newMember(label);
  members.push(created);
  return created;
}

async function section(uid: string) {
  return (await adminDb().doc(paths.streamingAnalysis(uid)).get()).data() ?? null;
}

async function storedTokens(uid: string) {
  return (await adminDb().doc(paths.streamingToken(uid)).get()).data() ?? null;
}

/** As if the member's last analysis and import were a minute ago (past the cooldown). */
async function aMinuteLater(uid: string) {
  const aMinuteAgo = new Date(Date.now() - 60_000);
  const tokens = adminDb().doc(paths.streamingToken(uid));
  if ((await tokens.get()).exists) await tokens.update({ analysedAt: aMinuteAgo });
  const stored = await section(uid);
  if (stored?.history) {
    await adminDb()
      .doc(paths.streamingAnalysis(uid))
      .update({ 'history.lastSyncedAt': aMinuteAgo });
  }
}

/** A connected member of a fresh provider account, with a classical listener by default. */
async function connectedMember(label: string, listening: 'classical' | 'pop' = 'classical') {
  const connected = await member(label);
  const account = newProviderAccount(label);
  await connect(connected, account, listening);
  return { member: connected, account };
}

describe('connecting', () => {
  it('sends the browser to the provider with a state and an S256 challenge, never the verifier', async () => {
    const fanny = await member('start');
    const { authUrl } = await fanny.call('spotifyAuthStart', {});
    const url = new URL(authUrl);
    expect(url.origin + url.pathname).toBe(`${stackEndpoints().fakeSpotifyUrl}/authorize`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('fake-spotify-client');
    expect(url.searchParams.get('scope')).toBe('user-top-read');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://127.0.0.1:5173/auth/spotify/callback',
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const pending = (await adminDb().doc(paths.streamingAuthorization(fanny.uid)).get()).data();
    expect(pending?.state).toBe(url.searchParams.get('state'));
    expect(authUrl).not.toContain(pending?.codeVerifier);
  });

  it('exchanges the code in the function and stores the tokens, marking the member connected', async () => {
    const { member: clara, account } = await connectedMember('connect');
    const tokens = await storedTokens(clara.uid);
    expect(tokens?.accessToken).toMatch(/^access-/);
    expect(tokens?.refreshToken).toMatch(/^refresh-/);
    expect(tokens?.expiresAt.toDate().getTime()).toBeGreaterThan(Date.now());
    expect((await provider.account(account)).requests.authorizationCode).toBe(1);
    expect(await section(clara.uid)).toMatchObject({
      connected: true,
      spotify: null,
      history: null,
    });
    expect((await adminDb().doc(paths.streamingAuthorization(clara.uid)).get()).exists).toBe(false);
  });
});

describe('the analysis', () => {
  it('finds the classical tracks among the ranked ones and scores them by rank', async () => {
    const { member: lili } = await connectedMember('analyse');
    expect(await lili.call('spotifyClassicalAnalysis', {})).toEqual({
      success: true,
      classicalTracksFound: 8,
    });
    const stored = await section(lili.uid);
    expect(stored?.connected).toBe(true);
    expect(stored?.spotify).toMatchObject({
      countKind: 'rank-score',
      classicalTracksFound: 8,
      tracksRanked: 10,
      // Bach: the 1st, 2nd and 7th of the ranked tracks, 50 + 49 + 44 points.
      topArtists: [
        { name: 'Johann Sebastian Bach', type: 'composer', count: 143 },
        { name: 'Herbert von Karajan', type: 'performer', count: 133 },
        { name: 'Glenn Gould', type: 'performer', count: 94 },
      ],
    });
    expect(
      stored?.spotify.topTracks.map(({ name, count }: { name: string; count: number }) => [
        name,
        count,
      ]),
    ).toEqual([
      ['Goldberg Variations, BWV 988: Aria', 50],
      ['Cello Suite No. 1 in G Major, BWV 1007: I. Prélude', 49],
      ['Symphony No. 6 in B Minor, Op. 74 "Pathétique": I. Adagio - Allegro non troppo', 47],
    ]);
    expect(stored?.spotify.topTracks[0]).toMatchObject({
      composer: 'Johann Sebastian Bach',
      performer: 'Glenn Gould',
    });
    expect(stored?.spotify.lastSyncedAt.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('finds nothing classical in a pop listener’s top tracks', async () => {
    const { member: pop } = await connectedMember('pop', 'pop');
    expect(await pop.call('spotifyClassicalAnalysis', {})).toEqual({
      success: true,
      classicalTracksFound: 0,
    });
    expect((await section(pop.uid))?.spotify).toMatchObject({ topArtists: [], topTracks: [] });
  });

  it('refreshes an expired access token first, and keeps the rotated refresh token', async () => {
    const { member: felix, account } = await connectedMember('expired');
    const first = await storedTokens(felix.uid);
    await adminDb()
      .doc(paths.streamingToken(felix.uid))
      .update({ expiresAt: new Date(Date.now() - 1000) });
    await felix.call('spotifyClassicalAnalysis', {});
    const second = await storedTokens(felix.uid);
    expect((await provider.account(account)).requests.refresh).toBe(1);
    expect(second?.accessToken).not.toBe(first?.accessToken);
    expect(second?.refreshToken).not.toBe(first?.refreshToken);
    // The provider retired the first refresh token: only the stored new one can refresh again.
    await provider.expireTokens(account);
    await aMinuteLater(felix.uid);
    await felix.call('spotifyClassicalAnalysis', {});
    expect((await provider.account(account)).requests.refresh).toBe(2);
    expect((await section(felix.uid))?.connected).toBe(true);
  });

  it('refreshes and tries once more when the provider refuses the access token (401)', async () => {
    const { member: amadeus, account } = await connectedMember('401');
    await provider.fail(account, { status: 401 }, 1);
    expect((await amadeus.call('spotifyClassicalAnalysis', {})).classicalTracksFound).toBe(8);
    expect((await provider.account(account)).requests.refresh).toBe(1);

    await provider.fail(account, { status: 401 });
    await aMinuteLater(amadeus.uid);
    expect(await refusalOf(amadeus.call('spotifyClassicalAnalysis', {}))).toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.unauthorized,
    });
    expect((await section(amadeus.uid))?.connected).toBe(true);
  });

  it('says a member the app may not serve (403) is not allow-listed, and stores nothing', async () => {
    const { member: stranger, account } = await connectedMember('403');
    await provider.fail(account, { status: 403 });
    expect(await refusalOf(stranger.call('spotifyClassicalAnalysis', {}))).toMatchObject({
      code: 'permission-denied',
      message: MESSAGES.notAllowListed,
    });
    expect((await section(stranger.uid))?.spotify).toBeNull();
  });

  it('passes on the provider’s Retry-After when rate limited (429)', async () => {
    const { member: busy, account } = await connectedMember('429');
    await provider.fail(account, { status: 429, retryAfterSeconds: 17 });
    expect(await refusalOf(busy.call('spotifyClassicalAnalysis', {}))).toEqual({
      code: 'resource-exhausted',
      message: 'Spotify is receiving too many requests. Please try again in 17 seconds.',
      details: { retryAfterSeconds: 17 },
    });
  });

  it('says the provider could not be reached when the connection drops, or it fails (500)', async () => {
    const { member: offline, account } = await connectedMember('network');
    await provider.fail(account, { status: 'network' });
    expect(await refusalOf(offline.call('spotifyClassicalAnalysis', {}))).toMatchObject({
      code: 'unavailable',
      message: MESSAGES.unreachable,
    });
    await provider.fail(account, { status: 500 });
    expect(await refusalOf(offline.call('spotifyClassicalAnalysis', {}))).toMatchObject({
      code: 'unavailable',
      message: MESSAGES.unexpectedAnswer,
    });
  });

  it('disconnects a member whose access was revoked at the provider', async () => {
    const { member: revoked, account } = await connectedMember('revoked');
    await revoked.call('spotifyClassicalAnalysis', {});
    await provider.revoke(account);
    await aMinuteLater(revoked.uid);
    expect(await refusalOf(revoked.call('spotifyClassicalAnalysis', {}))).toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.revoked,
    });
    expect(await storedTokens(revoked.uid)).toBeNull();
    expect(await section(revoked.uid)).toMatchObject({ connected: false, spotify: null });
  });
});

describe('disconnecting', () => {
  it('deletes the tokens and clears the Spotify analysis, keeping an imported history', async () => {
    const { member: leaving } = await connectedMember('disconnect');
    await leaving.call('spotifyClassicalAnalysis', {});
    await leaving.call('importListeningHistory', importSummary);
    expect(await leaving.call('spotifyDisconnect', {})).toEqual({ success: true });
    expect(await storedTokens(leaving.uid)).toBeNull();
    const stored = await section(leaving.uid);
    expect(stored).toMatchObject({ connected: false, spotify: null });
    expect(stored?.history.classicalTracksFound).toBe(4);
    expect(await refusalOf(leaving.call('spotifyClassicalAnalysis', {}))).toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.notConnected,
    });
    // Twice is the same as once.
    expect(await leaving.call('spotifyDisconnect', {})).toEqual({ success: true });
  });
});

describe('the history import', () => {
  it('stores the aggregate with its play counts and period', async () => {
    const importer = await member('import');
    expect(await importer.call('importListeningHistory', importSummary)).toEqual({
      success: true,
      classicalTracksFound: 4,
    });
    const stored = await section(importer.uid);
    expect(stored?.connected).toBe(false);
    expect(stored?.history).toMatchObject({
      countKind: 'plays',
      playsCounted: 40,
      topArtists: importSummary.topArtists,
    });
    expect(stored?.history.periodEnd.toDate().toISOString()).toBe(importSummary.periodEnd);
  });

  it('refuses figures no history gives, or more than the aggregate, and changes nothing', async () => {
    const importer = await member('import-bad');
    await importer.call('importListeningHistory', importSummary);
    const before = await section(importer.uid);
    for (const bad of [
      { ...importSummary, playsCounted: 5 },
      { ...importSummary, classicalTracksFound: 0 },
      { ...importSummary, periodStart: '2020-01-01T00:00:00.000Z' },
      { ...importSummary, rawHistory: [{ ip_addr: '192.0.2.1' }] },
      { ...importSummary, topArtists: 'Bach' },
    ]) {
      expect((await refusalOf(importer.call('importListeningHistory', bad))).code).toBe(
        'invalid-argument',
      );
    }
    expect(await section(importer.uid)).toEqual(before);
  });
});

describe('refusals', () => {
  it('refuse visitors on every streaming callable', async () => {
    const visitor = visitorClient();
    for (const name of [
      'spotifyAuthStart',
      'spotifyAuthCallback',
      'spotifyClassicalAnalysis',
      'spotifyDisconnect',
      'importListeningHistory',
    ] as const) {
      expect((await refusalOf(visitor.call(name, {}))).code).toBe('unauthenticated');
    }
    await visitor.close();
  });

  it('refuse input the schemas do not allow', async () => {
    const caller = await member('bad-input');
    for (const [name, data] of [
      ['spotifyAuthStart', { redirectUri: 'https://evil.example' }],
      ['spotifyAuthCallback', { code: 'c' }],
      ['spotifyAuthCallback', { code: '', state: 's' }],
      ['spotifyAuthCallback', { code: 'c', state: 's', codeVerifier: 'mine' }],
      ['spotifyClassicalAnalysis', { uid: 'someone-else' }],
      ['spotifyDisconnect', null],
    ] as const) {
      expect((await refusalOf(caller.call(name, data))).code).toBe('invalid-argument');
    }
  });

  it('refuse a callback with no pending authorization, or a wrong state, which uses it up', async () => {
    const caller = await member('state');
    const noPending = await refusalOf(
      caller.call('spotifyAuthCallback', { code: 'c', state: 's' }),
    );
    expect(noPending).toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.authorizationNotPending,
    });
    const callback = await approveOnProvider(caller, newProviderAccount('state'));
    const code = callback.searchParams.get('code') ?? '';
    expect(
      (await refusalOf(caller.call('spotifyAuthCallback', { code, state: 'guessed' }))).message,
    ).toBe(MESSAGES.authorizationNotPending);
    // The right state afterwards finds the authorization gone.
    const state = callback.searchParams.get('state') ?? '';
    expect((await refusalOf(caller.call('spotifyAuthCallback', { code, state }))).message).toBe(
      MESSAGES.authorizationNotPending,
    );
    expect(await storedTokens(caller.uid)).toBeNull();
  });

  it('refuse a second analysis or import within 30 seconds, and change nothing', async () => {
    const { member: eager, account } = await connectedMember('cooldown');
    await eager.call('spotifyClassicalAnalysis', {});
    await eager.call('importListeningHistory', importSummary);
    const before = await section(eager.uid);
    const apiCalls = (await provider.account(account)).requests.api;
    for (const again of [
      () => eager.call('spotifyClassicalAnalysis', {}),
      () => eager.call('importListeningHistory', { ...importSummary, playsCounted: 41 }),
    ]) {
      expect(await refusalOf(again())).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.tooSoon,
      });
    }
    expect(await section(eager.uid)).toEqual(before);
    expect((await provider.account(account)).requests.api).toBe(apiCalls);
  });

  it('refuse a replayed callback', async () => {
    const caller = await member('replay');
    const callback = await approveOnProvider(caller, newProviderAccount('replay'));
    const data = {
      code: callback.searchParams.get('code') ?? '',
      state: callback.searchParams.get('state') ?? '',
    };
    await caller.call('spotifyAuthCallback', data);
    expect((await refusalOf(caller.call('spotifyAuthCallback', data))).message).toBe(
      MESSAGES.authorizationNotPending,
    );
  });

  it('refuse a code issued for another member’s authorization (its verifier does not match)', async () => {
    const victim = await member('victim');
    const attacker = await member('attacker');
    const victimsCallback = await approveOnProvider(victim, newProviderAccount('victim'));
    const attackersCallback = await approveOnProvider(attacker, newProviderAccount('attacker'));
    const refusal = await refusalOf(
      attacker.call('spotifyAuthCallback', {
        code: victimsCallback.searchParams.get('code') ?? '',
        state: attackersCallback.searchParams.get('state') ?? '',
      }),
    );
    expect(refusal).toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.codeRefused('code_verifier was incorrect'),
    });
    expect(await storedTokens(attacker.uid)).toBeNull();
  });
});

describe('the daily refresh', () => {
  async function runRefresh() {
    const { functionsUrl } = stackEndpoints();
    const response = await fetch(
      `${functionsUrl}/_emulator/schedules/refreshStreamingAnalyses/run`,
      { method: 'POST' },
    );
    expect(response.status).toBe(200);
  }

  it('re-analyses every connected member, one failure stopping nothing, and is idempotent', async () => {
    const connected = await Promise.all(
      Array.from({ length: 12 }, (_, index) => connectedMember(`daily-${index}`)),
    );
    const failing = await connectedMember('daily-failing');
    await provider.fail(failing.account, { status: 500 });
    const revoked = await connectedMember('daily-revoked');
    await provider.revoke(revoked.account);

    await runRefresh();
    for (const { member: each } of connected) {
      expect((await section(each.uid))?.spotify?.classicalTracksFound).toBe(8);
    }
    expect(await section(failing.member.uid)).toMatchObject({ connected: true, spotify: null });
    expect(await section(revoked.member.uid)).toMatchObject({ connected: false, spotify: null });
    expect(await storedTokens(revoked.member.uid)).toBeNull();

    // A second run the same day asks the provider nothing for members already done.
    const before = await Promise.all(connected.map(({ account }) => provider.account(account)));
    await runRefresh();
    const after = await Promise.all(connected.map(({ account }) => provider.account(account)));
    expect(after.map(({ requests }) => requests.api)).toEqual(
      before.map(({ requests }) => requests.api),
    );
  });

  it('reaches members beyond its first page of 100', async () => {
    // Tokens the provider never issued: each member's refresh is refused, so the run disconnects
    // them, and a tokens document left behind is a member the run never reached.
    const ids = Array.from({ length: 130 }, (_, index) => `paging-${process.pid}-${index}`);
    const batch = adminDb().batch();
    for (const id of ids) {
      batch.set(adminDb().doc(paths.streamingToken(id)), {
        accessToken: 'never-issued',
        refreshToken: 'never-issued',
        expiresAt: new Date(Date.now() + 3_600_000),
        scope: 'user-top-read',
        analysedAt: null,
      });
    }
    await batch.commit();
    await runRefresh();
    const left = await Promise.all(ids.map((id) => storedTokens(id)));
    expect(left.filter((tokens) => tokens !== null)).toHaveLength(0);
  });
});
