// The questions are synthesized in the browser with Tone.js: no samples are fetched. Tone's code
// arrives with the player's first press (Practise, Start Round), which also starts its audio
// context, as browsers allow only after a gesture; the game's page draws without it.
import { barEvents, wholeNoteSeconds, type IntervalPrompt, type ServedPrompt } from '@salon/domain';

type Tone = typeof import('tone');
type Synth = InstanceType<Tone['PolySynth']>;

let loading: Promise<{ tone: Tone; synth: Synth }> | null = null;

function instrument() {
  loading ??= import('tone').then(async (tone) => {
    await tone.start();
    const synth = new tone.PolySynth(tone.Synth, {
      envelope: { attack: 0.02, decay: 0.2, sustain: 0.5, release: 0.8 },
    }).toDestination();
    synth.volume.value = -8;
    return { tone, synth };
  });
  loading.catch(() => {
    loading = null; // a refused start (no gesture yet) is tried again on the next press
  });
  return loading;
}

/** What is played: notes (MIDI numbers or names as tonal spells them) at a time, for a time. */
interface Sounding {
  readonly notes: readonly (number | string)[];
  readonly at: number;
  readonly seconds: number;
}

/** The two notes one after the other, or together when harmonic. */
function intervalSounds(prompt: Pick<IntervalPrompt, 'notes' | 'order'>): Sounding[] {
  const [first, second] = prompt.notes;
  return prompt.order === 'harmonic'
    ? [{ notes: [first, second], at: 0, seconds: 1.4 }]
    : [
        { notes: [first], at: 0, seconds: 0.7 },
        { notes: [second], at: 0.8, seconds: 0.9 },
      ];
}

function soundsOf(prompt: ServedPrompt): Sounding[] {
  if (prompt.kind === 'interval') return intervalSounds(prompt);
  if (prompt.kind === 'chord') {
    const seconds = prompt.chords.length === 1 ? 1.6 : 0.9;
    return prompt.chords.map((chord, index) => ({ notes: chord.notes, at: index, seconds }));
  }
  // A theme: its bars shown so far, at the tune's tempo.
  const whole = wholeNoteSeconds(prompt.header);
  let at = 0;
  return prompt.bars.flatMap((bar) =>
    barEvents(prompt.header, bar).map((event) => {
      const sounding = { notes: event.pitches, at, seconds: event.length * whole * 0.95 };
      at += event.length * whole;
      return sounding;
    }),
  );
}

/** Plays the question: an interval, a chord or a cadence, or a theme's bars shown so far. */
export async function playPrompt(prompt: ServedPrompt): Promise<void> {
  const { tone, synth } = await instrument();
  const now = tone.now();
  synth.releaseAll(now);
  for (const sounding of soundsOf(prompt)) {
    if (sounding.notes.length === 0) continue; // a rest
    const frequencies = sounding.notes.map((note) =>
      typeof note === 'number' ? tone.Frequency(note, 'midi').toFrequency() : note,
    );
    synth.triggerAttackRelease(
      frequencies.length === 1 ? frequencies[0]! : frequencies,
      sounding.seconds,
      now + 0.05 + sounding.at,
    );
  }
}
