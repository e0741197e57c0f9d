import { describe, expect, it } from 'vitest';
import { analyseTopItems, rankPoints, spotifyTopTracksPageSchema } from '../index.js';

const track = (name: string, ...artists: [string, string][]) => ({
  name,
  artists: artists.map(([id, artistName]) => ({ id, name: artistName })),
});

describe('analyseTopItems', () => {
  it('scores ranks, not plays: 50 for the first track down to 1 for the 50th', () => {
    expect(rankPoints(0)).toBe(50);
    expect(rankPoints(49)).toBe(1);
    expect(rankPoints(50)).toBe(0);
  });

  it('finds the classical tracks among the ranked ones, composers and performers scored', () => {
    const analysis = analyseTopItems(
      {
        items: [
          track('Espresso', ['s1', 'Sabrina Carpenter']),
          track('Clair de lune', ['d', 'Claude Debussy'], ['p', 'Alice Sara Ott']),
          track('Gymnopédie No. 1', ['s', 'Erik Satie'], ['p', 'Alice Sara Ott']),
        ],
      },
      { items: [] },
    );
    expect(analysis.classicalTracksFound).toBe(2);
    expect(analysis.tracksRanked).toBe(3);
    expect(analysis.topArtists).toEqual([
      { name: 'Alice Sara Ott', type: 'performer', count: 49 + 48 },
      { name: 'Claude Debussy', type: 'composer', count: 49 },
      { name: 'Erik Satie', type: 'composer', count: 48 },
    ]);
    expect(analysis.topTracks.map(({ name, count }) => [name, count])).toEqual([
      ['Clair de lune', 49],
      ['Gymnopédie No. 1', 48],
    ]);
  });

  it('takes the top artists’ genres as evidence when the provider still gives them', () => {
    const bachWithAnOrchestra = {
      items: [track('Youth Gone Wild', ['b', 'Bach'], ['o', 'Orchestre de Paris'])],
    };
    const noGenres = analyseTopItems({ items: [track('Air', ['b', 'Bach'])] }, { items: [] });
    expect(noGenres.classicalTracksFound).toBe(0);
    const withGenres = analyseTopItems(
      { items: [track('Air', ['b', 'Bach'])] },
      { items: [{ id: 'b', name: 'Bach', genres: ['baroque'] }] },
    );
    expect(withGenres.topArtists).toEqual([
      { name: 'Johann Sebastian Bach', type: 'composer', count: 50 },
    ]);
    expect(analyseTopItems(bachWithAnOrchestra, { items: [] }).classicalTracksFound).toBe(1);
  });

  it('reads the provider’s paging object, ignoring fields it does not need', () => {
    const page = spotifyTopTracksPageSchema.parse({
      href: 'x',
      items: [
        {
          id: 't',
          name: 'Aria',
          uri: 'spotify:track:t',
          artists: [{ id: 'b', name: 'Bach' }],
          duration_ms: 1,
        },
      ],
      total: 1,
      limit: 50,
      offset: 0,
      next: null,
    });
    expect(page.items[0]?.artists[0]?.name).toBe('Bach');
    expect(spotifyTopTracksPageSchema.safeParse({ items: [{ name: 'x' }] }).success).toBe(false);
  });
});
