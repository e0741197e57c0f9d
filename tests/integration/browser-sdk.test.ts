// Callables from the browser SDK, in Chromium, against the local stack: a demo member signs in
// to the Auth emulator and calls the project's functions as the site does; the function's answer,
// its trigger's effect (seen by a listener) and its refusals reach the page intact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { httpsCallable } from 'firebase/functions';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '@salon/local-stack/demo-people';
import { adminApp, signedInClient, stackEndpoints } from '../support/stack-endpoints.js';
import {
  serveSdkPage,
  type CallOutcome,
  type SdkPage,
  type SdkPageApi,
} from './support/sdk-page.js';
import { whenDocument } from './support/when-document.js';

const demoAdmin = DEMO_PEOPLE.find((person) => person.role === 'admin')!;
const demoMember = DEMO_PEOPLE.find((person) => person.role === 'user' && !person.isPrivate)!;

let served: SdkPage;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

type WithSdkPage = { sdkPage: SdkPageApi };

function callFromPage(name: string, data: unknown): Promise<CallOutcome> {
  return page.evaluate(
    ({ name, data }) => (globalThis as unknown as WithSdkPage).sdkPage.call(name, data),
    { name, data },
  );
}

beforeAll(async () => {
  served = await serveSdkPage();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(served.url);
  await page.waitForFunction(() => 'sdkPage' in globalThis);
  const stack = stackEndpoints();
  const functionsUrl = new URL(stack.functionsUrl);
  await page.evaluate((setup) => (globalThis as unknown as WithSdkPage).sdkPage.signIn(setup), {
    projectId: stack.projectId,
    authUrl: `http://${stack.authHost}`,
    functionsHost: functionsUrl.hostname,
    functionsPort: Number(functionsUrl.port),
    email: demoMember.email,
    password: DEMO_PASSWORD,
  });
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
  expect(pageErrors).toEqual([]);
});

describe('a callable from the browser SDK in Chromium', () => {
  it('answers a signed-in member, and its trigger’s effect reaches a listener', async () => {
    const admin = await signedInClient(demoAdmin.email, DEMO_PASSWORD);
    const created = await httpsCallable<unknown, { threadId: string }>(
      admin.functions,
      'createThread',
    )({
      title: 'Goldberg Variations for a long train ride: Gould 1955 or 1981?',
      body: 'Four hours to Vienna and one recording. Which Gould, and why?',
      isAnonymous: false,
    });
    await admin.close();
    const { threadId } = created.data;
    const counted = whenDocument(
      `threads/${threadId}`,
      (snapshot) => snapshot.get('reactionCount') === 1,
    );

    const outcome = await callFromPage('toggleReaction', {
      threadId,
      replyId: null,
      reactionType: 'bravo',
    });

    expect(outcome).toEqual({
      ok: true,
      data: { active: true, reactionCounts: { applause: 0, bravo: 1 } },
    });
    expect((await counted).get('reactionCounts')).toEqual({ applause: 0, bravo: 1 });
    const reactions = await getFirestore(adminApp())
      .collection(`threads/${threadId}/reactions`)
      .get();
    expect(reactions.docs.map((reaction) => reaction.get('userId'))).toEqual([demoMember.uid]);
  });

  it('passes a refusal to the page in the spec’s words, and writes nothing', async () => {
    const db = getFirestore(adminApp());
    const mine = db.collection('threads').where('authorId', '==', demoMember.uid);
    const before = (await mine.count().get()).data().count;

    const outcome = await callFromPage('createThread', {
      title: '   ',
      body: 'A discussion with no title',
      isAnonymous: false,
    });

    // The SDK appends the HTTP status to the message (" [400]"); the UI shows `details`.
    expect(outcome).toEqual({
      ok: false,
      code: 'functions/invalid-argument',
      message: 'Please provide both a title and content for your discussion. [400]',
      details: {
        title: 'Missing Information',
        description: 'Please provide both a title and content for your discussion.',
      },
    });
    expect((await mine.count().get()).data().count).toBe(before);
  });
});
