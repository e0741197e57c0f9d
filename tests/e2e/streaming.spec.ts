// The streaming callback screen (/auth/spotify/callback) in Chromium against the local stack and
// its fake Spotify: its texts and toasts, the 3 s return home, and a whole connection through the
// fake provider's authorize page (started through the callable directly); and on the member's own
// profile, connecting, the analysis shown there, disconnecting, and importing a listening history.
import { expect, test } from './support/test.js';
import { signedInPage } from './support/session.js';
import { callAs } from './support/sdk.js';
import { expectToast } from './support/toast.js';

/** spotifyAuthStart as `email`: the provider's authorize URL. */
async function startAuthorization(email: string): Promise<string> {
  return (await callAs<{ authUrl: string }>(email, 'spotifyAuthStart')).authUrl;
}

test('the callback with no code goes home at once', async ({ browser }) => {
  const page = await signedInPage(browser, 'amadeus@demo.example');
  await page.goto('/auth/spotify/callback');
  await expect(page).toHaveURL('/');
});

test('a cancelled authorization says so, then goes home after 3 s', async ({ browser }) => {
  const page = await signedInPage(browser, 'amadeus@demo.example');
  await page.goto('/auth/spotify/callback?error=access_denied&state=abc');
  await expectToast(page, 'Authorization Failed');
  await expectToast(page, 'Spotify authorization was cancelled or failed.');
  await expect(page.getByRole('heading', { name: 'Processing Complete' })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('denying on the provider’s page comes back as a failed authorization', async ({ browser }) => {
  const page = await signedInPage(browser, 'lili@demo.example');
  await page.goto(await startAuthorization('lili@demo.example'));
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/auth\/spotify\/callback\?error=access_denied/);
  await expectToast(page, 'Authorization Failed');
  await expect(page).toHaveURL('/');
});

test('a member approves on the fake provider and comes back connected and analysed', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'fanny@demo.example');
  await page.goto(await startAuthorization('fanny@demo.example'));
  await expect(page.getByRole('heading', { name: 'Fake Spotify' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/auth\/spotify\/callback\?code=/);
  await expectToast(page, 'Analysis Complete');
  await expectToast(page, 'Found 8 classical tracks in your recent listening history.');
  await expect(page.getByRole('heading', { name: 'Processing Complete' })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('a code that does not match the pending authorization fails with the spec’s wording', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'amadeus@demo.example');
  // The exchange waits until the working text has been seen.
  let release = () => undefined as void;
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/spotifyAuthCallback', async (route) => {
    await seen;
    await route.continue();
  });
  await page.goto('/auth/spotify/callback?code=made-up&state=made-up');
  await expect(page.getByRole('heading', { name: 'Connecting to Spotify...' })).toBeVisible();
  release();
  await expectToast(page, 'Connection Failed');
  await expectToast(
    page,
    'Failed to complete Spotify connection: This Spotify authorization has expired or was already used. Please connect again.',
  );
  await expect(page).toHaveURL('/');
});

test('from her profile a member connects, sees her top artists and tracks, and disconnects', async ({
  browser,
}) => {
  // From a disconnected account, even on a retry after this test connected it.
  await callAs('amadeus@demo.example', 'spotifyDisconnect');
  const page = await signedInPage(browser, 'amadeus@demo.example');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Streaming Analysis' });
  await section.getByRole('button', { name: 'Connect Spotify' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  // One toast shows at a time: "Connected Successfully" gives way to the analysis' at once.
  await expectToast(page, 'Found 8 classical tracks in your recent listening history.');
  await expect(page).toHaveURL('/');

  await page.goto('/profile');
  const fromSpotify = section.getByRole('region', { name: 'From Spotify' });
  await expect(fromSpotify.getByRole('heading', { name: 'Top Artists' })).toBeVisible();
  await expect(fromSpotify.getByRole('listitem').first()).toContainText('Johann Sebastian Bach');
  await expect(fromSpotify).toContainText('Spotify ranks your top 50 tracks');

  await section.getByRole('button', { name: 'Disconnect' }).click();
  await expectToast(page, 'Disconnected');
  await expect(section.getByRole('button', { name: 'Connect Spotify' })).toBeVisible();
  await expect(fromSpotify).toHaveCount(0);
});

/** One play of the extended streaming history export, as Spotify writes it. */
function play(endedAt: string, albumArtist: string, track: string, msPlayed = 180_000) {
  return {
    ts: endedAt,
    ms_played: msPlayed,
    master_metadata_track_name: track,
    master_metadata_album_artist_name: albumArtist,
    master_metadata_album_album_name: 'An album',
    spotify_track_uri: `spotify:track:${Buffer.from(albumArtist + track)
      .toString('hex')
      .slice(0, 22)}`,
    ip_addr: '192.0.2.1',
  };
}

test('a member imports her listening history and sees its composers on top, by plays', async ({
  browser,
}) => {
  const history = [
    ...['2026-09-01', '2026-09-08', '2026-09-15', '2026-10-01'].map((day) =>
      play(`${day}T20:00:00Z`, 'Johann Sebastian Bach', 'Goldberg Variations, BWV 988: Aria'),
    ),
    ...['2026-09-02', '2026-09-20'].map((day) =>
      play(`${day}T21:00:00Z`, 'Antonín Dvořák', 'Symphony No. 9 "From the New World": IV.'),
    ),
    play('2026-09-03T10:00:00Z', 'Ludwig van Beethoven', 'Piano Sonata No. 8 "Pathétique"'),
    // Skipped after 10 s: not a play. And a pop song: not classical.
    play('2026-09-04T10:00:00Z', 'Ludwig van Beethoven', 'Für Elise', 10_000),
    play('2026-09-05T10:00:00Z', 'Taylor Swift', 'Shake It Off'),
  ];
  const page = await signedInPage(browser, 'moderator@demo.example');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Streaming Analysis' });
  await section.getByLabel('Import listening history (.json or .zip)').setInputFiles({
    name: 'Streaming_History_Audio_2026.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(history)),
  });
  await expectToast(page, 'Found 3 classical tracks in your recent listening history.');
  const fromHistory = section.getByRole('region', { name: 'From your listening history' });
  const artists = fromHistory.getByRole('list').first().getByRole('listitem');
  await expect(artists.nth(0)).toContainText('Johann Sebastian Bach');
  await expect(artists.nth(0)).toContainText('4 plays');
  await expect(artists.nth(1)).toContainText('Antonín Dvořák');
  await expect(artists.nth(1)).toContainText('2 plays');
});
