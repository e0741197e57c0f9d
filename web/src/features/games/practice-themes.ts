// Name the work's practice, drawn in the page: the themes arrive with it (a chunk of their own,
// fetched on "Practise"), while a scored round's page gets only the bars the function shows.
import {
  drawThemeRound,
  serveThemePrompt,
  themeCredit,
  THEMES,
  type ThemeQuestion,
} from '@salon/domain';
import type { Practice } from './game-kit';

export function themePractice(level: number): Practice {
  let round: ThemeQuestion[] = [];
  let at = -1;
  let shown = 1;
  const serve = () => {
    const question = round[at]!;
    const theme = THEMES.find((item) => item.id === question.themeId)!;
    return {
      prompt: serveThemePrompt(question.prompt, theme, shown),
      answer: question.answer,
      credit: question.prompt.part === 'work' ? themeCredit(theme) : null,
    };
  };
  return {
    next() {
      at += 1;
      if (at >= round.length) {
        round = drawThemeRound(THEMES, level, Math.random);
        at = 0;
      }
      // A theme's first question starts from its first bar; its second keeps the bars shown.
      if (round[at]!.prompt.part === 'composer') shown = 1;
      return serve();
    },
    reveal() {
      shown += 1;
      return serve().prompt;
    },
  };
}
