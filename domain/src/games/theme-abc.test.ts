import { describe, expect, it } from 'vitest';
import { barEvents, describeTune, splitTune, tuneOf, wholeNoteSeconds } from './theme-abc.js';

/** A common-time header with the unit left to the default (an eighth). */
const COMMON = 'X:1\nM:4/4\nK:C';

const pitches = (header: string, bar: string) => barEvents(header, bar).map((e) => e.pitches);
const lengths = (header: string, bar: string) => barEvents(header, bar).map((e) => e.length);

/** Each length equal to the one expected, within rounding. */
const expectLengths = (actual: number[], expected: number[]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((length, index) => expect(length, `event ${index}`).toBeCloseTo(expected[index]!));
};

describe('splitTune', () => {
  it('keeps every header line through K:, and reads bars across bar lines and repeat signs', () => {
    const { header, bars } = splitTune(
      'X:1\nT:Minuet\nM:3/4\nL:1/8\nK:G\n|: d2 GABc | "G"d2 G2 G2 :|\n|| "D7" | e2 c2 z2 |]',
    );
    expect(header).toBe('X:1\nT:Minuet\nM:3/4\nL:1/8\nK:G');
    // Repeat signs and double bars are not bars; a bar holding only a chord symbol is none either.
    expect(bars).toEqual(['d2 GABc', '"G"d2 G2 G2', 'e2 c2 z2']);
  });

  it('counts a bar of rests as a bar', () => {
    expect(splitTune('X:1\nK:C\nz4|CDEF|]').bars).toEqual(['z4', 'CDEF']);
  });
});

describe('tuneOf', () => {
  it('writes the bars shown after the header, closed by a final bar line', () => {
    const { header, bars } = splitTune('X:1\nM:2/4\nK:C\nCD|EF|GA|]');
    expect(tuneOf(header, bars.slice(0, 2))).toBe('X:1\nM:2/4\nK:C\nCD|EF|]\n');
    expect(splitTune(tuneOf(header, bars.slice(0, 2))).bars).toEqual(['CD', 'EF']);
  });
});

describe('barEvents: note lengths', () => {
  it('takes an eighth as the unit when L: is absent, and multiplies and divides it', () => {
    expectLengths(lengths(COMMON, 'A A2 A/ A// A3/2 A/4'), [
      1 / 8,
      1 / 4,
      1 / 16,
      1 / 32,
      3 / 16,
      1 / 32,
    ]);
  });

  it('takes the unit of L:', () => {
    expectLengths(lengths('X:1\nM:4/4\nL:1/4\nK:C', 'A z A2'), [1 / 4, 1 / 4, 1 / 2]);
  });

  it('reads rests, seen or unseen, as silence of their length', () => {
    const events = barEvents(COMMON, 'z x2 z/');
    expect(events.map((e) => e.pitches)).toEqual([[], [], []]);
    expectLengths(
      events.map((e) => e.length),
      [1 / 8, 1 / 4, 1 / 16],
    );
  });

  it('shifts time from one note to the next in broken rhythm, either way', () => {
    expectLengths(lengths(COMMON, 'A>B A<B A>>B'), [
      3 / 16,
      1 / 16,
      1 / 16,
      3 / 16,
      7 / 32,
      1 / 32,
    ]);
  });

  it('ignores a broken-rhythm sign with no note before it', () => {
    expectLengths(lengths(COMMON, '>AB'), [1 / 8, 1 / 8]);
  });

  it('fits a tuplet’s notes into the time the ABC standard gives them', () => {
    // A triplet in the time of two, a duplet in the time of three.
    expectLengths(lengths(COMMON, '(3ABc (2AB'), [1 / 12, 1 / 12, 1 / 12, 3 / 16, 3 / 16]);
    // Five notes take the time of two in simple time, of three in compound time.
    expectLengths(lengths(COMMON, '(5ABcde'), Array(5).fill(1 / 20));
    expectLengths(lengths('X:1\nM:6/8\nK:C', '(5ABcde'), Array(5).fill(3 / 40));
    // "(p::r": r notes of the tuplet, in the usual time; the note after is whole again.
    expectLengths(lengths(COMMON, '(3::2AB c'), [1 / 12, 1 / 12, 1 / 8]);
    // "(p:q": p notes in the time of q.
    expectLengths(lengths(COMMON, '(3:4ABc'), [1 / 6, 1 / 6, 1 / 6]);
  });

  it('gives a chord the length of its first note, times the length after the bracket', () => {
    expectLengths(lengths(COMMON, '[CEG]2 [C2E2G2] [C2E2]/'), [1 / 4, 1 / 4, 1 / 8]);
  });

  it('keeps the bar’s time when a bracket holds no note, as a rest of the bracket’s length', () => {
    const events = barEvents(COMMON, 'C2 []2 C4');
    expect(events.map((e) => e.pitches)).toEqual([['C4'], [], ['C4']]);
    expect(events.reduce((sum, e) => sum + e.length, 0)).toBeCloseTo(1);
  });
});

describe('barEvents: pitches', () => {
  it('places letters in octaves: capitals from middle C, small letters above, marks to move', () => {
    expect(pitches(COMMON, "C c C, C,, c' G,")).toEqual([
      ['C4'],
      ['C5'],
      ['C3'],
      ['C2'],
      ['C6'],
      ['G3'],
    ]);
  });

  it('applies the accidentals of major and minor keys', () => {
    expect(pitches('X:1\nK:Bb', 'B E F')).toEqual([['Bb4'], ['Eb4'], ['F4']]);
    expect(pitches('X:1\nK:Cm', 'E A B')).toEqual([['Eb4'], ['Ab4'], ['Bb4']]);
    expect(pitches('X:1\nK:F#m', 'F C G')).toEqual([['F#4'], ['C#4'], ['G#4']]);
  });

  it('keeps a bar’s accidental to the end of the bar, in its own octave only', () => {
    expect(pitches(COMMON, '^c c C')).toEqual([['C#5'], ['C#5'], ['C4']]);
    expect(pitches(COMMON, '__B B ^^F =F')).toEqual([['Bbb4'], ['Bbb4'], ['F##4'], ['F4']]);
    // A natural cancels the key's sharp for the rest of the bar; the next bar has the key again.
    expect(pitches('X:1\nK:G', '=F F')).toEqual([['F4'], ['F4']]);
    expect(pitches('X:1\nK:G', 'F')).toEqual([['F#4']]);
  });

  it('carries an accidental written in a chord to the notes after it', () => {
    expect(pitches(COMMON, '[^FA] F')).toEqual([['F#4', 'A4'], ['F#4']]);
  });

  it('plays a tie’s second note again, and skips slurs, decorations, grace notes and symbols', () => {
    expect(pitches(COMMON, 'A2-A2 [C-E-][CE]')).toEqual([
      ['A4'],
      ['A4'],
      ['C4', 'E4'],
      ['C4', 'E4'],
    ]);
    const events = barEvents(COMMON, '(AB) !trill!c ~d .e {g}f "Am"g [L:1/4]a');
    expect(events.map((e) => e.pitches)).toEqual([
      ['A4'],
      ['B4'],
      ['C5'],
      ['D5'],
      ['E5'],
      ['F5'],
      ['G5'],
      ['A5'],
    ]);
    // A slur, unlike a tuplet, leaves the lengths alone.
    expect(events.every((event) => event.length === 1 / 8)).toBe(true);
  });
});

describe('wholeNoteSeconds', () => {
  it('times a whole note by the beat and pace of Q:', () => {
    expect(wholeNoteSeconds('X:1\nQ:1/4=120\nK:C')).toBeCloseTo(2);
    expect(wholeNoteSeconds('X:1\nQ:1/2=80\nK:C')).toBeCloseTo(1.5);
    expect(wholeNoteSeconds('X:1\nQ:3/8=60\nK:C')).toBeCloseTo(8 / 3);
  });

  it('falls back to a quarter at 100 without a Q: or with a pace it cannot read', () => {
    expect(wholeNoteSeconds('X:1\nK:C')).toBeCloseTo(2.4);
    expect(wholeNoteSeconds('X:1\nQ:1/4=fast\nK:C')).toBeCloseTo(2.4);
  });
});

describe('describeTune', () => {
  it('says the key and metre, then each bar’s notes, chords and rests', () => {
    expect(describeTune('X:1\nM:C|\nK:Bbm', ['B2 z2', '[DF]4'])).toBe(
      'In Bb minor, 2/2 time. Bar 1: Bb4, rest. Bar 2: Db4 and F4.',
    );
    expect(describeTune('X:1\nM:C\nK:Amin', ['A'])).toBe('In A minor, 4/4 time. Bar 1: A4.');
    expect(describeTune('X:1\nM:3/4\nK:Bm clef=bass', ['C'])).toBe(
      'In B minor, 3/4 time. Bar 1: C#4.',
    );
  });

  it('reads a tune without a key it knows in C major', () => {
    expect(describeTune('X:1\nM:2/4\nK:none', ['F B'])).toBe(
      'In C major, 2/4 time. Bar 1: F4, B4.',
    );
  });
});
