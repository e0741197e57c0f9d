import { describe, expect, it } from 'vitest';
import { sanitizeProfileText } from '../index.js';

describe('sanitizeProfileText', () => {
  it('removes angle brackets', () => {
    expect(sanitizeProfileText('<b>Cellist</b>')).toBe('bCellist/b');
  });

  it('removes javascript: in any case and spacing', () => {
    expect(sanitizeProfileText('JavaScript :alert(1)')).toBe('alert(1)');
  });

  it('removes inline event handlers', () => {
    expect(sanitizeProfileText('x onclick="a" ONERROR = b')).toBe('x "a"  b');
  });

  it('removes patterns that form again once another is removed', () => {
    expect(sanitizeProfileText('javajavascript:script:go')).toBe('go');
    expect(sanitizeProfileText('x o<nclick=y')).toBe('x y');
  });

  it('removes a handler after a slash or quote, as in a tag', () => {
    expect(sanitizeProfileText('<img/onerror=alert(1)>')).toBe('img/alert(1)');
    expect(sanitizeProfileText('"onload="x')).toBe('""x');
  });

  it('leaves ordinary text alone, including words containing "on"', () => {
    expect(sanitizeProfileText('London, Wigmore Hall; Don Giovanni = love')).toBe(
      'London, Wigmore Hall; Don Giovanni = love',
    );
    expect(sanitizeProfileText('conductor=Karajan, baton=on')).toBe('conductor=Karajan, baton=on');
  });
});
