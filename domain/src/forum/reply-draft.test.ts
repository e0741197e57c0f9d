import { describe, expect, it } from 'vitest';
import { isReplyDraftSubmittable, REPLY_MAX_LENGTH, validateReplyDraft } from '../index.js';

describe('validateReplyDraft', () => {
  it('accepts 2000 trimmed characters and refuses 2001', () => {
    expect(REPLY_MAX_LENGTH).toBe(2000);
    expect(validateReplyDraft(`  ${'r'.repeat(2000)}  `)).toBeNull();
    expect(validateReplyDraft('r'.repeat(2001))).toEqual({
      title: 'Character Limit Exceeded',
      description: 'Please reduce the length of your reply.',
    });
  });

  it('refuses blank replies', () => {
    expect(validateReplyDraft(' \n ')?.title).toBe('Missing Information');
  });

  it('names "Your reply" on blocked words', () => {
    expect(validateReplyDraft('what a twat')).toEqual({
      title: 'Content Policy Violation',
      description: 'Your reply contains inappropriate language. Please use respectful language.',
    });
  });

  it('enables the button only for non-blank replies within the limit', () => {
    expect(isReplyDraftSubmittable(' ok ')).toBe(true);
    expect(isReplyDraftSubmittable('  ')).toBe(false);
    expect(isReplyDraftSubmittable('r'.repeat(2001))).toBe(false);
  });
});
