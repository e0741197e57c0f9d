// The e-mail action screens' words: password reset and e-mail verification: the spec names the PASSWORD_RECOVERY state but shows
// no wording, so these are ours (docs/accounts.md, "Forgotten password").
export const PASSWORD_RESET_TEXTS = Object.freeze({
  forgotPassword: 'Forgot password?',
  requestTitle: 'Reset your password',
  requestIntro:
    'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  sendLink: 'Send reset link',
  sending: 'Sending...',
  backToSignIn: 'Back to sign in',
  /** The same whether or not the address has an account: the form reveals no members. */
  sent: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to reset the password. Check your inbox.`,
  chooseTitle: 'Choose a new password',
  newPassword: 'New password',
  saveNewPassword: 'Save new password',
  saving: 'Saving...',
  checkingLink: 'Checking your link...',
  invalidLink: 'This password reset link is invalid or has expired. Ask for a new one.',
  askAgain: 'Ask for a new link',
  updatedToast: {
    title: 'Password updated',
    description: 'You are signed in with your new password.',
  },
  verifiedToast: {
    title: 'Email verified',
    description: 'Thank you: your e-mail address is confirmed.',
  },
  verifyFailedToast: {
    title: 'Verification failed',
    description: 'This verification link is invalid or has expired.',
  },
});

export const EMAIL_VERIFICATION_TEXTS = Object.freeze({
  region: 'E-mail verification',
  reminder: (email: string) =>
    `Please verify your e-mail address: open the link we sent to ${email}.`,
  resend: 'Resend verification e-mail',
  sentToast: { title: 'Verification e-mail sent', description: 'Check your inbox for the link.' },
});
