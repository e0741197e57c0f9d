// Continue with Google and the username step of a Google newcomer. The spec names "Google sign-up"
// on its coming-soon list and gives no wording: these texts are ours (docs/accounts.md,
// "Continue with Google").

export const GOOGLE_TEXTS = Object.freeze({
  continueWithGoogle: 'Continue with Google',
  /** Between the form's button and Google's. */
  or: 'or',
  chooseUsernameTitle: 'Choose your username',
  chooseUsernameIntro:
    'One more step before you join the conversation: choose the username other members will see.',
  continue: 'Continue',
  cancel: 'Cancel and sign out',
  accountExists: (email: string) =>
    `An account already uses ${email}. Sign in with its password below and we will link your Google account to it, so you can use either next time.`,
  linked: { title: 'Google linked', description: 'You can now sign in with Google too.' },
  linkFailed: (message: string) => ({
    title: 'Google was not linked',
    description: message,
    variant: 'destructive' as const,
  }),
  credentialInUse: 'That Google account already belongs to another member.',
});

/** The own profile's "Sign-in methods" section. */
export const SIGN_IN_METHOD_TEXTS = Object.freeze({
  sectionTitle: 'Sign-in methods',
  password: 'Email and password',
  google: 'Google',
  linkGoogle: 'Link Google',
  unlinkGoogle: 'Unlink Google',
  linking: 'Linking...',
  unlinking: 'Unlinking...',
  onlyMethod: 'This is your only way to sign in, so it cannot be removed.',
  notLinked: 'Not linked',
  unlinked: { title: 'Google unlinked', description: 'Sign in with your password from now on.' },
});
