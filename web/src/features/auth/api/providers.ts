// Which ways into an account a user has, without the sign-in code itself: the main layout asks
// (hooks/use-username-needed.ts), and the popup sign-in stays out of every page's first load.
import type { User } from 'firebase/auth';

export const GOOGLE_PROVIDER_ID = 'google.com';
export const PASSWORD_PROVIDER_ID = 'password';

/** Whether the account can sign in with a password (members who joined with one). */
export function hasPassword(user: Pick<User, 'providerData'>): boolean {
  return user.providerData.some((info) => info.providerId === PASSWORD_PROVIDER_ID);
}
