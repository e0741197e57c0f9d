// Badges per role and operation: a member's record (read as the profile's private sections are),
// a badge's count and holder rows (public, a page at a time), the welcomes (nobody), and the
// card's featured badge: functions write all of them, no client writes any.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { BADGE_HOLDERS_PAGE_SIZE, friendshipDocId, paths } from '@salon/domain';
import { OTHER, OWNER, ROLES, itRefusesEveryClientWrite, rulesSuite } from './support/rules-env.js';

const record = (holderKey: string) => ({
  held: { 'first-post': { grantedAt: new Date(), grantedBy: null } },
  revoked: {},
  holderKey,
  updatedAt: new Date(),
});
const holder = (memberId: string | null) => ({ memberId, grantedAt: new Date() });
const welcome = { memberId: OTHER, newcomerId: OWNER, at: new Date() };

const { as, signedInAs, seed } = rulesSuite('demo-rules-badges', {
  [`profiles/${OWNER}`]: { username: 'owner', displayName: 'Owner', isPrivate: true },
  [`profiles/${OTHER}`]: { username: 'other', displayName: 'Other', isPrivate: false },
  [paths.memberBadges(OWNER)]: record('k-owner'),
  [paths.memberBadges(OTHER)]: record('k-other'),
  [paths.badge('first-post')]: { holderCount: 2 },
  [paths.badgeHolder('first-post', 'k-owner')]: holder(null),
  [paths.badgeHolder('first-post', 'k-other')]: holder(OTHER),
  [paths.welcome('t1')]: welcome,
});

const everyRole = (each: (db: Firestore, role: string) => Promise<void>) =>
  Promise.all(ROLES.map((role) => each(as[role](), role)));

describe('a member’s badges', () => {
  it('are read as private profile sections: the member, admins, anyone while public', async () => {
    await assertSucceeds(getDoc(doc(as.owner(), paths.memberBadges(OWNER))));
    await assertSucceeds(getDoc(doc(as.admin(), paths.memberBadges(OWNER))));
    for (const role of ['visitor', 'member', 'other', 'moderator'] as const) {
      await assertFails(getDoc(doc(as[role](), paths.memberBadges(OWNER))));
    }
    await everyRole(async (db) => {
      await assertSucceeds(getDoc(doc(db, paths.memberBadges(OTHER))));
      await assertFails(getDocs(query(collection(db, 'memberBadges'), limit(10))));
    });
  });

  it('are read by an accepted friend of a private member', async () => {
    await seed({
      [`friendships/${friendshipDocId(OWNER, 'friend')}`]: {
        requesterId: 'friend',
        addresseeId: OWNER,
        status: 'accepted',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    });
    await assertSucceeds(getDoc(doc(signedInAs('friend'), paths.memberBadges(OWNER))));
  });

  itRefusesEveryClientWrite(
    as,
    { [paths.memberBadges(OWNER)]: record('k'), [paths.memberBadges('x')]: record('k') },
    [paths.memberBadges(OWNER)],
  );
});

describe('a badge’s count and holders', () => {
  it('are read by everyone, visitors included, a page at a time', async () => {
    await everyRole(async (db) => {
      await assertSucceeds(getDoc(doc(db, paths.badge('first-post'))));
      await assertSucceeds(getDocs(query(collection(db, paths.badges), limit(50))));
      await assertFails(getDocs(query(collection(db, paths.badges), limit(51))));
      await assertSucceeds(
        getDocs(
          query(
            collection(db, paths.badgeHolders('first-post')),
            orderBy('grantedAt', 'desc'),
            limit(BADGE_HOLDERS_PAGE_SIZE),
          ),
        ),
      );
      await assertFails(getDocs(query(collection(db, paths.badgeHolders('first-post')))));
    });
  });

  itRefusesEveryClientWrite(
    as,
    {
      [paths.badge('first-post')]: { holderCount: 3 },
      [paths.badge('bravo')]: { holderCount: 1 },
      [paths.badgeHolder('first-post', 'k-owner')]: holder(OWNER),
      [paths.badgeHolder('bravo', 'k-owner')]: holder(OWNER),
    },
    [paths.badge('first-post'), paths.badgeHolder('first-post', 'k-other')],
  );
});

describe('the welcomes', () => {
  it('are read by no client', async () => {
    await everyRole(async (db) => {
      await assertFails(getDoc(doc(db, paths.welcome('t1'))));
      await assertFails(
        getDocs(query(collection(db, paths.welcomes), where('memberId', '==', OTHER), limit(10))),
      );
    });
  });

  itRefusesEveryClientWrite(
    as,
    { [paths.welcome('t1')]: welcome, [paths.welcome('t2')]: welcome },
    [paths.welcome('t1')],
  );
});

describe('the featured badge on the card', () => {
  it('is written by featureBadge only, never by the member', async () => {
    await assertFails(
      updateDoc(doc(as.other(), `profiles/${OTHER}`), { featuredBadge: 'first-post' }),
    );
    await assertFails(updateDoc(doc(as.owner(), `profiles/${OWNER}`), { featuredBadge: null }));
  });
});
