// The demo content must pass the checks the callables run at first start (or `npm start` fails),
// and read as a coherent history: answers after what they answer, nothing in the future.
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_PAGE_SIZE,
  albumInputSchema,
  albumWishlistEntryInputSchema,
  clipInputSchema,
  concertInputSchema,
  concertWishlistEntryInputSchema,
  favoriteRecordingInputSchema,
  friendshipDocId,
  MAX_CLIPS,
  MAX_FAVORITE_RECORDINGS,
  musicalPreferencesInputSchema,
  SOCIAL_LINKS,
  validateProfileForm,
  validatePollDraft,
  validateReplyDraft,
  validateThreadDraft,
} from '@salon/domain';
import {
  DEMO_FOLLOWS,
  DEMO_FRIENDSHIPS,
  DEMO_POLL,
  DEMO_PICTURE_REPORT,
  DEMO_REPORT,
  DEMO_SAVES,
  DEMO_THREADS,
  type DemoPollReply,
  type DemoReply,
} from './demo-content.js';
import { DEMO_PEOPLE, demoPerson } from './demo-people.js';
import { DEMO_PROFILES } from './demo-profiles.js';

const EMPTY_LINKS = Object.fromEntries(SOCIAL_LINKS.map(({ field }) => [field, ''])) as Record<
  (typeof SOCIAL_LINKS)[number]['field'],
  string
>;

type AnyReply = DemoReply | DemoPollReply;

/** Every reply below `replies`, with the minute its parent was posted (0: the thread itself). */
function everyReply(replies: AnyReply[] = [], parentMinute = 0): [AnyReply, number][] {
  return replies.flatMap((reply) => [
    [reply, parentMinute] as [AnyReply, number],
    ...everyReply(reply.replies, reply.minutesLater),
  ]);
}

const threadReplies = DEMO_THREADS.map((thread) => ({
  thread,
  replies: everyReply(thread.replies),
}));

describe('the demo content', () => {
  it('passes the forum’s and the poll form’s own checks', () => {
    for (const { thread, replies } of threadReplies) {
      expect(validateThreadDraft({ title: thread.title, body: thread.body }), thread.title).toBe(
        null,
      );
      for (const [reply] of replies) expect(validateReplyDraft(reply.body), reply.body).toBe(null);
    }
    expect(validatePollDraft(DEMO_POLL)).toBe(null);
    for (const [reply] of everyReply(DEMO_POLL.replies)) {
      expect(validateReplyDraft(reply.body), reply.body).toBe(null);
    }
  });

  it('answers only after what it answers, and before the first start', () => {
    for (const { thread, replies } of threadReplies) {
      for (const [reply, parentMinute] of replies) {
        expect(reply.minutesLater, reply.body).toBeGreaterThan(parentMinute);
        expect(reply.minutesLater, reply.body).toBeLessThan(thread.hoursAgo * 60);
      }
    }
    for (const [reply, parentMinute] of everyReply(DEMO_POLL.replies)) {
      expect(reply.minutesLater, reply.body).toBeGreaterThan(parentMinute);
      expect(reply.minutesLater, reply.body).toBeLessThan(DEMO_POLL.hoursAgo * 60);
    }
  });

  it('reports a reply that exists and is not the reporter’s own', () => {
    const thread = DEMO_THREADS.find((candidate) => candidate.key === DEMO_REPORT.thread);
    const reported = everyReply(thread?.replies).find(
      ([reply]) => 'key' in reply && reply.key === DEMO_REPORT.reply,
    );
    expect(reported).toBeDefined();
    expect(reported?.[0].by).not.toBe(DEMO_REPORT.by);
  });

  it('reports a picture the demo seed uploads, of someone other than the reporter', () => {
    expect(DEMO_PICTURE_REPORT.member).not.toBe(DEMO_PICTURE_REPORT.by);
    // Every demo member has an avatar (seedDemoPictures); only Clara a banner.
    expect(DEMO_PICTURE_REPORT.picture === 'avatar' || DEMO_PICTURE_REPORT.member === 'clara').toBe(
      true,
    );
  });

  it('has one of each anonymous thread, nested reply and vote an admin has not cast yet', () => {
    expect(DEMO_THREADS.some((thread) => thread.anonymous)).toBe(true);
    expect(threadReplies.some(({ replies }) => replies.some(([, parent]) => parent > 0))).toBe(
      true,
    );
    expect(DEMO_POLL.votes.clara).toBeUndefined();
    for (const option of Object.values(DEMO_POLL.votes)) {
      expect(DEMO_POLL.options[option]).toBeDefined();
    }
  });

  it('saves discussions that exist, after they opened, once per member, paging Fanny’s list', () => {
    for (const save of DEMO_SAVES) {
      const thread = DEMO_THREADS.find((candidate) => candidate.key === save.thread);
      expect(thread, save.thread).toBeDefined();
      expect(save.hoursAgo).toBeLessThan(thread!.hoursAgo);
    }
    const pairs = DEMO_SAVES.map(({ by, thread }) => `${by}/${thread}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    // The browser walk saves the one left, so the list has a second page (ACTIVITY_PAGE_SIZE).
    const fanny = DEMO_SAVES.filter(({ by }) => by === 'fanny');
    expect(fanny).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(DEMO_THREADS.length).toBe(ACTIVITY_PAGE_SIZE + 1);
  });

  it('relates distinct people, once per pair', () => {
    const pairs = DEMO_FRIENDSHIPS.map(({ requester, addressee }) =>
      friendshipDocId(demoPerson(requester).uid, demoPerson(addressee).uid),
    );
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const { requester, addressee } of DEMO_FRIENDSHIPS) expect(requester).not.toBe(addressee);
    for (const [follower, followed] of DEMO_FOLLOWS) expect(follower).not.toBe(followed);
    const follows = DEMO_FOLLOWS.map((pair) => pair.join('>'));
    expect(new Set(follows).size).toBe(follows.length);
  });
});

describe('the demo profiles', () => {
  it('pass the checks the profile forms run', () => {
    for (const person of DEMO_PEOPLE) {
      const profile = DEMO_PROFILES[person.username];
      const links = { ...EMPTY_LINKS, ...profile.links };
      expect(validateProfileForm({ ...links, ...person, location: person.location })).toEqual({});
      const preferences = { ...profile.preferences, favoriteRecordings: '' };
      expect(musicalPreferencesInputSchema.safeParse(preferences).error).toBeUndefined();
      for (const entry of profile.concertWishlist) {
        expect(concertWishlistEntryInputSchema.safeParse(entry).error).toBeUndefined();
      }
      for (const entry of profile.albumWishlist) {
        expect(albumWishlistEntryInputSchema.safeParse(entry).error).toBeUndefined();
      }
      for (const recording of profile.recordings) {
        const input = { title: recording.title, url: recording.url ?? '' };
        expect(favoriteRecordingInputSchema.safeParse(input).error).toBeUndefined();
      }
      for (const clip of profile.clips)
        expect(clipInputSchema.safeParse(clip).error).toBeUndefined();
      for (const item of profile.concerts) {
        expect(concertInputSchema.safeParse(item).error).toBeUndefined();
      }
      for (const item of profile.albums)
        expect(albumInputSchema.safeParse(item).error).toBeUndefined();
      expect(profile.recordings.length).toBeLessThanOrEqual(MAX_FAVORITE_RECORDINGS);
      expect(profile.clips.length).toBeLessThanOrEqual(MAX_CLIPS);
    }
  });

  it('make Lili private with a friend who sees her profile and a member who cannot', () => {
    expect(demoPerson('lili').isPrivate).toBe(true);
    const withLili = DEMO_FRIENDSHIPS.filter(
      ({ requester, addressee }) => requester === 'lili' || addressee === 'lili',
    );
    expect(withLili.map(({ status }) => status).sort()).toEqual(['accepted', 'pending']);
  });
});
