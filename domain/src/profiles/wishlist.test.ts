import { describe, expect, it } from 'vitest';
import {
  ALBUM_WISHLIST_LABELS,
  appendWishlistEntry,
  CONCERT_WISHLIST_LABELS,
  formatWishlist,
  parseWishlist,
  removeWishlistEntry,
  wishlistBlocks,
} from '../index.js';

const concerts = [
  'Date: 2025-09-12',
  'Performer: Yuja Wang',
  'Orchestra: Berliner Philharmoniker',
  'Conductor: Kirill Petrenko',
  'Venue: Philharmonie',
  'Program: Rachmaninoff 3',
  '',
  'Performer: Igor Levit',
  'Program: Beethoven: Op. 111',
].join('\n');

describe('wishlist text', () => {
  it('parses entries of labelled lines separated by a blank line', () => {
    expect(parseWishlist(CONCERT_WISHLIST_LABELS, concerts)).toEqual([
      {
        Date: '2025-09-12',
        Performer: 'Yuja Wang',
        Orchestra: 'Berliner Philharmoniker',
        Conductor: 'Kirill Petrenko',
        Venue: 'Philharmonie',
        Program: 'Rachmaninoff 3',
      },
      { Performer: 'Igor Levit', Program: 'Beethoven: Op. 111' },
    ]);
  });

  it('round-trips exactly', () => {
    expect(
      formatWishlist(CONCERT_WISHLIST_LABELS, parseWishlist(CONCERT_WISHLIST_LABELS, concerts)),
    ).toBe(concerts);
  });

  it('appends in label order, skipping empty fields and flattening newlines', () => {
    const albums = appendWishlistEntry(ALBUM_WISHLIST_LABELS, '', {
      Orchestra: '',
      Performer: 'Martha\nArgerich',
      Title: 'Debut Recital',
    });
    expect(albums).toBe('Title: Debut Recital\nPerformer: Martha Argerich');
    expect(appendWishlistEntry(ALBUM_WISHLIST_LABELS, albums, { Performer: 'Kissin' })).toBe(
      'Title: Debut Recital\nPerformer: Martha Argerich\n\nPerformer: Kissin',
    );
    expect(appendWishlistEntry(ALBUM_WISHLIST_LABELS, albums, {})).toBe(albums);
  });

  it('removes by position and keeps the others as written', () => {
    expect(removeWishlistEntry(concerts, 0)).toBe(
      'Performer: Igor Levit\nProgram: Beethoven: Op. 111',
    );
    expect(removeWishlistEntry(concerts, 1)).toBe(concerts.split('\n\n')[0]);
    expect(removeWishlistEntry(concerts, 5)).toBe(concerts);
  });

  it('reads untidy text and ignores unknown lines', () => {
    const untidy = '\r\n\r\nPerformer: A\r\nNotes: x\r\n  \r\n\r\n  Title : B \n';
    expect(wishlistBlocks(untidy)).toHaveLength(2);
    expect(parseWishlist(ALBUM_WISHLIST_LABELS, untidy)).toEqual([
      { Performer: 'A' },
      { Title: 'B' },
    ]);
    expect(parseWishlist(ALBUM_WISHLIST_LABELS, '')).toEqual([]);
    expect(parseWishlist(ALBUM_WISHLIST_LABELS, 'just text')).toEqual([{}]);
  });
});
