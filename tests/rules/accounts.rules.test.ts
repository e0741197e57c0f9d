// Profiles and usernames for every role and operation. A username is claimed once, by
// its holder, in the same batch as the profile that names it, and never changed by a client; a
// profile is a public card its owner creates and edits within the domain's limits, never
// touching function-owned or fixed fields (searchGrams, createdAt, spotifyConnected).
//
// Roles: a visitor (signed out); a member signing up (signed in, no documents yet); the owner
// (alice, who holds `alice`); another member (bob, who holds `bobby`); an admin.
import { beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteField,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { membersByUsernamePrefix } from '../../web/src/lib/member-suggestions.js';
import { deleteDoc, setDoc, updateDoc, writeBatch } from './support/budgeted-writes.js';
import { ADMIN, MEMBER, MODERATOR, OTHER, OWNER, rulesSuite } from './support/rules-env.js';

/** The card web/src/features/auth/api/sign-up.ts writes, with `changes` applied. */
function signUpCard(username: string, changes: object = {}) {
  return {
    username,
    displayName: username,
    bio: '',
    location: '',
    isPrivate: false,
    createdAt: serverTimestamp(),
    ...changes,
  };
}

/** The sign-up batch: the username claim and the new profile, both or neither. */
function signUp(
  db: Firestore,
  uid: string,
  username: string,
  options: { claim?: object; card?: object } = {},
) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'usernames', username), { uid, ...options.claim });
  batch.set(doc(db, 'profiles', uid), signUpCard(username, options.card));
  return batch.commit();
}

/** A rename: the new name's claim and the profile update in one batch. */
function rename(db: Firestore, uid: string, username: string, claimFor = uid) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'usernames', username), { uid: claimFor });
  batch.update(doc(db, 'profiles', uid), { username });
  return batch.commit();
}

const storedCard = (username: string) => ({
  username,
  displayName: username,
  bio: '',
  location: '',
  isPrivate: false,
  createdAt: new Date(),
  searchGrams: [`^${username[0]}`],
});

const { as, seed, signedInAs } = rulesSuite('demo-rules-accounts', {
  'usernames/alice': { uid: OWNER },
  [`profiles/${OWNER}`]: storedCard('alice'),
  'usernames/bobby': { uid: OTHER },
  [`profiles/${OTHER}`]: storedCard('bobby'),
});

describe('usernames/{username}: get and list', () => {
  it('lets everyone read one claim, taken or free (the availability check before sign-up)', async () => {
    for (const db of [as.visitor(), as.member(), as.owner(), as.other(), as.admin()]) {
      await assertSucceeds(getDoc(doc(db, 'usernames/alice')));
      await assertSucceeds(getDoc(doc(db, 'usernames/free-name')));
    }
  });

  it('lets nobody list them, admins included', async () => {
    for (const db of [as.visitor(), as.member(), as.owner(), as.other(), as.admin()]) {
      await assertFails(getDocs(collection(db, 'usernames')));
    }
  });
});

describe('usernames/{username}: create', () => {
  it('lets a member claim a free name with their new profile (sign-up)', async () => {
    await assertSucceeds(signUp(as.member(), MEMBER, 'carol_m'));
  });

  it('lets the owner claim a new name while renaming', async () => {
    await assertSucceeds(rename(as.owner(), OWNER, 'alicia'));
  });

  it('refuses a visitor', async () => {
    await assertFails(setDoc(doc(as.visitor(), 'usernames/carol'), { uid: MEMBER }));
  });

  it('refuses a claim alone, or for a name the profile does not carry', async () => {
    const db = as.member();
    await assertFails(setDoc(doc(db, 'usernames/carol'), { uid: MEMBER }));
    const batch = writeBatch(db);
    batch.set(doc(db, 'usernames/carol'), { uid: MEMBER });
    batch.set(doc(db, `profiles/${MEMBER}`), signUpCard('carol2'));
    await assertFails(batch.commit());
  });

  it('refuses a claim made out to someone else', async () => {
    await assertFails(signUp(as.member(), MEMBER, 'carol', { claim: { uid: OTHER } }));
    await assertFails(rename(as.owner(), OWNER, 'alicia', OTHER));
  });

  it('refuses names not in their stored form, and extra keys', async () => {
    for (const name of ['Carol', 'ca', 'c'.repeat(21), '_carol', 'carol-', 'car--ol', 'car ol']) {
      await assertFails(signUp(as.member(), MEMBER, name));
    }
    await assertFails(signUp(as.member(), MEMBER, 'carol', { claim: { admin: true } }));
    await assertSucceeds(signUp(as.member(), MEMBER, 'c'.repeat(20)));
  });

  it('refuses a blocklisted name however it is punctuated, to a script as to the form', async () => {
    for (const name of ['hitler', 'the_hitler-fan', 'hit_ler', 'h-i-t-l-e-r', 'kill-yourself']) {
      await assertFails(signUp(as.member(), MEMBER, name));
      await assertFails(rename(as.owner(), OWNER, name));
    }
    // Innocent names that only look close stay allowed.
    await assertSucceeds(signUp(as.member(), MEMBER, 'passacaglia'));
  });

  it('refuses the site’s own route names, which no member page could be reached under', async () => {
    for (const name of ['badges', 'games', 'admin', 'coming-soon']) {
      await assertFails(signUp(as.member(), MEMBER, name));
      await assertFails(rename(as.owner(), OWNER, name));
    }
  });

  it('lets a card that carries an unclaimed name (from before claims) claim it, for itself only', async () => {
    await seed({
      [`profiles/${OWNER}`]: storedCard('legacy'),
      [`profiles/${OTHER}`]: storedCard('Old Bob'),
    });
    await assertFails(setDoc(doc(as.owner(), 'usernames/legacy'), { uid: OTHER }));
    await assertFails(setDoc(doc(as.other(), 'usernames/Old Bob'), { uid: OTHER }));
    await assertSucceeds(setDoc(doc(as.owner(), 'usernames/legacy'), { uid: OWNER }));
  });

  it('refuses taking a name someone holds, to members and admins alike', async () => {
    await assertFails(signUp(as.member(), MEMBER, 'alice'));
    await assertFails(rename(as.other(), OTHER, 'alice'));
    await assertFails(signUp(as.admin(), ADMIN, 'alice'));
  });

  it('lets exactly one of two members racing for one username have it', async () => {
    const results = await Promise.allSettled([
      signUp(as.member(), MEMBER, 'racer'),
      signUp(as.admin(), ADMIN, 'racer'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const winner = results[0]!.status === 'fulfilled' ? MEMBER : ADMIN;
    const loser = winner === MEMBER ? ADMIN : MEMBER;
    const claim = await getDoc(doc(as.visitor(), 'usernames/racer'));
    expect(claim.get('uid')).toBe(winner);
    // The loser's batch wrote nothing: no profile naming a username they do not hold.
    expect((await getDoc(doc(as.visitor(), `profiles/${loser}`))).exists()).toBe(false);
  });
});

describe('usernames/{username}: update and delete', () => {
  it('are refused to every client: names are released by releaseOldUsername only', async () => {
    for (const db of [as.visitor(), as.member(), as.owner(), as.other(), as.admin()]) {
      await assertFails(updateDoc(doc(db, 'usernames/alice'), { uid: OTHER }));
      await assertFails(deleteDoc(doc(db, 'usernames/alice')));
    }
    await assertFails(setDoc(doc(as.owner(), 'usernames/alice'), { uid: OWNER }));
  });
});

describe('profiles/{uid}: get and list', () => {
  it('are public cards: everyone reads one, and lists them a bounded page at a time', async () => {
    for (const db of [as.visitor(), as.member(), as.owner(), as.other(), as.admin()]) {
      await assertSucceeds(getDoc(doc(db, `profiles/${OWNER}`)));
      await assertSucceeds(getDocs(query(collection(db, 'profiles'), limit(100))));
      await assertSucceeds(
        getDocs(query(collection(db, 'profiles'), where('username', '==', 'alice'), limit(1))),
      );
    }
  });

  it('answer the @mention autocomplete’s prefix query, as the web app runs it', async () => {
    for (const db of [as.visitor(), as.member(), as.owner(), as.other(), as.admin()]) {
      const found = await assertSucceeds(membersByUsernamePrefix(db, 'Al'));
      expect(found.map((member) => member.username)).toContain('alice');
    }
  });

  it('refuse everyone a list of every profile in one query', async () => {
    for (const db of [as.visitor(), as.member(), as.owner(), as.other(), as.admin()]) {
      await assertFails(getDocs(collection(db, 'profiles')));
      await assertFails(getDocs(query(collection(db, 'profiles'), limit(101))));
    }
  });
});

describe('profiles/{uid}: create', () => {
  it('lets a member create their own card, with no username yet', async () => {
    await assertSucceeds(setDoc(doc(as.member(), `profiles/${MEMBER}`), signUpCard('')));
  });

  it('lets a member create it with optional card keys', async () => {
    const card = signUpCard('', { updatedAt: serverTimestamp() });
    await assertSucceeds(setDoc(doc(as.member(), `profiles/${MEMBER}`), card));
  });

  it('refuses a card for someone else: visitor, other member, admin', async () => {
    await assertFails(setDoc(doc(as.visitor(), `profiles/${MEMBER}`), signUpCard('')));
    await assertFails(setDoc(doc(as.other(), `profiles/${MEMBER}`), signUpCard('')));
    await assertFails(setDoc(doc(as.admin(), `profiles/${MEMBER}`), signUpCard('')));
  });

  it('refuses a username the member does not hold', async () => {
    const mine = doc(as.member(), `profiles/${MEMBER}`);
    await assertFails(setDoc(mine, signUpCard('unclaimed')));
    await assertFails(setDoc(mine, signUpCard('alice')));
  });

  it('refuses missing sign-up keys, function-owned keys and unknown keys', async () => {
    const mine = doc(as.member(), `profiles/${MEMBER}`);
    const { isPrivate: _dropped, ...withoutPrivacy } = signUpCard('');
    await assertFails(setDoc(mine, withoutPrivacy));
    await assertFails(setDoc(mine, signUpCard('', { searchGrams: ['^c'] })));
    await assertFails(setDoc(mine, signUpCard('', { spotifyConnected: true })));
    await assertFails(setDoc(mine, signUpCard('', { role: 'admin' })));
  });

  it('refuses a client clock, oversize fields, bad links and wrong types', async () => {
    const mine = doc(as.member(), `profiles/${MEMBER}`);
    await assertFails(setDoc(mine, signUpCard('', { createdAt: new Date(0) })));
    await assertFails(setDoc(mine, signUpCard('', { updatedAt: new Date(0) })));
    await assertFails(setDoc(mine, signUpCard('', { bio: 'b'.repeat(141) })));
    await assertFails(setDoc(mine, signUpCard('', { displayName: 'd'.repeat(101) })));
    // Location and links live in sections/details (profiles.rules.test.ts), never on the card.
    await assertFails(setDoc(mine, signUpCard('', { location: 'Leipzig' })));
    await assertFails(setDoc(mine, signUpCard('', { websiteUrl: 'https://carol.example' })));
    // Picture URLs are the picture function's alone.
    await assertFails(setDoc(mine, signUpCard('', { avatarUrl: 'https://tracker.example/1.png' })));
    await assertFails(setDoc(mine, signUpCard('', { avatar: { s48: 'https://a.example/1' } })));
    await assertFails(setDoc(mine, signUpCard('', { isPrivate: 'no' })));
  });
});

describe('after an account deletion', () => {
  it('refuses the deleted member’s still-valid token a new profile and username', async () => {
    await seed({ [`deletedMembers/${MEMBER}`]: { status: 'deleted', startedAt: new Date() } });
    await assertFails(setDoc(doc(as.member(), `profiles/${MEMBER}`), signUpCard('')));
    await assertFails(signUp(as.member(), MEMBER, 'returning'));
  });

  it('lets no client read or write the deletion markers, the member and admins included', async () => {
    await seed({ [`deletedMembers/${OTHER}`]: { status: 'deleting', startedAt: new Date() } });
    for (const db of [as.visitor(), as.other(), as.member(), as.admin()]) {
      await assertFails(getDoc(doc(db, `deletedMembers/${OTHER}`)));
      await assertFails(getDocs(query(collection(db, 'deletedMembers'), limit(1))));
      await assertFails(setDoc(doc(db, `deletedMembers/${MEMBER}`), { status: 'deleted' }));
    }
    await assertFails(deleteDoc(doc(as.other(), `deletedMembers/${OTHER}`)));
  });
});

describe('profiles/{uid}: update', () => {
  it('lets the owner edit the card up to the limits', async () => {
    await assertSucceeds(
      updateDoc(doc(as.owner(), `profiles/${OWNER}`), {
        displayName: 'd'.repeat(100),
        bio: 'b'.repeat(140),
        isPrivate: true,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('lets the owner clear the username (the profile allows an empty one)', async () => {
    await assertSucceeds(updateDoc(doc(as.owner(), `profiles/${OWNER}`), { username: '' }));
  });

  it('refuses the owner a new username without its claim, or one someone else holds', async () => {
    const mine = doc(as.owner(), `profiles/${OWNER}`);
    await assertFails(updateDoc(mine, { username: 'alicia' }));
    await assertFails(updateDoc(mine, { username: 'bobby' }));
    await assertFails(updateDoc(mine, { username: 'Alicia' }));
  });

  it('refuses the owner oversize fields, bad links, wrong types and a client clock', async () => {
    const mine = doc(as.owner(), `profiles/${OWNER}`);
    await assertFails(updateDoc(mine, { bio: 'b'.repeat(141) }));
    await assertFails(updateDoc(mine, { displayName: 'd'.repeat(101) }));
    await assertFails(updateDoc(mine, { location: 'Leipzig' }));
    await assertFails(updateDoc(mine, { websiteUrl: 'https://alice.example' }));
    // Picture URLs are the picture function's alone: no address a member chose.
    await assertFails(updateDoc(mine, { avatarUrl: 'https://tracker.example/pixel.png' }));
    await assertFails(updateDoc(mine, { bannerUrl: 'https://tracker.example/pixel.png' }));
    await assertFails(
      updateDoc(mine, { avatar: { s48: 'https://a.example/1', s96: 'https://a.example/2' } }),
    );
    await assertFails(updateDoc(mine, { isPrivate: 'yes' }));
    await assertFails(updateDoc(mine, { displayName: 42 }));
    await assertFails(updateDoc(mine, { updatedAt: new Date(0) }));
  });

  it('refuses the owner function-owned and fixed fields, written or removed', async () => {
    const mine = doc(as.owner(), `profiles/${OWNER}`);
    await assertFails(updateDoc(mine, { searchGrams: ['^z'] }));
    await assertFails(updateDoc(mine, { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(mine, { spotifyConnected: true }));
    await assertFails(updateDoc(mine, { role: 'admin' }));
    await assertFails(updateDoc(mine, { searchGrams: deleteField() }));
    await assertFails(updateDoc(mine, { createdAt: deleteField() }));
  });

  it('refuses everyone but the owner: visitor, member, other member, admin', async () => {
    for (const db of [as.visitor(), as.member(), as.other(), as.admin()]) {
      await assertFails(updateDoc(doc(db, `profiles/${OWNER}`), { bio: 'Not mine to write' }));
    }
  });
});

describe('profiles/{uid}: delete', () => {
  it('is refused to every client, the owner and admins included', async () => {
    for (const db of [as.visitor(), as.member(), as.owner(), as.other(), as.admin()]) {
      await assertFails(deleteDoc(doc(db, `profiles/${OWNER}`)));
    }
  });
});

describe('powers follow the current role, not the token’s claim', () => {
  it('end for a demoted admin whose token still says admin', async () => {
    await seed({ 'userRoles/demoted': { role: 'user', updatedAt: new Date() } });
    const demoted = signedInAs('demoted', { role: 'admin' });
    await assertFails(getDocs(collection(demoted, 'userRoles')));
    await assertFails(getDoc(doc(demoted, 'userRoles/root')));
  });

  it('start for a promoted member before their token says so', async () => {
    await seed({ 'userRoles/promoted': { role: 'admin', updatedAt: new Date() } });
    await assertSucceeds(getDocs(collection(signedInAs('promoted'), 'userRoles')));
  });
});

describe('userRoles/{uid} (the role mirror of the admin list)', () => {
  beforeEach(async () => {
    await seed({ [`userRoles/${OWNER}`]: { role: 'user', updatedAt: new Date() } });
  });

  it('is readable by its member and admins, listable by admins only', async () => {
    await assertSucceeds(getDoc(doc(as.owner(), `userRoles/${OWNER}`)));
    await assertSucceeds(getDoc(doc(as.admin(), `userRoles/${OWNER}`)));
    await assertSucceeds(getDocs(collection(as.admin(), 'userRoles')));
    await assertFails(getDoc(doc(as.visitor(), `userRoles/${OWNER}`)));
    await assertFails(getDoc(doc(as.other(), `userRoles/${OWNER}`)));
    await assertFails(getDocs(collection(as.owner(), 'userRoles')));
  });

  it('gives the User Management list and its count to admins, not to moderators', async () => {
    const page = (db: ReturnType<typeof as.admin>) =>
      query(
        collection(db, 'userRoles'),
        where('role', '==', 'user'),
        orderBy('sortName'),
        limit(10),
      );
    await seed({
      [`userRoles/${OWNER}`]: { role: 'user', updatedAt: new Date(), sortName: 'alice' },
      [`userRoles/${MODERATOR}`]: { role: 'moderator', updatedAt: new Date(), sortName: 'mod' },
    });
    expect((await assertSucceeds(getDocs(page(as.admin())))).size).toBe(1);
    const total = await assertSucceeds(getCountFromServer(collection(as.admin(), 'userRoles')));
    expect(total.data().count).toBe(3); // alice, the moderator and the admin

    await assertSucceeds(getDoc(doc(as.moderator(), `userRoles/${MODERATOR}`)));
    await assertFails(getDoc(doc(as.moderator(), `userRoles/${OWNER}`)));
    await assertFails(getDocs(page(as.moderator())));
    await assertFails(getCountFromServer(collection(as.moderator(), 'userRoles')));
    await assertFails(getCountFromServer(collection(as.owner(), 'userRoles')));
  });

  it('is written by functions only, admins included', async () => {
    const promotion = { role: 'admin', updatedAt: new Date() };
    await assertFails(setDoc(doc(as.owner(), `userRoles/${OWNER}`), promotion));
    await assertFails(setDoc(doc(as.member(), `userRoles/${MEMBER}`), promotion));
    await assertFails(setDoc(doc(as.admin(), `userRoles/${OWNER}`), promotion));
    await assertFails(setDoc(doc(as.moderator(), `userRoles/${OWNER}`), promotion));
    await assertFails(deleteDoc(doc(as.admin(), `userRoles/${OWNER}`)));
  });
});
