// A round's question as the member may see it: never its answer; in Name the work, the theme's
// header and only the bars shown so far (the round's `barsShownAt`), never its name.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { serveThemePrompt, THEMES, type CallableOutput, type ThemeAsk } from '@salon/domain';

type Served = CallableOutput<'nextGameQuestion'>['prompt'];

interface KeptQuestion {
  readonly prompt: Served | ThemeAsk;
  readonly answer: string;
  readonly themeId?: string;
}

export function keptQuestion(round: DocumentSnapshot, index: number): KeptQuestion {
  return (round.get('questions') as KeptQuestion[])[index]!;
}

export function themeOf(question: KeptQuestion) {
  return THEMES.find((theme) => theme.id === question.themeId) ?? null;
}

/** The question at `index`, served with `shown` bars when it asks of a theme. */
export function servedPrompt(question: KeptQuestion, shown: number): Served {
  const { prompt } = question;
  if (prompt.kind !== 'theme') return prompt;
  const served = serveThemePrompt(prompt, themeOf(question)!, shown);
  return { ...served, choices: [...served.choices], bars: [...served.bars] };
}
