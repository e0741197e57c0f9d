import { describe, expect, it } from 'vitest';
import { rulesSourceFromBody } from './emulator-rest.js';

describe('rulesSourceFromBody', () => {
  it('reads the content of the rules files', () => {
    const body = JSON.stringify({
      rules: { files: [{ name: 'f.rules', content: 'service x {}' }] },
    });
    expect(rulesSourceFromBody(body)).toEqual({ source: 'service x {}' });
  });

  it.each([
    ['not JSON', '{'],
    ['no files', '{"rules":{}}'],
    ['empty files', '{"rules":{"files":[]}}'],
    ['content not a string', '{"rules":{"files":[{"content":3}]}}'],
    ['null body', 'null'],
  ])('explains a body that is %s', (_name, body) => {
    expect(rulesSourceFromBody(body)).toHaveProperty('message');
  });
});
