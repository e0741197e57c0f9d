// E-mail link sign-in (`accounts:signInWithEmailLink`): the code of an EMAIL_SIGNIN link that
// `sendOobCode` "mailed" proves the address, so it signs up a newcomer, signs in the account that
// has the address (marking it verified), or, with the signed-in member's `idToken`, gives that
// account the address as a way in (an anonymous member keeps their uid). As firebase-tools'
// emulator and Google's service answer it; the ID token's provider is `password`, as Google's.
import { PASSWORD_PROVIDER } from './accounts.js';
import { check } from './errors.js';
import {
  mfaPending,
  needsSecondFactor,
  sessionOfIdToken,
  signedIn,
  validEmail,
  type OperationContext,
  type RequestBody,
} from './session.js';

export function signInWithEmailLink(context: OperationContext, body: RequestBody) {
  const { accounts, now } = context;
  check(context.methods.emailLink, 'OPERATION_NOT_ALLOWED');
  const caller =
    body.idToken === undefined ? undefined : sessionOfIdToken(accounts, body.idToken).account;
  check(typeof body.email === 'string' && body.email !== '', 'MISSING_EMAIL');
  const email = validEmail(body.email);
  check(typeof body.oobCode === 'string' && body.oobCode !== '', 'MISSING_OOB_CODE');
  const oob = accounts.oobCode(body.oobCode);
  check(oob?.requestType === 'EMAIL_SIGNIN', 'INVALID_OOB_CODE');
  check(
    oob.email === email,
    'INVALID_EMAIL : The email provided does not match the sign-in email address.',
  );
  const holder = accounts.byEmail(email);
  check(!caller || !holder || holder.localId === caller.localId, 'EMAIL_EXISTS');
  const existing = caller ?? holder;
  check(!existing?.disabled, 'USER_DISABLED');
  accounts.useOobCode(body.oobCode);

  const proved = { email, emailVerified: true, emailLinkSignin: true };
  const account = existing
    ? accounts.update(existing.localId, proved)
    : accounts.put({ localId: accounts.newLocalId(), createdAt: String(now.getTime()), ...proved });
  const response = {
    kind: 'identitytoolkit#EmailLinkSigninResponse',
    email,
    localId: account.localId,
    isNewUser: !existing,
  };
  if (needsSecondFactor(account)) {
    return { ...response, ...mfaPending(context, account, PASSWORD_PROVIDER) };
  }
  const loggedIn = accounts.update(account.localId, { lastLoginAt: String(now.getTime()) });
  return { ...response, ...signedIn(context, loggedIn, { provider: PASSWORD_PROVIDER }) };
}
