import type { ToastMessage } from '../text/toast.js';

/** Wording of the shared navigation, sign-in screen and static pages (forum spec, section 2). */
export const AUTH_TEXTS = Object.freeze({
  signIn: 'Sign In',
  signUp: 'Sign Up',
  loading: 'Loading...',
  toSignUp: "Don't have an account? Sign up",
  toSignIn: 'Already have an account? Sign in',
  backToHome: 'Back to Home',
  signingOut: 'Signing out...',
  signInToJoin: 'Sign in to join the discussion',
  signInToReply: 'Sign In to Reply',
});

export const SHELL_TOASTS = Object.freeze({
  signedOut: { title: 'Signed out successfully', description: '' },
  signOutFailed: { title: 'Error signing out', description: '' },
  /** Invented descriptions: the spec names only the titles of these sign-in prompts. */
  signInRequired: { title: 'Sign In Required', description: 'Please sign in to continue.' },
  authenticationRequired: {
    title: 'Authentication Required',
    description: 'Please sign in to continue.',
  },
} satisfies Record<string, ToastMessage>);

/** The footer's TikTok and Instagram buttons. */
export function comingSoonToast(integration: 'TikTok' | 'Instagram'): ToastMessage {
  return { title: 'Coming Soon', description: `${integration} integration is coming soon!` };
}

export const NOT_FOUND_TEXTS = Object.freeze({
  code: '404',
  message: 'Oops! Page not found',
  returnHome: 'Return to Home',
});

/** One toast at a time, removed this long after dismissal (forum spec, section 9). */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 5000;
/** The terms of use set a minimum age (profiles spec, section 5). */
export const MINIMUM_AGE = 13;
