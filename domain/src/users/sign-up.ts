import { validateSignUpUsername } from './username.js';

export const SIGN_UP_FIX_USERNAME_MESSAGE =
  'Please fix the username validation errors before submitting.';
export const SIGN_UP_TERMS_MESSAGE =
  'Please agree to the Terms of Use and Privacy Policy to continue.';
/** The helper text under the sign-up username field (forum spec, section 2). */
export const USERNAME_HELPER_TEXT =
  '3-20 characters, letters/numbers/underscore/hyphen only, no spaces.';
/** Invented: the spec says email and password are required but shows no wording. */
export const SIGN_UP_EMAIL_REQUIRED_MESSAGE = 'Email is required.';
export const SIGN_UP_PASSWORD_REQUIRED_MESSAGE = 'Password is required.';

export const SIGN_UP_SUCCESS_TOAST = Object.freeze({
  title: 'Account created successfully!',
  description: 'Please check your email to verify your account.',
});

export interface SignUpForm {
  readonly email: string;
  readonly password: string;
  readonly username: string;
  readonly acceptedTerms: boolean;
}

/**
 * Why a sign-up form may not be submitted, or null. Order: email, password, username, terms (the
 * spec blocks on the username before the terms box).
 */
export function validateSignUpForm(form: SignUpForm): string | null {
  if (form.email.trim() === '') return SIGN_UP_EMAIL_REQUIRED_MESSAGE;
  if (form.password === '') return SIGN_UP_PASSWORD_REQUIRED_MESSAGE;
  if (validateSignUpUsername(form.username) !== null) return SIGN_UP_FIX_USERNAME_MESSAGE;
  if (!form.acceptedTerms) return SIGN_UP_TERMS_MESSAGE;
  return null;
}
