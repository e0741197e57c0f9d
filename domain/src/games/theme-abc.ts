// Reading a "Name the work" theme's ABC (themes.ts) bar by bar: its header and bars, the notes a
// bar plays (pitch and length, the key's and the bar's accidentals applied), for the words a
// screen reader says and for the sound the page plays. Only what the themes use is read: notes,
// rests, chords in brackets, lengths, broken rhythm, tuplets; decorations, grace notes, slurs,
// ties and chord symbols are skipped (a tie's second note is said and played again).
import { Key } from 'tonal';

/** A tune as the game reveals it: its header (X: to K:) and its bars, a pickup counting as one. */
export function splitTune(abc: string): { header: string; bars: string[] } {
  const lines = abc.split('\n');
  const keyLine = lines.findIndex((line) => line.startsWith('K:'));
  const header = lines.slice(0, keyLine + 1).join('\n');
  const bars = lines
    .slice(keyLine + 1)
    .join(' ')
    .split('|')
    .map((bar) => bar.replace(/^[\]:\s]+|[:\s]+$/g, ''))
    .filter((bar) => /[A-Ga-gz]/.test(bar.replace(/"[^"]*"|![^!]*!/g, '')));
  return { header, bars };
}

/** The first `shown` bars as a tune abcjs draws. */
export function tuneOf(header: string, bars: readonly string[]): string {
  return `${header}\n${bars.join('|')}|]\n`;
}

function field(header: string, name: string): string {
  const line = header.split('\n').find((item) => item.startsWith(`${name}:`));
  return line?.slice(name.length + 1).trim() ?? '';
}

/** The key of K:, as words say it ("G major", "C# minor") and as tonal spells its scale. */
function keyOf(header: string): { words: string; scale: readonly string[] } {
  const [, tonic = 'C', minor] = /^([A-G][b#]?)(m(?:in(?:or)?)?)?\b/.exec(field(header, 'K')) ?? [];
  return minor
    ? { words: `${tonic} minor`, scale: Key.minorKey(tonic).natural.scale }
    : { words: `${tonic} major`, scale: Key.majorKey(tonic).scale };
}

function fraction(text: string, fallback: number): number {
  const [top, bottom] = text.split('/').map(Number);
  return top && bottom ? top / bottom : fallback;
}

/** A note or rest of a bar: `pitches` empty for a rest; `length` in whole notes. */
export interface TuneEvent {
  readonly pitches: readonly string[];
  readonly length: number;
}

const NOTE = /^(\^{1,2}|_{1,2}|=)?([A-Ga-g])([,']*)(\d*)(\/*)(\d*)/;
const REST = /^[zx](\d*)(\/*)(\d*)/;

function lengthOf(digits: string, slashes: string, below: string): number {
  const top = digits ? Number(digits) : 1;
  if (!slashes) return top;
  return top / (below ? Number(below) : 2 ** slashes.length);
}

/** What a tuplet "(p" or "(p:q:r" does: r notes (p if unsaid) take the time of q. */
function tuplet(spec: string, compound: boolean): { ratio: number; count: number } {
  const [p = 3, q, r] = spec.split(':').map((part) => (part ? Number(part) : undefined));
  const inTimeOf = q ?? { 2: 3, 3: 2, 4: 3, 6: 2, 8: 3 }[p] ?? (compound ? 3 : 2);
  return { ratio: inTimeOf / p, count: r ?? p };
}

/** The notes and rests of one bar, the key's accidentals applied, and the bar's own after them. */
export function barEvents(header: string, bar: string): TuneEvent[] {
  const unit = fraction(field(header, 'L'), 1 / 8);
  const meter = field(header, 'M');
  const compound = /^(6|9|12)\//.test(meter);
  const keyAccidentals = new Map(keyOf(header).scale.map((pc) => [pc[0]!, pc.slice(1)]));
  const barAccidentals = new Map<string, string>();
  const events: { pitches: string[]; length: number }[] = [];
  let scale = { ratio: 1, left: 0 };
  let broken: number | null = null;
  let rest = bar;

  const pitchOf = (match: RegExpExecArray): string => {
    const [, accidental, letter = 'C', marks = ''] = match;
    const octave =
      (letter === letter.toLowerCase() ? 5 : 4) +
      (marks.match(/'/g)?.length ?? 0) -
      (marks.match(/,/g)?.length ?? 0);
    const step = letter.toUpperCase();
    const place = `${step}${octave}`;
    if (accidental) {
      barAccidentals.set(
        place,
        { '^': '#', '^^': '##', _: 'b', __: 'bb', '=': '' }[accidental] ?? '',
      );
    }
    const sign = barAccidentals.get(place) ?? keyAccidentals.get(step) ?? '';
    return `${step}${sign}${octave}`;
  };
  const push = (pitches: string[], length: number) => {
    let value = length * unit;
    if (scale.left > 0) {
      value *= scale.ratio;
      scale = { ...scale, left: scale.left - 1 };
    }
    if (broken !== null) {
      value *= broken;
      broken = null;
    }
    events.push({ pitches, length: value });
  };

  while (rest.length > 0) {
    const skipped = /^("[^"]*"|![^!]*!|\{[^}]*\}|\[[A-Za-z]:[^\]]*\]|[\s)\-.~])/.exec(rest);
    if (skipped) {
      rest = rest.slice(skipped[0].length);
      continue;
    }
    const group = /^\((\d+(?::\d*)*)/.exec(rest);
    if (group) {
      const { ratio, count } = tuplet(group[1]!, compound);
      scale = { ratio, left: count };
      rest = rest.slice(group[0].length);
      continue;
    }
    if (rest.startsWith('(')) {
      rest = rest.slice(1);
      continue;
    }
    const dots = /^(>+|<+)/.exec(rest);
    if (dots && events.length > 0) {
      const shift = 1 / 2 ** dots[1]!.length;
      const last = events[events.length - 1]!;
      const forward = dots[1]!.startsWith('>');
      last.length *= forward ? 2 - shift : shift;
      broken = forward ? shift : 2 - shift;
      rest = rest.slice(dots[0].length);
      continue;
    }
    const chord = /^\[([^\]]*)\](\d*)(\/*)(\d*)/.exec(rest);
    if (chord) {
      const pitches: string[] = [];
      let inner = chord[1]!;
      let first: RegExpExecArray | null = null;
      for (let match = NOTE.exec(inner); match; match = NOTE.exec(inner)) {
        first ??= match;
        pitches.push(pitchOf(match));
        inner = inner.slice(match[0].length).replace(/^[\s-]+/, '');
      }
      const own = first ? lengthOf(first[4]!, first[5]!, first[6]!) : 1;
      push(pitches, own * lengthOf(chord[2]!, chord[3]!, chord[4]!));
      rest = rest.slice(chord[0].length);
      continue;
    }
    const note = NOTE.exec(rest);
    if (note) {
      push([pitchOf(note)], lengthOf(note[4]!, note[5]!, note[6]!));
      rest = rest.slice(note[0].length);
      continue;
    }
    const pause = REST.exec(rest);
    if (pause) {
      push([], lengthOf(pause[1]!, pause[2]!, pause[3]!));
      rest = rest.slice(pause[0].length);
      continue;
    }
    rest = rest.slice(1); // anything else the themes do not use
  }
  return events;
}

/** Seconds a whole note lasts at the tune's Q: tempo ("1/4=120"; a quarter at 100 if none). */
export function wholeNoteSeconds(header: string): number {
  const [beat = '1/4', perMinute = '100'] = field(header, 'Q').split('=');
  return 60 / (Number(perMinute) || 100) / fraction(beat, 1 / 4);
}

/** The revealed bars in words: the key and metre, then each bar's notes ("rest" for a rest). */
export function describeTune(header: string, bars: readonly string[]): string {
  const meter = field(header, 'M').replace(/^C\|$/, '2/2').replace(/^C$/, '4/4');
  const said = bars.map((bar, index) => {
    const notes = barEvents(header, bar).map((event) =>
      event.pitches.length === 0 ? 'rest' : event.pitches.join(' and '),
    );
    return `Bar ${index + 1}: ${notes.join(', ')}.`;
  });
  return [`In ${keyOf(header).words}, ${meter} time.`, ...said].join(' ');
}
