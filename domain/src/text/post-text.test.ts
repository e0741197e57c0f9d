import { describe, expect, it } from 'vitest';
import { hasFormatting, plainPreview } from './post-text.js';

describe('hasFormatting', () => {
  it.each([
    'A plain post.\nWith two lines, 3.5 stars and a – dash.',
    'Op. 27 No. 2, in C-sharp minor',
    'Questions? (Many.) Brackets [like these] too.',
    '1955 or 1981?',
    'Write to ada@example.com, or at @ the door.',
    '',
  ])('finds none in plain text: %j', (text) => {
    expect(hasFormatting(text)).toBe(false);
  });

  it.each([
    '*em*',
    '**strong**',
    '_em_',
    '`code`',
    '[a link](https://example.com)',
    'see https://example.com',
    '<https://example.com>',
    '> a quote',
    '- an item',
    '  * an item',
    '1. first',
    '2) second',
    'an \\* escaped star',
    'an &amp; entity',
    'line one\n> quoted after',
    '@clara, a mention',
    'thanks (@Felix)',
  ])('finds it in %j', (text) => {
    expect(hasFormatting(text)).toBe(true);
  });
});

describe('plainPreview', () => {
  it('leaves plain text exactly as typed', () => {
    const text = 'The 1955 recording.\n\n  Indented, with  two spaces.';
    expect(plainPreview(text)).toBe(text);
  });

  it('takes the marks away and keeps the words', () => {
    expect(
      plainPreview(
        '**Bold** and *em* and _also em_ and `code`, a [link](https://example.com "title") and <https://b.example>.',
      ),
    ).toBe('Bold and em and also em and code, a link and https://b.example.');
  });

  it('reads quotes as their text and bullets as bullets, numbers kept', () => {
    expect(plainPreview('> Quoted\n> > deeper\n- one\n* two\n1. first')).toBe(
      'Quoted\ndeeper\n• one\n• two\n1. first',
    );
  });

  it('keeps underscores inside words and escaped marks as typed', () => {
    expect(plainPreview('snake_case_name and \\*not em\\*')).toBe('snake_case_name and *not em*');
  });

  it('reads an image as its description', () => {
    expect(plainPreview('![A score](https://example.com/score.png)')).toBe('A score');
  });
});
