// Two-step verification with an authenticator app (TOTP). The spec names the MFA_CHALLENGE_VERIFIED
// auth event and gives no wording: these texts are ours (docs/accounts.md,
// "Two-step verification").

export const TWO_FACTOR_TEXTS = Object.freeze({
  /** The sign-in's second step. */
  stepTitle: 'Two-step verification',
  stepIntro: 'Enter the 6-digit code your authenticator app shows for this account.',
  codeLabel: 'Code',
  verify: 'Verify',
  backToSignIn: 'Back to sign in',
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not right, or it has expired. Enter the code your app shows now.',
  sessionExpired: 'This sign-in waited too long for its code. Please sign in again.',
  tooSlow: 'That took too long. Please start again.',

  /** The own profile's section. */
  sectionTitle: 'Two-step verification',
  offIntro:
    'Add a second step to signing in: a code from an authenticator app on your phone, so a stolen password is not enough.',
  onIntro: (since: string) => `On since ${since}: signing in asks for a code from your app.`,
  setUp: 'Set up two-step verification',
  turnOff: 'Turn off two-step verification',
  confirmTitle: 'Confirm it is you',
  confirmWithPassword: 'Enter your password to continue.',
  confirmWithGoogle: 'Sign in with Google again to continue.',
  confirmGoogleButton: 'Confirm with Google',
  passwordLabel: 'Password',
  continue: 'Continue',
  scanTitle: 'Scan this code with your authenticator app',
  scanIntro:
    'Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...), or type the key below, then enter the code it shows.',
  qrLabel: 'QR code for your authenticator app',
  keyLabel: 'Key',
  turnOn: 'Turn on',
  turnedOn: {
    title: 'Two-step verification is on',
    description: 'Signing in will ask for a code from your app.',
  },
  offTitle: 'Turn off two-step verification?',
  offDescription:
    'Signing in will ask for your password (or Google) only. Enter your password and a code from your app to confirm.',
  offGoogleDescription:
    'Signing in will ask for Google only. Enter a code from your app, then confirm with Google.',
  turnOffConfirm: 'Turn off',
  turnedOff: { title: 'Two-step verification is off', description: '' },
  unverifiedEmail:
    'Verify your e-mail address first: open the link we sent you, then set up two-step verification.',
  /** The site's name in the authenticator app. */
  issuer: 'The Social Home of Classical Music',
});
