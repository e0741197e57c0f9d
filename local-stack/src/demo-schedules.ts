// The demo's scheduled polls (docs/polls.md): the demo admin queues daily and weekly polls through
// saveQueuedPoll, as from the Polls tab, and the schedule (openScheduledPolls, run through the
// functions host as Cloud Scheduler calls it) opens one a day over the past week, each closing
// the one before, and this week's weekly poll on its Monday. Members' ballots go in as the site
// writes them. What is left is a week of daily polls and two weekly polls in the queues, and the
// past days' polls with their results on the "Past polls" page.
import { addTriviaDays, triviaDayKey } from '@salon/domain';
import type { CallableClient } from './callable-client.js';
import type { DemoUsername } from './demo-people.js';

interface DemoScheduledPoll {
  title: string;
  description: string;
  options: string[];
  /** Ballots once opened, by option index; none for the polls still queued. */
  votes?: Partial<Record<DemoUsername, number>>;
}

/** The past week's daily polls (opened and closed in turn), then a week still queued. */
export const DEMO_DAILY_SCHEDULE: readonly DemoScheduledPoll[] = [
  {
    title: 'Which Bach keyboard work would you learn first?',
    description: 'If you had a year and a piano.',
    options: ['The Goldberg Variations', 'The Italian Concerto', 'The French Suites'],
    votes: { fanny: 2, felix: 0, amadeus: 2 },
  },
  {
    title: 'Best opening bars of any symphony?',
    description: '',
    options: ['Beethoven 5', 'Mahler 1', 'Brahms 1', 'Also sprach Zarathustra'],
    votes: { clara: 2, fanny: 2, felix: 1, lili: 3 },
  },
  {
    title: 'Opera in the original language or in translation?',
    description: 'Surtitles count as the original.',
    options: ['Original', 'Translation', 'Depends on the piece'],
    votes: { clara: 0, amadeus: 2, felix: 0 },
  },
  {
    title: 'Your string quartet composer for a desert island?',
    description: '',
    options: ['Haydn', 'Beethoven', 'Shostakovich', 'Bartók'],
    votes: { fanny: 1, lili: 2, clara: 1 },
  },
  {
    title: 'Period instruments for Mozart: yes or no?',
    description: '',
    options: ['Yes', 'No', 'Both have their place'],
    votes: { amadeus: 2, felix: 0, fanny: 2, clara: 2 },
  },
  {
    title: 'Which season sounds most like Vivaldi’s?',
    description: 'The one he got most right.',
    options: ['Spring', 'Summer', 'Autumn', 'Winter'],
    votes: { lili: 3, amadeus: 1 },
  },
  {
    title: 'The greatest song cycle?',
    description: '',
    options: ['Winterreise', 'Dichterliebe', 'Die schöne Müllerin', 'Les nuits d’été'],
    votes: { clara: 1, fanny: 0, felix: 0 },
  },
  { title: 'Gould 1955 or 1981?', description: '', options: ['1955', '1981'] },
  {
    title: 'Best concert hall you have heard music in?',
    description: '',
    options: ['Musikverein', 'Concertgebouw', 'Symphony Hall Boston', 'Elsewhere'],
  },
  { title: 'Chopin’s best set?', description: '', options: ['Nocturnes', 'Ballades', 'Études'] },
  {
    title: 'Which Beethoven sonata would you rescue first?',
    description: '',
    options: ['Appassionata', 'Hammerklavier', 'Op. 111', 'Moonlight'],
  },
  {
    title: 'Baroque or Romantic for a rainy Sunday?',
    description: '',
    options: ['Baroque', 'Romantic'],
  },
  {
    title: 'Live recordings or studio recordings?',
    description: '',
    options: ['Live', 'Studio'],
  },
  {
    title: 'Which Schubert symphony is truly “Great”?',
    description: '',
    options: ['No. 8, Unfinished', 'No. 9, The Great'],
  },
];

/** This week's weekly poll (opened on its Monday), then two still queued. */
export const DEMO_WEEKLY_SCHEDULE: readonly DemoScheduledPoll[] = [
  {
    title: 'The concerto of the week: which would you hear live?',
    description: 'One evening, one ticket.',
    options: ['Brahms 2', 'Dvořák Cello', 'Sibelius Violin', 'Rachmaninoff 3'],
    votes: { clara: 1, fanny: 2, amadeus: 0 },
  },
  {
    title: 'Which symphony cycle should we all listen through together?',
    description: '',
    options: ['Beethoven', 'Brahms', 'Sibelius', 'Mahler'],
  },
  {
    title: 'Choral work of the week?',
    description: '',
    options: ['Brahms Requiem', 'Bach B minor Mass', 'Monteverdi Vespers'],
  },
];

/** How many past days the schedule runs for: the past week. */
export const DEMO_SCHEDULED_DAYS = 7;

export interface ScheduleSeeding {
  /** Runs openScheduledPolls as Cloud Scheduler would at `scheduleTime`. */
  runScheduleAt(scheduleTime: string): Promise<void>;
  /** Writes members' ballots as the site does, by option index. */
  writeBallots(
    pollId: string,
    ballots: readonly (readonly [string, readonly number[]])[],
  ): Promise<void>;
}

export async function seedDemoSchedules(
  admin: CallableClient,
  { runScheduleAt, writeBallots }: ScheduleSeeding,
  now: number,
): Promise<void> {
  for (const poll of DEMO_DAILY_SCHEDULE) await queue(admin, 'daily', poll);
  for (const poll of DEMO_WEEKLY_SCHEDULE) await queue(admin, 'weekly', poll);
  const today = triviaDayKey(now);
  const opened: { pollId: string; poll: DemoScheduledPoll }[] = [];
  // Oldest first: each day's run closes the day before's poll (and, on Monday, last week's).
  for (let daysAgo = DEMO_SCHEDULED_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const day = addTriviaDays(today, -daysAgo);
    await runScheduleAt(`${day}T00:00:00.000Z`);
    opened.push({
      pollId: `daily-${day}`,
      poll: DEMO_DAILY_SCHEDULE[DEMO_SCHEDULED_DAYS - daysAgo]!,
    });
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === MONDAY) {
      opened.push({ pollId: `weekly-${day}`, poll: DEMO_WEEKLY_SCHEDULE[0]! });
    }
  }
  // Today's daily poll is the one the demo admin opened by hand (DEMO_POLL): yesterday's closes.
  await admin.call('closePoll', { pollId: `daily-${addTriviaDays(today, -1)}` });
  for (const { pollId, poll } of opened) {
    const ballots = Object.entries(poll.votes ?? {}).map(
      ([voter, option]) => [voter, [option ?? 0]] as const,
    );
    await writeBallots(pollId, ballots);
  }
}

const MONDAY = 1;

async function queue(admin: CallableClient, kind: 'daily' | 'weekly', poll: DemoScheduledPoll) {
  await admin.call('saveQueuedPoll', {
    itemId: null,
    kind,
    status: 'queued',
    title: poll.title,
    description: poll.description,
    options: poll.options,
  });
}
