import { describe, expect, it } from 'vitest';
import {
  SIGN_UP_FIX_USERNAME_MESSAGE,
  SIGN_UP_TERMS_MESSAGE,
  SIGN_UP_SUCCESS_TOAST,
  validateSignUpForm,
  type SignUpForm,
} from '../index.js';

const valid: SignUpForm = {
  email: 'clara@example.com',
  password: 'secret',
  username: 'clara',
  acceptedTerms: true,
};

describe('validateSignUpForm', () => {
  it('has the spec wording', () => {
    expect(SIGN_UP_FIX_USERNAME_MESSAGE).toBe(
      'Please fix the username validation errors before submitting.',
    );
    expect(SIGN_UP_TERMS_MESSAGE).toBe(
      'Please agree to the Terms of Use and Privacy Policy to continue.',
    );
    expect(SIGN_UP_SUCCESS_TOAST).toEqual({
      title: 'Account created successfully!',
      description: 'Please check your email to verify your account.',
    });
  });

  it('accepts a complete form', () => {
    expect(validateSignUpForm(valid)).toBeNull();
  });

  it('requires email and password', () => {
    expect(validateSignUpForm({ ...valid, email: ' ' })).toBe('Email is required.');
    expect(validateSignUpForm({ ...valid, password: '' })).toBe('Password is required.');
  });

  it('blocks on the username before the terms box', () => {
    expect(validateSignUpForm({ ...valid, username: 'ab', acceptedTerms: false })).toBe(
      SIGN_UP_FIX_USERNAME_MESSAGE,
    );
    expect(validateSignUpForm({ ...valid, acceptedTerms: false })).toBe(SIGN_UP_TERMS_MESSAGE);
  });
});
