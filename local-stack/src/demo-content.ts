// What the demo community has been talking about: discussions with nested replies and
// reactions (one posted anonymously, and edited with one of its replies), @mentions (in a
// discussion, an anonymous reply, a reply whose edit added one, and a poll reply), a pending
// report, friendships and follows, a block, and today's poll. Plain data; demo-data.ts writes it
// through the project's callables. Times are relative to the first start, so the Salon always
// looks lived in. Listed in the README; change both.
import type { ReactionType, ReportReason } from '@salon/domain';
import type { DemoUsername } from './demo-people.js';

export type DemoReactions = Partial<Record<ReactionType, DemoUsername[]>>;

interface DemoPost {
  by: DemoUsername;
  anonymous?: boolean;
  body: string;
  /** The body as first posted, when its author later edited it to `body` (editReply). */
  firstDraft?: string;
  /** Minutes after the thread (or poll) it belongs to was opened. */
  minutesLater: number;
}

export interface DemoReply extends DemoPost {
  /** Names a reply the report points at. */
  key?: string;
  reactions?: DemoReactions;
  replies?: DemoReply[];
}

export interface DemoThread {
  key: string;
  by: DemoUsername;
  anonymous?: boolean;
  hoursAgo: number;
  title: string;
  body: string;
  /** The text as first posted, when its author later edited it to `title` and `body`. */
  firstDraft?: { title: string; body: string };
  reactions?: DemoReactions;
  replies?: DemoReply[];
  /** A poll its author opened with it. */
  poll?: DemoDiscussionPoll;
}

export interface DemoDiscussionPoll {
  question: string;
  options: string[];
  maxChoices: number;
  /** Hours after seeding that it closes; null: open until closed by hand. */
  closesInHours: number | null;
  showResultsBeforeVoting: boolean;
  /** Each voter's ballot, as indexes into `options`. */
  votes: Partial<Record<DemoUsername, number[]>>;
  /** Closed early by its author after the votes. */
  closed?: boolean;
}

export interface DemoPollReply extends DemoPost {
  replies?: DemoPollReply[];
}

export const DEMO_THREADS: readonly DemoThread[] = [
  {
    key: 'welcome',
    by: 'clara',
    hoursAgo: 120,
    title: 'Welcome to The Salon: introduce yourself',
    body:
      'This is our corner for listening, arguing and recommending. Tell us what you play (or ' +
      'don’t), what brought you to classical music, and what is on your music stand or your ' +
      'speakers this week.\n\nI’ll start: Schumann’s Kinderszenen, slowly, and the Brahms Op. 118 ' +
      'intermezzi whenever the house is quiet.',
    reactions: { applause: ['fanny', 'felix', 'amadeus'] },
    replies: [
      {
        by: 'fanny',
        minutesLater: 30,
        body:
          'Fanny here. I sing a little, play the piano badly and collect string quartet ' +
          'recordings. This week it is Mendelssohn’s Op. 80, which never gets easier to hear.',
        reactions: { applause: ['clara', 'felix'] },
        replies: [
          {
            by: 'clara',
            minutesLater: 55,
            body: 'Op. 80, written after his sister died… almost unbearable. Which recording?',
            replies: [
              {
                by: 'fanny',
                minutesLater: 70,
                body: 'The Quatuor Ébène. Ferocious and tender at the same time.',
                reactions: { bravo: ['clara'] },
              },
            ],
          },
        ],
      },
      {
        by: 'amadeus',
        minutesLater: 180,
        body:
          'Wolfgang. Opera first, everything else second. Currently: the Act II finale of Le ' +
          'nozze di Figaro on repeat. Twenty minutes without a wasted bar.',
        reactions: { bravo: ['felix', 'fanny'] },
      },
      {
        by: 'felix',
        minutesLater: 300,
        body:
          'Felix, choral conductor. We start rehearsing the Christmas Oratorio next week, so ' +
          'expect questions about natural trumpets in D.',
      },
    ],
  },
  {
    key: 'brahms-four',
    by: 'fanny',
    hoursAgo: 50,
    title: 'Brahms 4: which recording of the passacaglia finale?',
    body:
      'Thirty variations over an eight-bar bass and it still sounds like one long breath. I ' +
      'grew up with Carlos Kleiber and the Vienna Philharmonic, but a friend swears by ' +
      'Furtwängler’s 1948 Berlin performance. What do you reach for, and why?',
    reactions: { applause: ['clara', 'amadeus', 'felix'], bravo: ['lili'] },
    poll: {
      question: 'Whose Brahms Fourth do you keep? (Pick up to two)',
      options: ['Kleiber / Vienna', 'Furtwängler / Berlin 1948', 'Karajan / Berlin', 'Abbado'],
      maxChoices: 2,
      closesInHours: 72,
      showResultsBeforeVoting: true,
      votes: { clara: [0, 1], felix: [0], amadeus: [1, 3], lili: [0] },
    },
    replies: [
      {
        by: 'felix',
        minutesLater: 40,
        body:
          'Furtwängler, without hesitation. The tempo bends like something alive. Kleiber is ' +
          'perfect; Furtwängler is dangerous.',
        reactions: { applause: ['fanny'] },
        replies: [
          {
            by: 'amadeus',
            minutesLater: 90,
            body:
              'Dangerous is the word, but it is 1948 sound. I would keep Kleiber for the flute ' +
              'solo alone.',
            reactions: { bravo: ['fanny'] },
            replies: [
              {
                by: 'felix',
                minutesLater: 120,
                body:
                  'Fair. Call it a draw and we both listen to Mackerras with the Scottish ' +
                  'Chamber Orchestra: a small band, gut strings, no fog.',
              },
            ],
          },
        ],
      },
      {
        by: 'lili',
        anonymous: true,
        minutesLater: 360,
        body:
          'Haitink with the Boston Symphony. Nobody ever mentions it, and the passacaglia ' +
          'glows. @felix, try it before you call the draw.',
        reactions: { applause: ['fanny'] },
      },
    ],
  },
  {
    key: 'first-concert',
    by: 'lili',
    anonymous: true,
    hoursAgo: 26,
    title: 'First live concert next week: when do I clap?',
    body:
      'I have only ever listened at home. On Friday I am hearing Ravel’s Piano Concerto in G ' +
      'and the Symphonie fantastique, and I am terrified of clapping between movements or ' +
      'coughing in the slow movement. Any advice for a nervous first-timer?',
    firstDraft: {
      title: 'First live concert: when do I clap?',
      body:
        'I have only ever listened at home. On Friday I am hearing a piano concerto and a ' +
        'symphony, and I am terrified of clapping at the wrong moment. Any advice?',
    },
    reactions: { applause: ['clara', 'fanny'] },
    replies: [
      {
        by: 'clara',
        minutesLater: 20,
        body:
          'Welcome! The safe rule: clap when the conductor lowers the baton and turns round, or ' +
          'when everyone else does. And if you clap after the first movement of the Ravel, the ' +
          'pianist will forgive you: it ends with a bang that practically asks for it.',
        reactions: { applause: ['fanny', 'amadeus'] },
        replies: [
          {
            by: 'lili',
            anonymous: true,
            minutesLater: 45,
            body: 'That is reassuring, thank you. And the Berlioz, @felix? It has five movements…',
            firstDraft: 'That is reassuring, thank you.',
            replies: [
              {
                by: 'felix',
                minutesLater: 60,
                body:
                  'Five movements, one ovation at the end. After the March to the Scaffold you ' +
                  'will want to clap; sit on your hands, the witches are coming.',
                reactions: { bravo: ['clara'] },
              },
            ],
          },
        ],
      },
      {
        by: 'amadeus',
        minutesLater: 240,
        body:
          'Bring throat sweets in paper wrappers, not plastic, and unwrap them in the loud bits. ' +
          'You will be fine, and the Adagio of the Ravel will undo you in the best way.',
      },
    ],
  },
  {
    key: 'minimalism',
    by: 'amadeus',
    hoursAgo: 30,
    title: 'Is minimalism really classical music?',
    body:
      'An honest question, not a provocation. I hear Glass and Reich in concert halls now. ' +
      'Where do they fit in the tradition, if at all? I am an opera person, so start me with ' +
      'Einstein on the Beach or with something shorter. @fanny, you must have an opinion.',
    replies: [
      {
        by: 'fanny',
        minutesLater: 30,
        body:
          'Start with Reich’s Music for 18 Musicians: an hour of pulsing that feels like ten ' +
          'minutes. Then Akhnaten, since you love opera.',
        reactions: { applause: ['felix', 'clara'] },
      },
      {
        by: 'lili',
        anonymous: true,
        minutesLater: 120,
        body:
          'Glass’s Violin Concerto was my way in. Its last movement sits on a repeating bass, ' +
          'like a chaconne: as old as Purcell.',
        replies: [
          {
            key: 'dismissive-reply',
            by: 'amadeus',
            minutesLater: 180,
            body:
              'If that was your way in, you have never really listened to a symphony. Save ' +
              'your ears for the real thing.',
            replies: [
              {
                by: 'fanny',
                minutesLater: 210,
                body:
                  'Disagree with the music as much as you like, but please don’t tell people ' +
                  'how they listen.',
                reactions: { applause: ['clara', 'felix'] },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'advent-cantatas',
    by: 'felix',
    hoursAgo: 9,
    title: 'Bach cantatas for Advent: where should a newcomer start?',
    body:
      'Every December someone asks me this at rehearsal. My short list: BWV 61 “Nun komm, der ' +
      'Heiden Heiland”, BWV 62 of the same name, and BWV 36 “Schwingt freudig euch empor”. ' +
      'What would you add, and whose recordings: Gardiner, Suzuki or Herreweghe?',
    reactions: { bravo: ['clara'] },
    poll: {
      question: 'Whose Advent cantatas first?',
      options: ['Gardiner', 'Suzuki', 'Herreweghe'],
      maxChoices: 1,
      closesInHours: null,
      showResultsBeforeVoting: false,
      votes: { clara: [1], fanny: [1], amadeus: [0] },
      closed: true,
    },
    replies: [
      {
        by: 'fanny',
        minutesLater: 60,
        body:
          'Suzuki for BWV 61, always. The opening chorale-overture is so clean you can hear ' +
          'every line.',
      },
    ],
  },
  {
    key: 'don-giovanni',
    by: 'amadeus',
    hoursAgo: 0.75,
    title: 'Don Giovanni at the Staatsoper tonight: anyone else going?',
    body:
      'Standing room, top gallery, as always. If you see a man humming the Catalogue Aria ' +
      'under his breath during the interval, say hello.',
  },
];

/** A report waiting for an admin: Fanny reports the dismissive reply in the minimalism thread. */
export const DEMO_REPORT: {
  by: DemoUsername;
  thread: string;
  reply: string;
  reason: ReportReason;
  description: string;
} = {
  by: 'fanny',
  thread: 'minimalism',
  reply: 'dismissive-reply',
  reason: 'harassment',
  description: 'Aimed at another member rather than the music. Could someone have a word?',
};

/** A report a moderator is looking into: Lili reports a discussion; Felix marks it In Review. */
export const DEMO_REVIEWED_REPORT: {
  by: DemoUsername;
  thread: string;
  reason: ReportReason;
  description: string;
  reviewedBy: DemoUsername;
} = {
  by: 'lili',
  thread: 'don-giovanni',
  reason: 'other',
  description: 'Meeting strangers at the opera: should the forum arrange that?',
  reviewedBy: 'felix',
};

/** A picture report: Lili reports Amadeus's profile picture, pending. */
export const DEMO_PICTURE_REPORT: {
  by: DemoUsername;
  member: DemoUsername;
  picture: 'avatar' | 'banner';
  reason: ReportReason;
  description: string;
} = {
  by: 'lili',
  member: 'amadeus',
  picture: 'avatar',
  reason: 'copyright',
  description: 'This looks like a photo from a record sleeve. Is it his to use?',
};

export const DEMO_POLL: {
  by: DemoUsername;
  hoursAgo: number;
  title: string;
  description: string;
  options: string[];
  /** Each voter's choice, as an index into `options`. The demo admin has not voted yet. */
  votes: Partial<Record<DemoUsername, number>>;
  replies: DemoPollReply[];
} = {
  by: 'clara',
  hoursAgo: 3,
  title: 'Which Brahms symphony would you take to a desert island?',
  description: 'Today’s poll. Only one of the four may come with you.',
  options: ['No. 1 in C minor', 'No. 2 in D major', 'No. 3 in F major', 'No. 4 in E minor'],
  votes: { fanny: 3, felix: 3, amadeus: 1, lili: 2 },
  replies: [
    {
      by: 'felix',
      minutesLater: 25,
      body: 'No. 4, for the passacaglia. See @fanny’s thread about recordings of it!',
    },
    {
      by: 'amadeus',
      minutesLater: 70,
      body: 'No. 2. Somebody has to stand up for sunshine.',
      replies: [
        {
          by: 'lili',
          anonymous: true,
          minutesLater: 95,
          body: 'No. 3, for the third movement alone.',
        },
      ],
    },
  ],
};

/** Accepted friendships, and requests still waiting for the addressee to accept. */
export const DEMO_FRIENDSHIPS: readonly {
  requester: DemoUsername;
  addressee: DemoUsername;
  status: 'pending' | 'accepted';
  hoursAgo: number;
}[] = [
  { requester: 'clara', addressee: 'fanny', status: 'accepted', hoursAgo: 110 },
  { requester: 'fanny', addressee: 'felix', status: 'accepted', hoursAgo: 48 },
  { requester: 'amadeus', addressee: 'lili', status: 'pending', hoursAgo: 20 },
  { requester: 'felix', addressee: 'clara', status: 'pending', hoursAgo: 5 },
  // Lili is private: Fanny, her friend, sees her profile; Amadeus (pending) does not.
  { requester: 'lili', addressee: 'fanny', status: 'accepted', hoursAgo: 70 },
];

/** [follower, followed]. */
export const DEMO_FOLLOWS: readonly [DemoUsername, DemoUsername][] = [
  ['fanny', 'clara'],
  ['amadeus', 'clara'],
  ['lili', 'clara'],
  ['clara', 'felix'],
  ['felix', 'fanny'],
  ['amadeus', 'fanny'],
  ['lili', 'amadeus'],
];

/**
 * [blocker, blocked]: Lili blocked Felix, so signed in as Lili his discussion and
 * replies show folded ("Post from a member you blocked", Show). They had no friendship or follow
 * to end; his earlier notifications to her stay, as they would on the site.
 */
export const DEMO_BLOCKS: readonly [DemoUsername, DemoUsername][] = [['lili', 'felix']];

/** The departed member's reply (demo-people.ts DEMO_DEPARTED), left under "Deleted member". */
export const DEMO_DEPARTED_REPLY: { thread: string; minutesLater: number; body: string } = {
  thread: 'welcome',
  minutesLater: 600,
  body:
    'Johann, amateur violist. Thank you for the Op. 80 tip: I have been playing along to the ' +
    'slow movement all week, badly and happily.',
};

/**
 * Discussions members saved (the Save toggle), and how long ago. Fanny has saved five
 * of the six, so her "Saved" tab pages (five a page) once she saves the sixth.
 */
export const DEMO_SAVES: readonly { by: DemoUsername; thread: string; hoursAgo: number }[] = [
  { by: 'fanny', thread: 'welcome', hoursAgo: 100 },
  { by: 'fanny', thread: 'first-concert', hoursAgo: 25 },
  { by: 'fanny', thread: 'minimalism', hoursAgo: 20 },
  { by: 'fanny', thread: 'brahms-four', hoursAgo: 12 },
  { by: 'fanny', thread: 'advent-cantatas', hoursAgo: 8 },
  { by: 'lili', thread: 'welcome', hoursAgo: 60 },
  { by: 'lili', thread: 'advent-cantatas', hoursAgo: 4 },
  { by: 'clara', thread: 'first-concert', hoursAgo: 24 },
];

/** Who suspended the demo's suspended member (DEMO_SUSPENDED), for how long and why. */
export const DEMO_SUSPENSION: {
  by: DemoUsername;
  duration: '7d';
  reason: string;
} = {
  by: 'clara',
  duration: '7d',
  reason: 'Advertising recordings for sale in replies, after a warning.',
};
