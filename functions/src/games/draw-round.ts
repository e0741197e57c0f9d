// A scored round's questions, drawn with the platform's cryptographic randomness by the game's
// own domain draw (docs/games.md), in the shape the round keeps them.
import { randomInt } from 'node:crypto';
import {
  drawChordQuestion,
  drawIntervalQuestion,
  drawThemeRound,
  GAME_ROUND_LENGTH,
  THEMES,
  type GameId,
} from '@salon/domain';

/** A uniform [0, 1) from the platform's CSPRNG, as the domain's draws take it. */
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

export function drawRound(game: GameId, level: number) {
  if (game === 'name-the-work') {
    return drawThemeRound(THEMES, level, secureRandom).map(({ prompt, answer, themeId }) => ({
      prompt: { ...prompt, choices: [...prompt.choices] },
      answer,
      themeId,
    }));
  }
  return Array.from({ length: GAME_ROUND_LENGTH }, () => {
    if (game === 'chords') {
      const { prompt, answer } = drawChordQuestion(level, secureRandom);
      return {
        prompt: {
          ...prompt,
          chords: prompt.chords.map((chord) => ({ notes: [...chord.notes] })),
          choices: [...prompt.choices],
        },
        answer,
      };
    }
    const { prompt, answer } = drawIntervalQuestion(level, secureRandom);
    return {
      prompt: {
        ...prompt,
        notes: [...prompt.notes] as [number, number],
        choices: [...prompt.choices],
      },
      answer,
    };
  });
}
