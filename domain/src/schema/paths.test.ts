import { describe, expect, it } from 'vitest';
import { paths } from '../index.js';

const segments = (path: string) => path.split('/').length;
type PathBuilder = string | ((...ids: string[]) => string);

/** Collections have an odd number of segments, documents an even one. */
const collections = [
  'profiles',
  'usernames',
  'favoriteRecordings',
  'concerts',
  'albums',
  'clips',
  'streamingTokens',
  'friendships',
  'follows',
  'appliedSocialEvents',
  'userRoles',
  'threads',
  'replies',
  'reactions',
  'polls',
  'pollVotes',
  'pollReplies',
  'reports',
  'openReportClaims',
  'deletedMembers',
  'rateWindows',
  'writeBudgets',
  'notifications',
  'activityRecords',
  'savedThreads',
  'blocks',
  'moderationLog',
  'pollQueue',
  'trivia',
  'triviaAnswers',
  'triviaStats',
  'triviaScores',
  'badges',
  'badgeHolders',
  'welcomes',
  'mailCollection',
  'gameRounds',
  'gameScores',
] as const;

function build(builder: PathBuilder): string {
  return typeof builder === 'string' ? builder : builder('id1', 'id2');
}

describe('paths', () => {
  it.each(Object.entries(paths))(
    '%s is a valid Firestore path of the right kind',
    (name, builder) => {
      const path = build(builder as PathBuilder);
      const isCollection = (collections as readonly string[]).includes(name);
      expect(segments(path) % 2).toBe(isCollection ? 1 : 0);
      expect(path).not.toMatch(/\/\/|^\/|\/$/);
    },
  );

  it('keeps each anonymous author beside its post', () => {
    expect(paths.threadAuthor('t')).toBe(`${paths.thread('t')}/private/author`);
    expect(paths.replyAuthor('t', 'r')).toBe(`${paths.replies('t')}/r/private/author`);
    expect(paths.pollReplyAuthor('p', 'r')).toBe(`${paths.pollReplies('p')}/r/private/author`);
  });
});
