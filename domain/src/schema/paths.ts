/**
 * Where each entity lives in Firestore. Functions and the web app build document and collection
 * paths from here, so the data model is written down once (docs/domain.md explains each choice).
 * Written out elsewhere, deliberately: trigger patterns (`'threads/{threadId}'`: firebase-functions
 * types `event.params` from the literal), collection-group queries (a collection id, the last
 * segment of a path here), and firestore.rules' match blocks (rules cannot import).
 *
 * Anonymous posts: a thread, reply or poll reply that other members read never names its author
 * when anonymous. The author's uid is kept in `.../private/author`, readable only by the author
 * and admins, and used by rules and functions for ownership.
 */
export const paths = Object.freeze({
  profiles: 'profiles',
  profile: (uid: string) => `profiles/${uid}`,
  /** Claims a username for one uid, making usernames unique in a transaction. */
  username: (username: string) => `usernames/${username}`,
  usernames: 'usernames',
  /**
   * The private part of a profile: readable by the owner, accepted friends and admins, or by
   * anyone while the card's `isPrivate` is false (docs/profiles.md).
   */
  profileDetails: (uid: string) => `profiles/${uid}/sections/details`,
  preferences: (uid: string) => `profiles/${uid}/sections/preferences`,
  /** The banner's URL (function-written), read as the other sections are. */
  profileBanner: (uid: string) => `profiles/${uid}/sections/banner`,
  /** How one picture upload ended, for its member (function-written). */
  pictureUpload: (uid: string, uploadId: string) => `profiles/${uid}/pictureUploads/${uploadId}`,
  streamingAnalysis: (uid: string) => `profiles/${uid}/sections/streaming`,
  favoriteRecordings: (uid: string) => `profiles/${uid}/recordings`,
  /** Recordings and clips live in slots '1' to '5' (`PROFILE_ITEM_SLOTS`). */
  favoriteRecording: (uid: string, slot: string) => `profiles/${uid}/recordings/${slot}`,
  concerts: (uid: string) => `profiles/${uid}/concerts`,
  albums: (uid: string) => `profiles/${uid}/albums`,
  clips: (uid: string) => `profiles/${uid}/clips`,
  clip: (uid: string, slot: string) => `profiles/${uid}/clips/${slot}`,
  concert: (uid: string, concertId: string) => `profiles/${uid}/concerts/${concertId}`,
  album: (uid: string, albumId: string) => `profiles/${uid}/albums/${albumId}`,
  /** A member's provider tokens; never readable by any client. */
  streamingToken: (uid: string) => `streamingTokens/${uid}`,
  streamingTokens: 'streamingTokens',
  /** A member's pending provider authorization (state and PKCE verifier); never readable. */
  streamingAuthorization: (uid: string) => `streamingAuthorizations/${uid}`,
  /** Ids: `friendshipDocId` and `followDocId` (domain/src/social/relations.ts). */
  friendships: 'friendships',
  follows: 'follows',
  /** A member's friend, follower and following counts, kept by functions, read by members. */
  profileStats: (uid: string) => `profileStats/${uid}`,
  /** Markers of the social counters' applied events; no client access. */
  appliedSocialEvents: 'appliedSocialEvents',
  userRoles: 'userRoles',
  threads: 'threads',
  thread: (threadId: string) => `threads/${threadId}`,
  threadAuthor: (threadId: string) => `threads/${threadId}/private/author`,
  replies: (threadId: string) => `threads/${threadId}/replies`,
  replyAuthor: (threadId: string, replyId: string) =>
    `threads/${threadId}/replies/${replyId}/private/author`,
  reactions: (threadId: string) => `threads/${threadId}/reactions`,
  threadView: (threadId: string, uid: string) => `threads/${threadId}/views/${uid}`,
  /** A visitor's last counted view, keyed by a hash of their network address (no raw address). */
  threadVisitorView: (threadId: string, visitorKey: string) =>
    `threads/${threadId}/visitorViews/${visitorKey}`,
  polls: 'polls',
  poll: (pollId: string) => `polls/${pollId}`,
  pollVotes: (pollId: string) => `polls/${pollId}/votes`,
  /** One vote per member per poll: the document id is the voter's uid. */
  pollVote: (pollId: string, uid: string) => `polls/${pollId}/votes/${uid}`,
  pollReplies: (pollId: string) => `polls/${pollId}/replies`,
  pollReplyAuthor: (pollId: string, replyId: string) =>
    `polls/${pollId}/replies/${replyId}/private/author`,
  /**
   * The earlier versions of an edited thread, reply or poll reply (`postPath` is the post's own
   * path): staff only, never its author's uid.
   */
  postRevisions: (postPath: string) => `${postPath}/revisions`,
  reports: 'reports',
  /** One entry per staff action: written by functions only, never changed. */
  moderationLog: 'moderationLog',
  /**
   * A member whose account is being or has been deleted (functions only): resumes a deletion
   * cut short, and stops counters and notifications from writing for that member again.
   */
  deletedMember: (uid: string) => `deletedMembers/${uid}`,
  deletedMembers: 'deletedMembers',
  /**
   * The one open report of a member about one post (functions only): which report it is, so a
   * repeat answers with it instead of filing and notifying again.
   */
  openReportClaim: (reporterId: string, threadId: string, replyId: string | null) =>
    `openReportClaims/${reporterId}~${threadId}~${replyId ?? 'thread'}`,
  /**
   * The same for a member's picture. Keyed by the reporter first, as account deletion
   * finds a member's claims by that prefix; four parts where a post's has three, so the two never
   * meet.
   */
  openPictureReportClaim: (reporterId: string, memberId: string, picture: string) =>
    `openReportClaims/${reporterId}~picture~${memberId}~${picture}`,
  openReportClaims: 'openReportClaims',
  notifications: (uid: string) => `users/${uid}/notifications`,
  /**
   * Whom a member blocked: one document per blocked member, read by the blocker alone, written by
   * blockMember and unblockMember. `blocks` is also the collection id that account deletion's
   * collection-group query names.
   */
  blocks: (uid: string) => `users/${uid}/blocks`,
  block: (uid: string, blockedId: string) => `users/${uid}/blocks/${blockedId}`,
  /** A member's own bookkeeping: `blockCount`, which keeps blocks under MAX_BLOCKS (functions). */
  memberBookkeeping: (uid: string) => `users/${uid}`,
  /**
   * A member's own activity records ("My activity"), one per discussion or poll they
   * took part in; ids from `activityRecordId`. Functions write them, only the member reads them.
   */
  activityRecords: (uid: string) => `users/${uid}/activity`,
  activityRecord: (uid: string, recordId: string) => `users/${uid}/activity/${recordId}`,
  /** The discussions a member saved (the Save toggle): theirs alone to read and write. */
  savedThreads: (uid: string) => `users/${uid}/savedThreads`,
  savedThread: (uid: string, threadId: string) => `users/${uid}/savedThreads/${threadId}`,
  /** A member's count of one rate-limited action in one window (functions only; expires). */
  rateWindow: (uid: string, action: string, windowIndex: number) =>
    `rateWindows/${uid}~${action}~${windowIndex}`,
  rateWindows: 'rateWindows',
  /** A member's budget of one kind of direct write (the member's own; rules check it). */
  writeBudget: (uid: string, action: string) => `writeBudgets/${uid}~${action}`,
  writeBudgets: 'writeBudgets',

  /** What staff prepare for the schedules (trivia questions, daily and weekly polls). Admins. */
  pollQueue: 'pollQueue',
  pollQueueItem: (itemId: string) => `pollQueue/${itemId}`,
  /** Daily trivia, one document per UTC day (`YYYY-MM-DD`): the question, without its key. */
  trivia: 'trivia',
  triviaDay: (dayKey: string) => `trivia/${dayKey}`,
  /** The right answer and explanation: functions only, never a client. */
  triviaKey: (dayKey: string) => `trivia/${dayKey}/key/answer`,
  triviaAnswers: (dayKey: string) => `trivia/${dayKey}/answers`,
  /** A member's one answer: the id is their uid. */
  triviaAnswer: (dayKey: string, uid: string) => `trivia/${dayKey}/answers/${uid}`,
  triviaStats: 'triviaStats',
  triviaMemberStats: (uid: string) => `triviaStats/${uid}`,
  /** A month's leaderboard rows, by the members' random score keys. */
  triviaScores: (monthKey: string) => `triviaMonths/${monthKey}/scores`,
  triviaScore: (monthKey: string, scoreKey: string) =>
    `triviaMonths/${monthKey}/scores/${scoreKey}`,
  /** Every badge a member holds (functions only; read as the profile's sections are). */
  memberBadges: (uid: string) => `memberBadges/${uid}`,
  /** A badge's holder count, readable by everyone. */
  badges: 'badges',
  badge: (badgeId: string) => `badges/${badgeId}`,
  /** A badge's holders, by the members' random holder keys. */
  badgeHolders: (badgeId: string) => `badges/${badgeId}/holders`,
  badgeHolder: (badgeId: string, holderKey: string) => `badges/${badgeId}/holders/${holderKey}`,
  /** Who first answered a newcomer's first discussion, by the discussion's id. */
  welcomes: 'welcomes',
  welcome: (threadId: string) => `welcomes/${threadId}`,
  /** How far the badges' backfill has gone. Functions only. */
  badgeBackfill: 'config/badgeBackfill',
  /** E-mail: every message, in the layout of Firebase's Trigger Email extension. Functions only. */
  mailCollection: 'mail',
  mail: (mailId: string) => `mail/${mailId}`,
  /** A member's e-mail choices (theirs to read; saveMailSettings writes them). */
  mailSettings: (uid: string) => `mailSettings/${uid}`,
  /** What functions keep to mail a member (the 15-minute window, a refused address). */
  mailState: (uid: string) => `mailState/${uid}`,
  /** Notices waiting for a member's next e-mail, by notification id. */
  waitingNotice: (uid: string, notificationId: string) =>
    `mailState/${uid}/waiting/${notificationId}`,
  /** How far this week's digest has gone. Functions only. */
  weeklyDigestRun: 'config/weeklyDigest',
  /** Music games: a scored round, with its answers (functions only). */
  gameRounds: 'gameRounds',
  gameRound: (roundId: string) => `gameRounds/${roundId}`,
  /** A member's record per game, read as the profile's sections are. */
  gameStats: (uid: string) => `gameStats/${uid}`,
  /** A week's leaderboard of a game, by the members' random score keys. */
  gameScores: (weekKey: string, game: string) => `gameWeeks/${weekKey}_${game}/scores`,
  gameScore: (weekKey: string, game: string, scoreKey: string) =>
    `gameWeeks/${weekKey}_${game}/scores/${scoreKey}`,
});
