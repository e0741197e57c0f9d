import { describe, expect, it } from 'vitest';
import { jsonForScript } from './script-json.js';

describe('jsonForScript', () => {
  it('escapes what could end or change a script element, and reads back the same', () => {
    const value = { text: '</script><!-- a & b > c \u2028\u2029' };
    const safe = jsonForScript(JSON.stringify(value));
    expect(safe).not.toMatch(/[<>&\u2028\u2029]/);
    expect(safe).toContain('\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u003e c \\u2028\\u2029');
    expect(JSON.parse(safe)).toEqual(value);
  });
});
