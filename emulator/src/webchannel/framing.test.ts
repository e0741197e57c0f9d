import { describe, expect, it } from 'vitest';
import { frameArrays, frameChunk, makeChannelArray } from './framing.js';

describe('framing', () => {
  it('prefixes a chunk with its length and a newline', () => {
    expect(frameChunk('[1,3,0]')).toBe('7\n[1,3,0]');
  });

  it('counts UTF-16 code units, not bytes, so the client slices non-ASCII text correctly', () => {
    const json = JSON.stringify(['é🎻']);
    expect(Buffer.byteLength(json)).toBe(10);
    expect(frameChunk(json)).toBe(`7\n${json}`);
  });

  it('frames several arrays as one JSON array of [id, payload] pairs', () => {
    const chunk = frameArrays([makeChannelArray(1, [{ a: 1 }]), makeChannelArray(2, ['noop'])]);
    const [length, json] = chunk.split('\n');
    expect(JSON.parse(json!)).toEqual([
      [1, [{ a: 1 }]],
      [2, ['noop']],
    ]);
    expect(Number(length)).toBe(json!.length);
  });
});
