// Identity-provider sign-in as an Auth emulator offers it, for any provider (google.com,
// github.com, facebook.com, twitter.com, apple.com, microsoft.com, oidc.*, saml.*): the identity is
// what the emulator's fake provider says (idp-assertion.ts), made by the emulator's account chooser
// page (widget.ts) or by a test. What happens with it follows Google's service: sign up, sign in,
// link to the signed-in account, or, where the e-mail already has an account this identity may not
// take over, `needConfirmation`.
import { randomBytes } from 'node:crypto';
import { PASSWORD_PROVIDER, type AccountRecord, type ProviderUserInfo } from './accounts.js';
import { AuthApiError, check } from './errors.js';
import {
  mfaPending,
  needsSecondFactor,
  sessionOfIdToken,
  signedIn,
  type OperationContext,
  type RequestBody,
} from './session.js';
import {
  GOOGLE_PROVIDER,
  idpParameters,
  readAssertion,
  type IdpResponse,
} from './idp-assertion.js';

const EMAIL_LINK_METHOD = 'emailLink';

/**
 * Firebase's "trusted providers": an identity provider that is also the mail service of the
 * address (Google for Gmail, Microsoft for Outlook and Hotmail, Yahoo for Yahoo Mail, Apple for
 * iCloud and its relay addresses), so its verified identity may claim the address from an account
 * that never proved it.
 */
const TRUSTED_MAIL_DOMAINS: Record<string, RegExp> = {
  [GOOGLE_PROVIDER]: /@(gmail|googlemail)\.com$/,
  'microsoft.com': /@(outlook|hotmail|live)\.com$/,
  'yahoo.com': /@yahoo\.com$/,
  'apple.com': /@(icloud\.com|me\.com|mac\.com|privaterelay\.appleid\.com)$/,
};

function providerOwnsAddress(providerId: string, email: string): boolean {
  return TRUSTED_MAIL_DOMAINS[providerId]?.test(email) ?? false;
}

/**
 * `accounts:createAuthUri` for an e-mail (`fetchSignInMethodsForEmail`): whether it has an account
 * and how it signs in. A provider's sign-in URL (`providerId`) is not served: with an emulator the
 * SDKs open the emulator's own page instead (`/emulator/auth/handler`).
 */
export function createAuthUri(context: OperationContext, body: RequestBody) {
  const sessionId = typeof body.sessionId === 'string' ? body.sessionId : randomSessionId();
  if (body.providerId !== undefined) {
    throw new AuthApiError(501, 'createAuthUri with a providerId is not served by this emulator');
  }
  check(typeof body.identifier === 'string' && body.identifier !== '', 'MISSING_IDENTIFIER');
  check(typeof body.continueUri === 'string', 'MISSING_CONTINUE_URI');
  check(URL.canParse(body.continueUri), 'INVALID_CONTINUE_URI');
  check(/^[^@]+@[^@]+$/.test(body.identifier), 'INVALID_IDENTIFIER');
  const account = context.accounts.byEmail(body.identifier);
  const providers = (account?.providerUserInfo ?? []).map((info) => info.providerId);
  // The address as a way in is one provider, `password`, with up to two sign-in methods.
  const methods = providers.flatMap((providerId) =>
    providerId !== PASSWORD_PROVIDER
      ? [providerId]
      : [
          ...(account?.passwordHash ? [PASSWORD_PROVIDER] : []),
          ...(account?.emailLinkSignin ? [EMAIL_LINK_METHOD] : []),
        ],
  );
  return {
    kind: 'identitytoolkit#CreateAuthUriResponse',
    registered: account !== undefined,
    allProviders: providers,
    signinMethods: methods,
    sessionId,
  };
}

/**
 * `accounts:signInWithIdp`: `requestUri` with `postBody` (or the URL's query or fragment) carrying
 * `providerId` and `id_token`; with `idToken` (the signed-in member's) it links instead.
 */
export function signInWithIdp(context: OperationContext, body: RequestBody): IdpResponse | object {
  const params = idpParameters(body);
  const providerId = params.get('providerId')?.toLowerCase();
  check(providerId, `INVALID_CREDENTIAL_OR_PROVIDER_ID : Invalid IdP response/credential`);
  check(
    context.methods.identityProvider(providerId),
    'OPERATION_NOT_ALLOWED : The identity provider configuration is not found.',
  );
  const { response, rawId } = readAssertion(providerId, params);
  try {
    return body.idToken === undefined
      ? signInOrUp(context, response, rawId)
      : link(context, response, rawId, body.idToken);
  } catch (error) {
    // With returnIdpCredential (the web SDK always asks for it) Google answers these refusals in
    // a 200 with the assertion, so the client keeps a credential to link later.
    if (
      body.returnIdpCredential === true &&
      error instanceof AuthApiError &&
      error.status === 400
    ) {
      return { ...response, errorMessage: error.message };
    }
    throw error;
  }
}

function providerInfo(response: IdpResponse, rawId: string): ProviderUserInfo {
  return {
    providerId: response.providerId,
    rawId,
    federatedId: rawId,
    ...(response.email !== undefined && { email: response.email }),
    ...(response.displayName !== undefined && { displayName: response.displayName }),
    ...(response.photoUrl !== undefined && { photoUrl: response.photoUrl }),
    ...(response.screenName !== undefined && { screenName: response.screenName }),
  };
}

/** Replaces this provider's entry (a fresh profile from the IdP), keeping the others. */
function withProvider(account: AccountRecord, info: ProviderUserInfo): ProviderUserInfo[] {
  const others = (account.providerUserInfo ?? []).filter(
    (existing) => existing.providerId !== info.providerId,
  );
  return [...others, info];
}

function signInOrUp(context: OperationContext, response: IdpResponse, rawId: string) {
  const { accounts, now } = context;
  const info = providerInfo(response, rawId);
  const linked = accounts.byProvider(response.providerId, rawId);
  if (linked) {
    const updated = accounts.update(linked.localId, {
      providerUserInfo: withProvider(linked, info),
    });
    return finish(context, { ...response, localId: updated.localId, isNewUser: false }, updated);
  }
  const holder = response.email === undefined ? undefined : accounts.byEmail(response.email);
  if (holder) {
    const trusted =
      response.emailVerified && providerOwnsAddress(response.providerId, response.email ?? '');
    if (!trusted) {
      // The address has an account this identity may not claim: the member signs in the old way
      // first and links (the SDK's auth/account-exists-with-different-credential).
      return {
        ...response,
        localId: holder.localId,
        needConfirmation: true,
        verifiedProvider: (holder.providerUserInfo ?? [])
          .map((existing) => existing.providerId)
          .filter((id) => id !== PASSWORD_PROVIDER),
      };
    }
    // The provider owns the address: an unverified account's other ways in are dropped (whoever
    // set that password never proved the address); a verified one keeps them. Either way it is
    // linked, and keeps its uid.
    const claimed = accounts.update(holder.localId, {
      ...(holder.emailVerified
        ? { providerUserInfo: withProvider(holder, info) }
        : {
            providerUserInfo: [info],
            passwordHash: undefined,
            salt: undefined,
            emailLinkSignin: undefined,
            validSince: String(Math.floor(now.getTime() / 1000)),
          }),
      emailVerified: true,
      ...(response.displayName !== undefined && { displayName: response.displayName }),
      ...(response.photoUrl !== undefined && { photoUrl: response.photoUrl }),
    });
    return finish(context, { ...response, localId: claimed.localId, isNewUser: false }, claimed);
  }
  const created = accounts.put({
    localId: accounts.newLocalId(),
    createdAt: String(now.getTime()),
    lastLoginAt: String(now.getTime()),
    ...(response.email !== undefined && {
      email: response.email,
      emailVerified: response.emailVerified,
    }),
    ...(response.displayName !== undefined && { displayName: response.displayName }),
    ...(response.photoUrl !== undefined && { photoUrl: response.photoUrl }),
    providerUserInfo: [info],
  });
  return finish(context, { ...response, localId: created.localId, isNewUser: true }, created);
}

function link(context: OperationContext, response: IdpResponse, rawId: string, idToken: unknown) {
  const { accounts } = context;
  const { account } = sessionOfIdToken(accounts, idToken);
  const linked = accounts.byProvider(response.providerId, rawId);
  check(!linked || linked.localId === account.localId, 'FEDERATED_USER_ID_ALREADY_LINKED');
  const holder = response.email === undefined ? undefined : accounts.byEmail(response.email);
  check(!holder || holder.localId === account.localId, 'EMAIL_EXISTS');
  const sameAddress = response.email !== undefined && response.email === account.email;
  const updated = accounts.update(account.localId, {
    providerUserInfo: withProvider(account, providerInfo(response, rawId)),
    ...(account.email === undefined &&
      response.email !== undefined && {
        email: response.email,
        emailVerified: response.emailVerified,
      }),
    ...(sameAddress && response.emailVerified && { emailVerified: true }),
  });
  return finish(context, { ...response, localId: updated.localId, isNewUser: false }, updated);
}

/** Tokens, or the second step first for an account with a second factor. */
function finish(context: OperationContext, response: IdpResponse, account: AccountRecord) {
  const answer = {
    ...response,
    emailVerified:
      account.email === response.email ? (account.emailVerified ?? false) : response.emailVerified,
  };
  if (needsSecondFactor(account)) {
    return { ...answer, ...mfaPending(context, account, response.providerId) };
  }
  const loggedIn = context.accounts.update(account.localId, {
    lastLoginAt: String(context.now.getTime()),
  });
  check(!loggedIn.disabled, 'USER_DISABLED');
  return { ...answer, ...signedIn(context, loggedIn, { provider: response.providerId }) };
}

function randomSessionId(): string {
  return randomBytes(20).toString('base64url');
}
