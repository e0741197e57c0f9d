// The questions are synthesized in the browser with Tone.js: no samples are fetched. Tone's code
// arrives with the player's first press (Practise, Start Round), which also starts its audio
// context, as browsers allow only after a gesture; the game's page draws without it.
import type { IntervalPrompt } from '@salon/domain';

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

/** Plays the question: the two notes one after the other, or together when harmonic. */
export async function playPrompt(prompt: Pick<IntervalPrompt, 'notes' | 'order'>): Promise<void> {
  const { tone, synth } = await instrument();
  const [first, second] = prompt.notes.map((midi) => tone.Frequency(midi, 'midi').toFrequency());
  const now = tone.now();
  synth.releaseAll(now);
  if (prompt.order === 'harmonic') {
    synth.triggerAttackRelease([first!, second!], 1.4, now + 0.05);
  } else {
    synth.triggerAttackRelease(first!, 0.7, now + 0.05);
    synth.triggerAttackRelease(second!, 0.9, now + 0.85);
  }
}
