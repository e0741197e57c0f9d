// Streaming: tokens and pending authorizations are unreadable by every client, their owner
// included; the analysis (profiles/{uid}/sections/streaming) is written by functions only and
// read under the profile's privacy: owner, admins, accepted friends, or members when public.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import {
  ADMIN,
  MEMBER,
  OTHER,
  OWNER,
  ROLES,
  itRefusesEveryClientWrite,
  rulesSuite,
} from './support/rules-env.js';

const tokens = `streamingTokens/${OWNER}`;
const authorization = `streamingAuthorizations/${OWNER}`;
const section = `profiles/${OWNER}/sections/streaming`;
const now = new Date();

const analysis = {
  connected: true,
  spotify: {
    countKind: 'rank-score',
    topArtists: [{ name: 'Johann Sebastian Bach', type: 'composer', count: 99 }],
    topTracks: [],
    classicalTracksFound: 2,
    tracksRanked: 10,
    lastSyncedAt: now,
  },
  history: null,
  updatedAt: now,
};

const { as, seed } = rulesSuite('demo-rules-streaming', {
  [`profiles/${OWNER}`]: { username: 'alice', displayName: 'Alice', isPrivate: false },
  [tokens]: {
    accessToken: 'a',
    refreshToken: 'r',
    expiresAt: now,
    scope: 'user-top-read',
    analysedAt: null,
  },
  [authorization]: {
    state: 's',
    codeVerifier: 'v'.repeat(64),
    redirectUri: 'http://127.0.0.1:5173/auth/spotify/callback',
    expiresAt: now,
  },
  [section]: analysis,
});

const friendship = (status: 'pending' | 'accepted', between: string) => ({
  [`friendships/${[OWNER, between].sort().join('_')}`]: {
    requesterId: between,
    addresseeId: OWNER,
    status,
    createdAt: now,
    updatedAt: now,
  },
});

describe('streaming tokens and pending authorizations', () => {
  it.each(ROLES)('cannot be read by %s, by path or by query', async (role) => {
    const db = as[role]();
    await assertFails(getDoc(doc(db, tokens)));
    await assertFails(getDoc(doc(db, authorization)));
    await assertFails(getDocs(collection(db, 'streamingTokens')));
    await assertFails(getDocs(collection(db, 'streamingAuthorizations')));
  });

  itRefusesEveryClientWrite(
    as,
    {
      [tokens]: { accessToken: 'mine', refreshToken: 'mine' },
      [`streamingTokens/${OTHER}`]: { accessToken: 'x' },
      [`streamingTokens/${MEMBER}`]: { accessToken: 'x' },
      [authorization]: { state: 'chosen' },
      [`streamingAuthorizations/${MEMBER}`]: { state: 'chosen' },
    },
    [tokens, authorization],
  );
});

describe('the streaming analysis', () => {
  itRefusesEveryClientWrite(
    as,
    {
      [section]: { ...analysis, connected: false },
      [`profiles/${MEMBER}/sections/streaming`]: analysis,
    },
    [section],
  );

  // A profile section like the others: a public account means anyone (spec 2, section 6).
  it('of a public profile is read by anyone', async () => {
    for (const db of [as.owner(), as.other(), as.admin(), as.visitor()]) {
      await assertSucceeds(getDoc(doc(db, section)));
    }
  });

  it('of a private profile is read by its owner, admins and accepted friends only', async () => {
    await seed({
      [`profiles/${OWNER}`]: { username: 'alice', displayName: 'Alice', isPrivate: true },
      ...friendship('accepted', OTHER),
      ...friendship('pending', MEMBER),
    });
    await assertSucceeds(getDoc(doc(as.owner(), section)));
    await assertSucceeds(getDoc(doc(as.admin(), section)));
    await assertSucceeds(getDoc(doc(as.other(), section)));
    await assertFails(getDoc(doc(as.member(), section)));
    await assertFails(getDoc(doc(as.visitor(), section)));
  });

  it('of a member with no profile is read by the owner and admins only', async () => {
    const orphan = `profiles/${ADMIN}x/sections/streaming`;
    await seed({ [orphan]: analysis });
    await assertFails(getDoc(doc(as.other(), orphan)));
    await assertSucceeds(getDoc(doc(as.admin(), orphan)));
  });
});
