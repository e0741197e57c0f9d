import { describe, expect, it } from 'vitest';
import { classifyTrack, type TrackClassification } from '../index.js';

function summary(result: TrackClassification) {
  if (!result.classical) return 'not classical';
  return { composers: result.composers.map(({ name }) => name), performers: result.performers };
}

describe('classifyTrack', () => {
  it('names the composer and performers of tracks credited as catalogues credit them', () => {
    expect(summary(classifyTrack({ artists: ['Johann Sebastian Bach', 'Glenn Gould'] }))).toEqual({
      composers: ['Johann Sebastian Bach'],
      performers: ['Glenn Gould'],
    });
    expect(
      summary(
        classifyTrack({
          artists: ['Pyotr Ilyich Tchaikovsky', 'Berliner Philharmoniker', 'Herbert von Karajan'],
        }),
      ),
    ).toEqual({
      composers: ['Pyotr Ilyich Tchaikovsky'],
      performers: ['Berliner Philharmoniker', 'Herbert von Karajan'],
    });
    expect(
      summary(classifyTrack({ artists: ['Antonin Dvorak', 'Wiener Philharmoniker'] })),
    ).toEqual({ composers: ['Antonín Dvořák'], performers: ['Wiener Philharmoniker'] });
  });

  it('reads library-style names, "Surname, Given"', () => {
    expect(
      summary(classifyTrack({ artists: ['Bach, Johann Sebastian', 'András Schiff'] })),
    ).toEqual({ composers: ['Johann Sebastian Bach'], performers: ['András Schiff'] });
  });

  it('counts a single-word name only with other evidence', () => {
    expect(classifyTrack({ artists: ['Bach'] })).toEqual({ classical: false });
    expect(classifyTrack({ artists: ['Bach'], genres: ['hard rock'] })).toEqual({
      classical: false,
    });
    expect(summary(classifyTrack({ artists: ['Mozart'], genres: ['Classical'] }))).toEqual({
      composers: ['Wolfgang Amadeus Mozart'],
      performers: [],
    });
    expect(
      summary(
        classifyTrack({ artists: ['Chopin', 'Martha Argerich', 'London Symphony Orchestra'] }),
      ),
    ).toEqual({
      composers: ['Frédéric Chopin'],
      performers: ['Martha Argerich', 'London Symphony Orchestra'],
    });
    expect(summary(classifyTrack({ artists: ['Liszt', 'Franz Schubert'] }))).toEqual({
      composers: ['Franz Liszt', 'Franz Schubert'],
      performers: [],
    });
  });

  it('treats a composer name shared with a pop star like a single word', () => {
    expect(
      classifyTrack({ artists: ['Engelbert Humperdinck'], genres: ['easy listening'] }),
    ).toEqual({ classical: false });
    expect(
      summary(classifyTrack({ artists: ['Engelbert Humperdinck', 'Staatskapelle Dresden'] })),
    ).toEqual({ composers: ['Engelbert Humperdinck'], performers: ['Staatskapelle Dresden'] });
  });

  it('does not match names that only contain a composer, or pop artists', () => {
    for (const artists of [
      ['Mozart La Para'],
      ['The Beethovens'],
      ['Skrillex'],
      ['Taylor Swift', 'Bon Iver'],
      [],
    ]) {
      expect(classifyTrack({ artists, genres: ['pop', 'edm'] }), artists.join()).toEqual({
        classical: false,
      });
    }
  });

  it('takes classical genres alone as classical, every artist a performer', () => {
    expect(
      summary(classifyTrack({ artists: ['Yo-Yo Ma'], genres: ['contemporary classical'] })),
    ).toEqual({ composers: [], performers: ['Yo-Yo Ma'] });
  });

  it("lists a later composer who performs the first one's work as a performer", () => {
    expect(
      summary(
        classifyTrack({
          artists: ['Gustav Mahler', 'Leonard Bernstein', 'New York Philharmonic'],
        }),
      ),
    ).toEqual({
      composers: ['Gustav Mahler'],
      performers: ['Leonard Bernstein', 'New York Philharmonic'],
    });
    expect(summary(classifyTrack({ artists: ['Arvo Pärt', 'Tõnu Kaljuste'] }))).toEqual({
      composers: ['Arvo Pärt'],
      performers: ['Tõnu Kaljuste'],
    });
  });

  it('counts a composer credited twice once', () => {
    expect(
      summary(classifyTrack({ artists: ['Johann Sebastian Bach', 'J.S. Bach', 'Hilary Hahn'] })),
    ).toEqual({ composers: ['Johann Sebastian Bach'], performers: ['Hilary Hahn'] });
  });
});
