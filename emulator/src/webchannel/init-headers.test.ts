import { describe, expect, it } from 'vitest';
import { parseInitHeaders } from './init-headers.js';

describe('parseInitHeaders', () => {
  it('reads Name:Value lines into lower-cased names', () => {
    const headers = parseInitHeaders(
      'X-Goog-Api-Client:gl-js/ fire/12\r\nAuthorization:Bearer a:b\r\nContent-Type:text/plain\r\n',
    );
    expect(headers.get('authorization')).toBe('Bearer a:b');
    expect(headers.get('x-goog-api-client')).toBe('gl-js/ fire/12');
    expect(headers.size).toBe(3);
  });

  it('ignores lines without a name and missing input', () => {
    expect(parseInitHeaders(':x\r\nnonsense\r\n').size).toBe(0);
    expect(parseInitHeaders(null).size).toBe(0);
  });
});
