// A round's question as the member may see it: never its answer; in Name the work, the theme's
// header and only the bars shown so far (the round's `barsShownAt`), never its name.
import { serveThemePrompt, THEMES, type CallableOutput } from '@salon/domain';
import type { GameRound } from './round-access.js';

type Served = CallableOutput<'nextGameQuestion'>['prompt'];
type KeptQuestion = GameRound['questions'][number];

export function keptQuestion(round: GameRound, index: number): KeptQuestion {
  return round.questions[index]!;
}

export function themeOf(question: KeptQuestion) {
  return 'themeId' in question
    ? (THEMES.find((theme) => theme.id === question.themeId) ?? null)
    : null;
}

/** The question at `index`, served with `shown` bars when it asks of a theme. */
export function servedPrompt(question: KeptQuestion, shown: number): Served {
  const { prompt } = question;
  if (prompt.kind !== 'theme') return prompt;
  const served = serveThemePrompt(prompt, themeOf(question)!, shown);
  return { ...served, choices: [...served.choices], bars: [...served.bars] };
}
