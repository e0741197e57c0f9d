// Member profiles in Chromium against the local stack: a new member edits every field
// of the card and of every section with the spec's messages; the member pages' redirects, not-found page and
// privacy as strangers, friends and admins meet it.
import sharp from 'sharp';
import { expect, test, type Locator, type Page } from './support/test.js';
import { signedInPage } from './support/session.js';
import { callAs, signUpMembers } from './support/sdk.js';
import { expectToast } from './support/toast.js';
import { picture, redCentre, savePicture } from './support/pictures.js';

/** A member of this run's own (a retry signs up another), at /profile. */
async function newMemberOnProfile(browser: Parameters<typeof signedInPage>[0], name: string) {
  const username = `${name}${Date.now().toString(36).slice(-6)}`;
  await signUpMembers([username]);
  const page = await signedInPage(browser, `${username}@e2e.example`);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: username, level: 1 })).toBeVisible();
  return { page, username };
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * A wishlist refuses an entry without a performer, takes one with every field (each shown), and
 * removes it again.
 */
async function addAndRemoveWishlistEntry(
  page: Page,
  title: 'Concert Wishlist' | 'Album Wishlist',
  entry: Record<string, string>,
) {
  const wishlist = section(page, title);
  await wishlist.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(wishlist.getByText('Please fill in at least the performer.')).toBeVisible();
  await fillForm(wishlist, entry);
  await wishlist.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expectToast(page, 'Wishlist updated');
  for (const value of Object.values(entry)) {
    await expect(wishlist.getByText(value, { exact: true })).toBeVisible();
  }
  await wishlist.getByRole('button', { name: `Remove ${title.toLowerCase()} entry 1` }).click();
  await expectToast(page, 'Wishlist entry removed');
  await expect(wishlist.getByText('Nothing on the wishlist yet.')).toBeVisible();
}

async function fillForm(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
}

test('a member edits the profile card with the spec’s messages, and Cancel keeps what was saved', async ({
  browser,
}) => {
  const { page, username } = await newMemberOnProfile(browser, 'edith');
  const card = section(page, 'My Profile');

  await card.getByRole('button', { name: 'Edit Profile' }).click();
  const form = card.getByRole('form', { name: 'Edit Profile' });
  // Lowercased and without spaces as typed.
  await form.getByLabel('Username').fill('Ed ');
  await expect(form.getByLabel('Username')).toHaveValue('ed');
  await form.getByLabel('Website').fill('not a link');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Please fix the validation errors before saving your profile.');
  await expect(form.getByText('Username must be at least 3 characters long')).toBeVisible();
  await expect(form.getByText('Please enter a valid URL (including https://)')).toBeVisible();

  await form.getByLabel('Username').fill('clara');
  await form.getByLabel('Website').fill('https://edith.example');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Username Taken');
  await expect(form.getByText('That username is already taken. Try another one?')).toBeVisible();

  // A bio past the limit is kept as pasted, told at once, and refused.
  await form.getByLabel('Bio').fill('b'.repeat(141));
  await expect(form.getByText('141/140')).toBeVisible();
  await expect(form.getByText('Bio must be less than 140 characters')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Please fix the validation errors before saving your profile.');
  await expect(form).toBeVisible();

  await fillForm(form, {
    Username: username,
    'Display Name': 'Edith <b>Piaf</b>',
    Bio: 'Chansons and Debussy.',
    Location: 'Paris',
    Instagram: 'https://instagram.com/edith',
    TikTok: 'https://tiktok.com/@edith',
    YouTube: 'https://youtube.com/@edith',
    'Twitter/X': 'https://x.com/edith',
    Facebook: 'https://facebook.com/edith',
    LinkedIn: 'https://linkedin.com/in/edith',
  });
  await expect(form.getByText('21/140')).toBeVisible();
  await expect(form.getByText('5/30')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Profile updated');
  // Angle brackets are removed before saving.
  await expect(card.getByRole('heading', { name: 'Edith bPiaf/b', level: 1 })).toBeVisible();
  await expect(card.getByText('Chansons and Debussy.')).toBeVisible();
  await expect(card.getByText('Paris')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
  for (const [name, href] of [
    ['TikTok', 'https://tiktok.com/@edith'],
    ['YouTube', 'https://youtube.com/@edith'],
    ['Twitter/X', 'https://x.com/edith'],
    ['Facebook', 'https://facebook.com/edith'],
    ['LinkedIn', 'https://linkedin.com/in/edith'],
  ]) {
    await expect(card.getByRole('link', { name })).toHaveAttribute('href', href!);
  }
  await expect(card.getByRole('link', { name: 'Website' })).toHaveAttribute(
    'href',
    'https://edith.example',
  );

  await card.getByRole('button', { name: 'Edit Profile' }).click();
  await form.getByLabel('Bio').fill('Something else entirely.');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText('Chansons and Debussy.')).toBeVisible();
  await card.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(form.getByLabel('Bio')).toHaveValue('Chansons and Debussy.');
});

test('a member fills every section and meets each of its messages', async ({ browser }) => {
  const { page } = await newMemberOnProfile(browser, 'maurice');

  await section(page, 'Privacy').getByLabel('Private account').check();
  await expectToast(page, 'Your account is now private.');
  await section(page, 'Privacy').getByLabel('Private account').uncheck();
  await expectToast(page, 'Your account is now public.');

  const preferences = section(page, 'Musical Preferences');
  await preferences.getByLabel('Main Instrument').fill('a shitty kazoo');
  await preferences.getByRole('button', { name: 'Save Preferences' }).click();
  await expectToast(page, 'Invalid Content');
  const preferenceValues = {
    'Main Instrument': 'Piano',
    'Favorite Composer': 'Ravel',
    'Favorite Recordings (free text)': 'Argerich in Gaspard, 1975',
    'Current Favorite Performer': 'Yuja Wang',
    'Current Favorite Orchestra': 'Orchestre de Paris',
    'Current Favorite Conductor': 'Klaus Mäkelä',
    'Most Listened Composer': 'Debussy',
    'Most Listened Piece': 'La Mer',
  };
  await fillForm(preferences, preferenceValues);
  await preferences.getByRole('button', { name: 'Save Preferences' }).click();
  await expectToast(page, 'Preferences saved');
  await page.reload();
  for (const [label, value] of Object.entries(preferenceValues)) {
    await expect(preferences.getByLabel(label, { exact: true })).toHaveValue(value);
  }

  const recordings = section(page, 'Favorite Recordings');
  const addRecording = recordings.getByRole('form', { name: 'Add Recording' });
  await fillForm(addRecording, {
    'Recording title': 'Boléro',
    'Spotify or YouTube link (optional)': 'https://example.com/bolero',
  });
  await addRecording.getByRole('button', { name: 'Add Recording' }).click();
  await expect(addRecording.getByText('Please enter a valid Spotify or YouTube URL')).toBeVisible();
  for (const n of [1, 2, 3, 4, 5]) {
    await fillForm(addRecording, {
      'Recording title': `Boléro ${n}`,
      'Spotify or YouTube link (optional)': n === 1 ? 'https://open.spotify.com/track/x' : '',
    });
    await addRecording.getByRole('button', { name: 'Add Recording' }).click();
    await expect(recordings.getByText(`Boléro ${n}`, { exact: true })).toBeVisible();
  }
  await fillForm(addRecording, { 'Recording title': 'One too many' });
  await addRecording.getByRole('button', { name: 'Add Recording' }).click();
  await expectToast(page, 'You can only have up to 5 favorite recordings.');
  await recordings.getByRole('button', { name: 'Remove Boléro 3' }).click();
  await expectToast(page, 'Recording removed');
  await expect(recordings.getByText('Boléro 3', { exact: true })).toHaveCount(0);

  const concerts = section(page, 'Concert History');
  const addConcert = concerts.getByRole('form', { name: 'Add Concert' });
  await fillForm(addConcert, { Performer: 'Martha Argerich' });
  await addConcert.getByRole('button', { name: 'Add Concert' }).click();
  await expect(
    addConcert.getByText('Please fill in at least the date and performer.'),
  ).toBeVisible();
  await fillForm(addConcert, {
    Date: '2025-05-17',
    Orchestra: 'Orchestre de Paris',
    Conductor: 'Klaus Mäkelä',
    Venue: 'Salle Pleyel',
    Program: 'Ravel, Concerto in G',
  });
  await addConcert.getByRole('button', { name: 'Add Concert' }).click();
  await expectToast(page, 'Concert added');
  for (const text of ['Salle Pleyel', 'Klaus Mäkelä', 'Ravel, Concerto in G']) {
    await expect(concerts.getByText(text)).toBeVisible();
  }

  await addAndRemoveWishlistEntry(page, 'Concert Wishlist', {
    Date: '2026-03-01',
    Performer: 'Yuja Wang',
    Orchestra: 'New York Philharmonic',
    Conductor: 'Jaap van Zweden',
    Venue: 'Carnegie Hall',
    Program: 'Rachmaninoff 3',
  });

  const albums = section(page, 'Album Collection');
  await expect(albums.getByText('No albums or wishlist items shared yet.')).toBeVisible();
  const addAlbum = albums.getByRole('form', { name: 'Add Album' });
  await fillForm(addAlbum, { Title: 'Gaspard de la nuit' });
  await addAlbum.getByRole('button', { name: 'Add Album' }).click();
  await expect(
    addAlbum.getByText('Please fill in at least the title and performer.'),
  ).toBeVisible();
  await fillForm(addAlbum, { Performer: 'Ivo Pogorelich' });
  await addAlbum.getByRole('button', { name: 'Add Album' }).click();
  await expectToast(page, 'Album added');
  await expect(albums.getByText('Ivo Pogorelich')).toBeVisible();
  // The composer and orchestra were left empty.
  await expect(albums.getByText('Not specified')).toHaveCount(2);
  await albums.getByRole('button', { name: 'Remove Gaspard de la nuit' }).click();
  await expectToast(page, 'Album removed');
  await fillForm(addAlbum, {
    Title: 'Boléro',
    Performer: 'Orchestre de Paris',
    Composer: 'Ravel',
    Orchestra: 'Orchestre de Paris',
  });
  await addAlbum.getByRole('button', { name: 'Add Album' }).click();
  await expectToast(page, 'Album added');
  await expect(albums.getByText('Not specified')).toHaveCount(0);

  await addAndRemoveWishlistEntry(page, 'Album Wishlist', {
    Title: 'Préludes',
    Performer: 'Krystian Zimerman',
    Composer: 'Debussy',
    Orchestra: 'none',
  });

  const clips = section(page, 'Personal Clips');
  const addClip = clips.getByRole('form', { name: 'Add Clip' });
  await fillForm(addClip, { 'Clip title': 'Ondine', 'Clip link': 'ftp://ondine' });
  await addClip.getByRole('button', { name: 'Add Clip' }).click();
  await expect(addClip.getByText('Please enter a valid URL')).toBeVisible();
  await fillForm(addClip, { 'Clip link': 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  await addClip.getByRole('button', { name: 'Add Clip' }).click();
  await expectToast(page, 'Clip added');
  await expect(clips.getByText('0:30')).toBeVisible();
  // Offline, locally, the YouTube thumbnail is not asked for (docs/profiles.md): the link is.
  await expect(clips.getByRole('link', { name: 'Ondine' })).toHaveAttribute('href', /dQw4w9WgXcQ/);
  await expect(clips.locator('img')).toHaveCount(0);
  await clips.getByRole('button', { name: 'Remove Ondine' }).click();
  await expectToast(page, 'Clip removed');
  await expect(clips.getByText('No clips shared yet.')).toBeVisible();
});

test('member pages: one’s own goes to /profile, an unknown one is not found', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'admin@demo.example');
  await page.goto('/clara');
  await expect(page).toHaveURL('/profile');

  await page.goto('/nobody-by-that-name');
  await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
  await expect(
    page.getByText("The user profile you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Salon' }).click();
  await expect(page).toHaveURL('/salon');

  await page.goto('/user/no-such-member');
  await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
});

test('a public member’s page shows the seven sections read-only', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.example');
  await page.goto('/felix');
  await expect(page.getByRole('heading', { name: 'Felix M.', level: 1 })).toBeVisible();
  await expect(page.getByText('@felix')).toBeVisible();
  for (const name of [
    'Musical Preferences',
    'Favorite Recordings',
    'Streaming Analysis',
    'Album Collection',
    'Concert History',
    'Personal Clips',
    'Social Media',
  ]) {
    await expect(section(page, name)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(page.getByRole('form')).toHaveCount(0);
});

test('the demo banner and faces load on a member’s page', async ({ browser }) => {
  const page = await signedInPage(browser, 'amadeus@demo.example');
  await page.goto('/clara');
  await expect(page.getByRole('heading', { name: 'Clara Wieck', level: 1 })).toBeVisible();
  // The banner is a decoration (a CSS background): its picture must load all the same. Its
  // section is read apart from the card, so it may come after the heading.
  let banner: string | undefined;
  await expect
    .poll(
      async () =>
        (banner = await page
          .locator('.profile-header__banner')
          .evaluate(
            (element) => /url\("(.+)"\)/.exec(getComputedStyle(element).backgroundImage)?.[1],
          )),
      { message: 'the banner’s picture on the page' },
    )
    .toBeTruthy();
  const response = await page.request.get(banner ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  const face = page.locator('.profile-header__avatar img');
  await expect(face).toHaveJSProperty('complete', true);
  expect(await face.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('a member’s streaming analysis shows on their page to others, read-only', async ({
  browser,
}) => {
  // Clara's account is connected through the fake provider by the demo data.
  const page = await signedInPage(browser, 'amadeus@demo.example');
  await page.goto('/clara');
  const streaming = section(page, 'Streaming Analysis');
  await expect(streaming.getByRole('heading', { name: 'From Spotify' })).toBeVisible();
  await expect(streaming.getByRole('heading', { name: 'Top Tracks' })).toBeVisible();
  await expect(streaming.getByRole('button')).toHaveCount(0);
});

test('Lili’s private profile: a stranger sees Private Profile, her friend and an admin see it all', async ({
  browser,
}) => {
  const stranger = await signedInPage(browser, 'amadeus@demo.example');
  await stranger.goto('/lili');
  await expect(stranger.getByRole('heading', { name: 'Private Profile' })).toBeVisible();
  await expect(stranger.getByText('This user has set their profile to private.')).toBeVisible();
  await expect(section(stranger, 'Musical Preferences')).toHaveCount(0);

  // The Users search card shows her location only where the rules let it be read.
  const liliInSearch = async (page: Page) => {
    await page.goto('/salon');
    await page.getByRole('button', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Search for users...' }).fill('Lili');
    const lili = page.getByRole('link', { name: 'Lili B.' });
    await expect(lili).toBeVisible();
    return page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ has: lili });
  };
  await expect((await liliInSearch(stranger)).getByText('Paris', { exact: true })).toHaveCount(0);

  for (const email of ['fanny@demo.example', 'admin@demo.example']) {
    const reader = await signedInPage(browser, email);
    await reader.goto('/lili');
    await expect(section(reader, 'Musical Preferences')).toBeVisible();
    await expect(reader.getByText('Paris', { exact: true })).toBeVisible();
    await expect(reader.getByRole('heading', { name: 'Private Profile' })).toHaveCount(0);
    await expect((await liliInSearch(reader)).getByText('Paris', { exact: true })).toBeVisible();
  }
});

/** The mean red and blue of a served picture, read back through the browser's session. */
async function servedColour(page: Page, face: Locator) {
  const response = await page.request.get((await face.getAttribute('src')) ?? '');
  const { channels } = await sharp(await response.body()).stats();
  return { red: channels[0]?.mean ?? 0, blue: channels[2]?.mean ?? 0 };
}

test('a member uploads, crops, replaces and removes their picture, and sees it on their discussion', async ({
  browser,
}) => {
  const { page, username } = await newMemberOnProfile(browser, 'piper');
  const card = section(page, 'My Profile');
  const face = card.getByRole('button', { name: 'Change profile picture' }).locator('img');

  // A file of the wrong type is told at once, and nothing is sent.
  await card.getByRole('button', { name: 'Change profile picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile picture' });
  const chooser = dialog.getByLabel('Choose a picture');
  await chooser.setInputFiles({
    name: 'x.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg/>'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a JPEG, PNG or WebP image.');

  // So is a text file named as a PNG, which passes type and size but does not decode: no cropper,
  // and the chooser is ready for another file.
  await chooser.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Brahms 4: listen to the passacaglia twice.'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    "That file isn't a picture we can read. Please choose a JPEG, PNG or WebP image.",
  );
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save picture' })).toBeDisabled();
  await expect(chooser).toBeEnabled();
  await expect(chooser).toHaveValue('');

  // Zoomed in three times, the square crop is the red centre alone: the crop is what is served.
  await chooser.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: await redCentre(),
  });
  await expect(dialog.getByRole('img', { name: 'Preview' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('slider', { name: 'Zoom' }).press('End');
  await dialog.getByRole('button', { name: 'Save picture' }).click();
  await expectToast(page, 'Picture updated');
  await expect(face).toBeVisible();
  const served = await servedColour(page, face);
  expect(served.red).toBeGreaterThan(230);
  expect(served.blue).toBeLessThan(25);
  const first = await face.getAttribute('src');

  await savePicture(page, 'Change profile picture', await picture('#224488'));
  await expect(face).not.toHaveAttribute('src', first ?? '');
  const replaced = await face.getAttribute('src');

  // The face stands beside the member's name on their discussion.
  const { threadId } = await callAs<{ threadId: string }>(
    `${username}@e2e.example`,
    'createThread',
    { title: `${username} asks about Brahms`, body: 'Which symphony first?', isAnonymous: false },
  );
  await page.goto(`/salon/thread/${threadId}`);
  const author = page.getByRole('article').first().getByRole('link', { name: username });
  await expect(author.locator('img')).toHaveAttribute('src', replaced ?? '');

  await page.goto('/profile');
  await card.getByRole('button', { name: 'Change profile picture' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove picture' }).click();
  await expectToast(page, 'Picture removed');
  await expect(face).toHaveCount(0);
});
