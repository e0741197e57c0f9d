import { describe, expect, it } from 'vitest';
import {
  countWords,
  normalizeProfileForm,
  PROFILE_INVALID_INPUT_TOAST,
  validateBio,
  validateDisplayName,
  validateLocation,
  validateProfileForm,
  validateSocialUrl,
  visibleSocialLinks,
  type ProfileForm,
} from '../index.js';

describe('profile field limits', () => {
  it('display name: 100 passes, 101 fails', () => {
    expect(validateDisplayName('d'.repeat(100))).toBeNull();
    expect(validateDisplayName('d'.repeat(101))).toBe(
      'Display name must be less than 100 characters',
    );
  });

  it('bio: 140 passes, 141 fails', () => {
    expect(validateBio('b'.repeat(140))).toBeNull();
    expect(validateBio('b'.repeat(141))).toBe('Bio must be less than 140 characters');
  });

  it('location: words first, then 30 characters', () => {
    expect(validateLocation('l'.repeat(30))).toBeNull();
    expect(validateLocation('l'.repeat(31))).toBe('Location must be less than 30 characters');
    // 30 characters hold at most 15 words, so the word limit only speaks for longer input.
    expect(validateLocation('a '.repeat(15))).toBeNull();
    expect(validateLocation('a '.repeat(30))).toBe('Location must be less than 30 characters');
    expect(validateLocation('a '.repeat(31))).toBe('Location must be less than 30 words');
  });

  it('counts whitespace-separated words', () => {
    expect([countWords(''), countWords('  Vienna,  Austria ')]).toEqual([0, 2]);
  });
});

describe('social links', () => {
  it('allow empty, require a URL with https:// otherwise', () => {
    expect(validateSocialUrl('')).toBeNull();
    expect(validateSocialUrl('  ')).toBeNull();
    expect(validateSocialUrl('https://instagram.com/clara')).toBeNull();
    expect(validateSocialUrl('instagram.com/clara')).toBe(
      'Please enter a valid URL (including https://)',
    );
    expect(validateSocialUrl('javascript:alert(1)')).toBe(
      'Please enter a valid URL (including https://)',
    );
  });

  it('show only non-blank links, in the spec order', () => {
    expect(
      visibleSocialLinks({
        websiteUrl: 'https://clara.example',
        instagramUrl: ' ',
        twitterUrl: 'https://x.com/clara',
        tiktokUrl: null,
      }),
    ).toEqual([
      { field: 'twitterUrl', label: 'Twitter/X', url: 'https://x.com/clara' },
      { field: 'websiteUrl', label: 'Website', url: 'https://clara.example' },
    ]);
  });
});

const form: ProfileForm = {
  username: 'clara',
  displayName: 'Clara',
  bio: 'Pianist',
  location: 'Leipzig',
  instagramUrl: '',
  tiktokUrl: '',
  youtubeUrl: '',
  twitterUrl: '',
  facebookUrl: '',
  linkedinUrl: '',
  websiteUrl: '',
};

describe('validateProfileForm', () => {
  it('is empty for a valid form, including an empty username', () => {
    expect(validateProfileForm(form)).toEqual({});
    expect(validateProfileForm({ ...form, username: '' })).toEqual({});
  });

  it('reports each field with its message', () => {
    expect(
      validateProfileForm({ ...form, username: 'ab', bio: 'b'.repeat(141), websiteUrl: 'nope' }),
    ).toEqual({
      username: 'Username must be at least 3 characters long',
      bio: 'Bio must be less than 140 characters',
      websiteUrl: 'Please enter a valid URL (including https://)',
    });
    expect(PROFILE_INVALID_INPUT_TOAST).toEqual({
      title: 'Invalid Input',
      description: 'Please fix the validation errors before saving your profile.',
    });
  });
});

describe('normalizeProfileForm', () => {
  it('sanitises and trims texts, normalises the username, keeps link queries', () => {
    expect(
      normalizeProfileForm({
        ...form,
        username: ' Clara Schumann ',
        bio: ' <b onclick=x>Pianist</b> ',
        displayName: 'javascript:Clara',
        websiteUrl: ' https://clara.example/?continue=1<> ',
      }),
    ).toEqual({
      ...form,
      username: 'claraschumann',
      bio: 'b xPianist/b',
      displayName: 'Clara',
      websiteUrl: 'https://clara.example/?continue=1',
    });
  });
});
