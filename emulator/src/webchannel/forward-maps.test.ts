import { describe, expect, it } from 'vitest';
import { ForwardBodyError, parseForwardBody } from './forward-maps.js';

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

describe('parseForwardBody', () => {
  it('numbers maps from ofs and parses each __data__ as JSON', () => {
    const body = form({
      count: '2',
      ofs: '5',
      req0___data__: '{"removeTarget":2}',
      req1___data__: '{"addTarget":{"targetId":4}}',
    });
    expect(parseForwardBody(body)).toEqual({
      headers: null,
      maps: [
        { mapId: 5, message: { removeTarget: 2 } },
        { mapId: 6, message: { addTarget: { targetId: 4 } } },
      ],
    });
  });

  it('returns the encoded init headers of a handshake', () => {
    const body = `headers=${encodeURIComponent('Authorization:Bearer x\r\n')}&count=1&ofs=0&req0___data__=${encodeURIComponent('{"database":"projects/p/databases/(default)"}')}`;
    const parsed = parseForwardBody(body);
    expect(parsed.headers).toBe('Authorization:Bearer x\r\n');
    expect(parsed.maps).toEqual([
      { mapId: 0, message: { database: 'projects/p/databases/(default)' } },
    ]);
  });

  it('accepts a body without maps', () => {
    expect(parseForwardBody('')).toEqual({ maps: [], headers: null });
  });

  it.each([
    ['a non-numeric count', form({ count: 'x' })],
    ['a missing ofs', form({ count: '1', req0___data__: '{}' })],
    ['a missing map', form({ count: '2', ofs: '0', req0___data__: '{}' })],
    ['a map that is not JSON', form({ count: '1', ofs: '0', req0___data__: '{oops' })],
    ['too many maps', form({ count: '100000', ofs: '0' })],
  ])('rejects %s', (_name, body) => {
    expect(() => parseForwardBody(body)).toThrow(ForwardBodyError);
  });
});
