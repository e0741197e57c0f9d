import { describe, expect, it } from 'vitest';
import {
  isThreadDraftSubmittable,
  normalizeThreadDraft,
  THREAD_BODY_MAX_LENGTH,
  THREAD_TITLE_MAX_LENGTH,
  validateThreadDraft,
} from '../index.js';

const missing = {
  title: 'Missing Information',
  description: 'Please provide both a title and content for your discussion.',
};
const tooLong = {
  title: 'Character Limit Exceeded',
  description: 'Please reduce the length of your title or content.',
};

describe('validateThreadDraft', () => {
  it('has the spec limits', () => {
    expect([THREAD_TITLE_MAX_LENGTH, THREAD_BODY_MAX_LENGTH]).toEqual([200, 5000]);
  });

  it('accepts a title of 200 and a body of 5000 characters', () => {
    expect(validateThreadDraft({ title: 't'.repeat(200), body: 'b'.repeat(5000) })).toBeNull();
  });

  it('asks for both fields, counting whitespace-only as missing', () => {
    expect(validateThreadDraft({ title: '  ', body: 'Body' })).toEqual(missing);
    expect(validateThreadDraft({ title: 'Title', body: '' })).toEqual(missing);
  });

  it('refuses 201 title or 5001 body characters', () => {
    expect(validateThreadDraft({ title: 't'.repeat(201), body: 'b' })).toEqual(tooLong);
    expect(validateThreadDraft({ title: 't', body: 'b'.repeat(5001) })).toEqual(tooLong);
  });

  it('measures the trimmed text', () => {
    expect(validateThreadDraft({ title: ` ${'t'.repeat(200)} `, body: 'b' })).toBeNull();
  });

  it('names the title, then the body, on blocked words', () => {
    expect(validateThreadDraft({ title: 'Shit title', body: 'Fuck body' })).toEqual({
      title: 'Content Policy Violation',
      description:
        'Discussion title contains inappropriate language. Please use respectful language.',
    });
    expect(validateThreadDraft({ title: 'Fine', body: 'Fuck body' })?.description).toBe(
      'Discussion content contains inappropriate language. Please use respectful language.',
    );
  });

  it('checks missing before length before language', () => {
    expect(validateThreadDraft({ title: 'shit'.repeat(60), body: '' })).toEqual(missing);
    expect(validateThreadDraft({ title: 'shit'.repeat(60), body: 'b' })).toEqual(tooLong);
  });
});

describe('isThreadDraftSubmittable', () => {
  it('enables submit only with both fields within limits', () => {
    expect(isThreadDraftSubmittable({ title: 'a', body: 'b' })).toBe(true);
    expect(isThreadDraftSubmittable({ title: '', body: 'b' })).toBe(false);
    expect(isThreadDraftSubmittable({ title: 'a', body: ' ' })).toBe(false);
    expect(isThreadDraftSubmittable({ title: 't'.repeat(201), body: 'b' })).toBe(false);
    expect(isThreadDraftSubmittable({ title: 'a', body: 'b'.repeat(5001) })).toBe(false);
  });

  it('normalises by trimming', () => {
    expect(normalizeThreadDraft({ title: ' a ', body: '\nb\n' })).toEqual({
      title: 'a',
      body: 'b',
    });
  });
});
