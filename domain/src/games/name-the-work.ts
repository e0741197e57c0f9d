// Name the work (docs/games.md): a theme of themes.ts is revealed bar by bar; the player names its
// composer, then the work, each from choices drawn here. A round asks two questions of each theme
// (composer, then work): what the function keeps (`ThemeAsk`, with the theme's id) is apart from
// what it serves (`ThemePrompt`: the ask with the bars shown so far), so no later bar, and no
// name, leaves the function before its time.
import { GAME_ROUND_LENGTH } from './scoring.js';
import { describeTune, splitTune } from './theme-abc.js';
import type { Theme } from './themes.js';

type ThemePart = 'composer' | 'work';

/** A theme question as kept with the round: which part it asks, and the choices. */
export interface ThemeAsk {
  readonly kind: 'theme';
  readonly part: ThemePart;
  readonly choices: readonly string[];
}

/** A theme question as served: the ask, the tune's header and the bars shown so far. */
export interface ThemePrompt extends ThemeAsk {
  readonly header: string;
  readonly bars: readonly string[];
  readonly totalBars: number;
}

export interface ThemeQuestion {
  readonly prompt: ThemeAsk;
  readonly answer: string;
  readonly themeId: string;
}

/** Themes in a round: each asks two questions. */
export const THEMES_PER_ROUND = GAME_ROUND_LENGTH / 2;

/** How many choices each level offers, and whether the others are of the theme's period. */
const LEVEL_CHOICES = [
  { count: 4, samePeriod: false },
  { count: 6, samePeriod: true },
] as const;

/** How a work is named among the choices: the title, with its catalogue number if it has one. */
export function workLabel(theme: Pick<Theme, 'work' | 'catalogue'>): string {
  return theme.catalogue ? `${theme.work}, ${theme.catalogue}` : theme.work;
}

/** The theme, said in full once both its questions are answered. */
export function themeCredit(theme: Theme): string {
  const movement = theme.movement ? `, ${theme.movement}` : '';
  return `${theme.composer}: ${workLabel(theme)}${movement} (${theme.year}).`;
}

/** `count` items of `items`, each equally likely, in drawn order. */
function drawSome<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const drawn: T[] = [];
  while (drawn.length < count && pool.length > 0) {
    drawn.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  return drawn;
}

/**
 * The right name and `count - 1` others, alphabetically: the others drawn from `preferred` first
 * (names near the answer, which make the choice a real one), then from `rest`.
 */
function choicesFor(
  answer: string,
  preferred: readonly string[],
  rest: readonly string[],
  count: number,
  random: () => number,
): string[] {
  const unique = (names: readonly string[], not: ReadonlySet<string>) =>
    [...new Set(names)].filter((name) => !not.has(name));
  const near = drawSome(unique(preferred, new Set([answer])), count - 1, random);
  const far = drawSome(unique(rest, new Set([answer, ...near])), count - 1 - near.length, random);
  return [answer, ...near, ...far].sort((a, b) => a.localeCompare(b));
}

/** A round of `level` (1-based): distinct themes, two questions each, drawn with `random`. */
export function drawThemeRound(
  themes: readonly Theme[],
  level: number,
  random: () => number,
): ThemeQuestion[] {
  const { count, samePeriod } = LEVEL_CHOICES[level - 1]!;
  return drawSome(themes, THEMES_PER_ROUND, random).flatMap((theme): ThemeQuestion[] => {
    const others = themes.filter((other) => other.composer !== theme.composer);
    const peers = samePeriod ? others.filter((other) => other.period === theme.period) : [];
    const composers = choicesFor(
      theme.composer,
      peers.map((other) => other.composer),
      others.map((other) => other.composer),
      count,
      random,
    );
    const sameComposer = themes.filter(
      (other) => other.composer === theme.composer && other.id !== theme.id,
    );
    const samePeriodWorks = themes.filter(
      (other) => other.period === theme.period && other.id !== theme.id,
    );
    const works = choicesFor(
      workLabel(theme),
      [...sameComposer, ...(samePeriod ? samePeriodWorks : [])].map(workLabel),
      themes.map(workLabel),
      count,
      random,
    );
    return [
      {
        prompt: { kind: 'theme', part: 'composer', choices: composers },
        answer: theme.composer,
        themeId: theme.id,
      },
      {
        prompt: { kind: 'theme', part: 'work', choices: works },
        answer: workLabel(theme),
        themeId: theme.id,
      },
    ];
  });
}

/** The question as served with its first `shown` bars (at least one, at most every bar). */
export function serveThemePrompt(ask: ThemeAsk, theme: Theme, shown: number): ThemePrompt {
  const { header, bars } = splitTune(theme.abc);
  const count = Math.min(Math.max(shown, 1), bars.length);
  return {
    kind: 'theme',
    part: ask.part,
    choices: [...ask.choices],
    header,
    bars: bars.slice(0, count),
    totalBars: bars.length,
  };
}

/** The bars shown so far, in words: what a screen reader says, and a member who cannot hear reads. */
export function describeThemePrompt(prompt: Pick<ThemePrompt, 'header' | 'bars' | 'totalBars'>) {
  const shown = prompt.bars.length;
  const of =
    shown === 1
      ? `The first bar of ${prompt.totalBars}`
      : `The first ${shown} bars of ${prompt.totalBars}`;
  return `${of}. ${describeTune(prompt.header, prompt.bars)}`;
}
