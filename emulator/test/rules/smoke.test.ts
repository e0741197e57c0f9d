import { describe, it } from 'vitest';
import { expectError, expectTrue } from './helpers.js';

describe('smoke', () => {
  it('works', () => {
    expectTrue('1 + 2 == 3');
    expectTrue("'banana'.replace('a', 'o') == 'bonono'");
    expectTrue("'banana'.replace('(a)(n)', '\\\\2\\\\1') == 'bnanaa'");
    expectTrue("'a,b,,c'.split(',') == ['a', 'b', '', 'c']");
    expectError('1 / 0', 'Division by zero');
  });
});
