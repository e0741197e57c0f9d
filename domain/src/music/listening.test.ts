import { describe, expect, it } from 'vitest';
import {
  STREAMING_TOP_ITEMS,
  streamingAnalysisSchema,
  summarizeClassicalListening,
} from '../index.js';

const goldberg = {
  name: 'Goldberg Variations, BWV 988: Aria',
  artists: ['Johann Sebastian Bach', 'Glenn Gould'],
};
const pathetique = {
  name: 'Symphony No. 6 in B Minor, Op. 74 "Pathétique": I. Adagio',
  artists: ['Pyotr Ilyich Tchaikovsky', 'Berliner Philharmoniker', 'Herbert von Karajan'],
};
const cello = {
  name: 'Cello Suite No. 1 in G Major, BWV 1007: I. Prélude',
  artists: ['Johann Sebastian Bach', 'Yo-Yo Ma'],
};
const pop = { name: 'Anti-Hero', artists: ['Taylor Swift'] };

describe('summarizeClassicalListening', () => {
  it('counts plays per composer, performer and track, the top 3 of each', () => {
    const result = summarizeClassicalListening([
      { ...goldberg, plays: 5 },
      { ...pathetique, plays: 4 },
      { ...cello, plays: 2 },
      { ...pop, plays: 50 },
      goldberg,
    ]);
    expect(result.classicalTrackCount).toBe(3);
    expect(result.topArtists).toEqual([
      { name: 'Johann Sebastian Bach', type: 'composer', count: 8 },
      { name: 'Glenn Gould', type: 'performer', count: 6 },
      { name: 'Pyotr Ilyich Tchaikovsky', type: 'composer', count: 4 },
    ]);
    expect(result.topTracks).toEqual([
      {
        name: goldberg.name,
        composer: 'Johann Sebastian Bach',
        performer: 'Glenn Gould',
        artist: 'Johann Sebastian Bach, Glenn Gould',
        count: 6,
      },
      {
        name: pathetique.name,
        composer: 'Pyotr Ilyich Tchaikovsky',
        performer: 'Berliner Philharmoniker, Herbert von Karajan',
        artist: 'Pyotr Ilyich Tchaikovsky, Berliner Philharmoniker, Herbert von Karajan',
        count: 4,
      },
      {
        name: cello.name,
        composer: 'Johann Sebastian Bach',
        performer: 'Yo-Yo Ma',
        artist: 'Johann Sebastian Bach, Yo-Yo Ma',
        count: 2,
      },
    ]);
    const stored = {
      topArtists: result.topArtists,
      topTracks: result.topTracks,
      lastSyncedAt: null,
    };
    expect(streamingAnalysisSchema.safeParse(stored).success).toBe(true);
  });

  it('breaks ties by first play and keeps only the top items', () => {
    const tracks = Array.from({ length: 5 }, (_, i) => ({
      name: `Prelude ${i + 1}`,
      artists: ['Frédéric Chopin', `Pianist ${i + 1}`],
    }));
    const result = summarizeClassicalListening(tracks);
    expect(result.classicalTrackCount).toBe(5);
    expect(result.topTracks.map(({ name }) => name)).toEqual([
      'Prelude 1',
      'Prelude 2',
      'Prelude 3',
    ]);
    expect(result.topArtists).toHaveLength(STREAMING_TOP_ITEMS);
  });

  it('leaves out tracks played no time or with a nonsense count, and clips long names', () => {
    const long = { name: 'x'.repeat(400), artists: ['Ludwig van Beethoven'] };
    const result = summarizeClassicalListening([
      { ...goldberg, plays: 0 },
      { ...cello, plays: Number.NaN },
      { ...pathetique, plays: -3 },
      { ...long, plays: 2.7 },
    ]);
    expect(result.classicalTrackCount).toBe(1);
    expect(result.topTracks).toEqual([
      expect.objectContaining({
        name: 'x'.repeat(300),
        composer: 'Ludwig van Beethoven',
        count: 2,
      }),
    ]);
  });

  it('gives an empty summary for no classical listening; a track without a composer still counts', () => {
    expect(summarizeClassicalListening([pop])).toEqual({
      classicalTrackCount: 0,
      topArtists: [],
      topTracks: [],
    });
    const result = summarizeClassicalListening([
      { name: 'Improvisation', artists: ['Víkingur Ólafsson'], genres: ['classical piano'] },
    ]);
    expect(result.topTracks[0]).toMatchObject({ composer: '', performer: 'Víkingur Ólafsson' });
  });
});
