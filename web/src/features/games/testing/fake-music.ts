// Test doubles for the games' component tests. jsdom has no audio and no layout: Tone.js and
// abcjs are stood in for and record what they got. The scored round's callables (api/games-api.ts)
// are a vi.fn() each. Each test file mocks the modules with these, for instance
// `vi.mock('tone', () => import('../testing/fake-music').then((fake) => fake.toneModule))`.
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { CallableInput, CallableOutput } from '@salon/domain';

/** What the stand-in Tone.js was asked to play, and its start (the page's first gesture). */
export const sound = { start: vi.fn(async () => {}), played: [] as unknown[] };
/** The ABC tunes the stand-in abcjs was asked to draw. */
export const drawn = { abc: [] as string[] };

class PolySynth {
  volume = { value: 0 };
  toDestination() {
    return this;
  }
  releaseAll() {}
  triggerAttackRelease(notes: unknown) {
    sound.played.push(notes);
  }
}

export const toneModule = {
  start: () => sound.start(),
  now: () => 0,
  Synth: class {},
  PolySynth,
  Frequency: (midi: number) => ({ toFrequency: () => midi }),
};

export const abcjsModule = {
  renderAbc: (element: HTMLElement, abc: string) => {
    drawn.abc.push(abc);
    element.innerHTML = '<svg></svg>';
    return [];
  },
};

type RoundCall = 'startGameRound' | 'nextGameQuestion' | 'revealGameBar' | 'answerGameQuestion';
type Call<Name extends RoundCall> = (input: CallableInput<Name>) => Promise<CallableOutput<Name>>;

/** The scored round's callables, as the test answers them. */
export const api = {
  start: vi.fn<Call<'startGameRound'>>(),
  next: vi.fn<Call<'nextGameQuestion'>>(),
  reveal: vi.fn<Call<'revealGameBar'>>(),
  answer: vi.fn<Call<'answerGameQuestion'>>(),
};

export const gamesApiModule = {
  startGameRound: (_services: unknown, input: CallableInput<'startGameRound'>) => api.start(input),
  nextGameQuestion: (_services: unknown, input: CallableInput<'nextGameQuestion'>) =>
    api.next(input),
  revealGameBar: (_services: unknown, input: CallableInput<'revealGameBar'>) => api.reveal(input),
  answerGameQuestion: (_services: unknown, input: CallableInput<'answerGameQuestion'>) =>
    api.answer(input),
};

// user-event walks a radio group by its name through CSS.escape, which jsdom lacks.
if (!('CSS' in globalThis)) {
  vi.stubGlobal('CSS', {
    escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`),
  });
}

/** The game's verdict, announced politely (the router's probe is a status too). */
export const verdict = () =>
  screen.getAllByRole('status').find((element) => element.classList.contains('games-result'))!;

/** Before each test: nothing played, drawn or answered yet. */
export function resetFakes(): void {
  sound.played.length = 0;
  sound.start.mockClear();
  drawn.abc.length = 0;
  for (const call of Object.values(api)) call.mockReset();
}
