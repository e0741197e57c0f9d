// The Identity Toolkit and Secure Token operations, on one project's accounts. The transport
// (http.ts) decides who is calling: a client with an ID token, or the project's owner (firebase-
// admin and the emulator's own tooling send `Authorization: Bearer owner`), who may act on any
// account by id and set what members may not (custom claims, verified e-mail, disabled).
// Messages and rules follow Google's service as firebase-tools' emulator implements it.
import {
  PASSWORD_PROVIDER,
  passwordFields,
  fakePasswordHash,
  unixSeconds,
  type AccountRecord,
  type OobRequestType,
  type ProjectAccounts,
  type ProviderUserInfo,
} from './accounts.js';
import { AuthApiError, check } from './errors.js';
import { signInWithIdp, createAuthUri } from './idp.js';
import {
  mfaEnrollmentFinalize,
  mfaEnrollmentStart,
  mfaEnrollmentWithdraw,
  mfaSignInFinalize,
  mfaSignInStart,
} from './mfa.js';
import {
  accountOfIdToken,
  mfaPending,
  needsSecondFactor,
  sessionOfIdToken,
  signedIn,
  validEmail,
  type OperationContext,
  type RequestBody,
} from './session.js';
import {
  ANONYMOUS_PROVIDER,
  RESERVED_CLAIMS,
  issueTokens,
  issuedAfterRevocation,
  readRefreshToken,
} from './tokens.js';
import { signInWithCustomToken } from './custom-token.js';
import { signInWithEmailLink } from './email-link.js';

export type { OperationContext, RequestBody } from './session.js';

type Operation = (context: OperationContext, body: RequestBody) => object;

const PASSWORD_MIN_LENGTH = 6;
const WEAK_PASSWORD = `WEAK_PASSWORD : Password should be at least ${PASSWORD_MIN_LENGTH} characters`;
/** Google's limit on the serialized custom claims. */
const CUSTOM_CLAIMS_MAX_LENGTH = 1000;

/**
 * `accounts:signUp`: a member's password account, an anonymous one (no e-mail, no password), or,
 * with the member's `idToken`, an e-mail and password linked to that account (an anonymous member
 * keeps their uid); the owner creates any account (firebase-admin's createUser).
 */
function signUp(context: OperationContext, body: RequestBody) {
  const { accounts, privileged, now, methods } = context;
  const email = optionalString(body.email, 'INVALID_EMAIL');
  const password = optionalString(body.password, 'INVALID_PASSWORD');
  let provider: string | undefined;
  if (!privileged) {
    check(body.localId === undefined, 'UNEXPECTED_PARAMETER : User ID');
    if (body.idToken !== undefined || email !== undefined || password !== undefined) {
      check(email, 'MISSING_EMAIL');
      check(password, 'MISSING_PASSWORD');
      check(methods.password, 'OPERATION_NOT_ALLOWED');
      provider = PASSWORD_PROVIDER;
    } else {
      check(methods.anonymous, 'ADMIN_ONLY_OPERATION');
      provider = ANONYMOUS_PROVIDER;
    }
  }
  const canonicalEmail = email === undefined ? undefined : validEmail(email);
  if (password !== undefined) check(password.length >= PASSWORD_MIN_LENGTH, WEAK_PASSWORD);
  if (!privileged && body.idToken !== undefined && canonicalEmail && password) {
    return linkPassword(context, body, canonicalEmail, password);
  }
  const localId = optionalString(body.localId, 'INVALID_LOCAL_ID') ?? accounts.newLocalId();
  check(!accounts.byId(localId), 'DUPLICATE_LOCAL_ID');
  check(!canonicalEmail || !accounts.byEmail(canonicalEmail), 'EMAIL_EXISTS');

  const account = accounts.put({
    localId,
    createdAt: String(now.getTime()),
    lastLoginAt: String(now.getTime()),
    ...(canonicalEmail !== undefined && { email: canonicalEmail }),
    emailVerified: privileged && body.emailVerified === true,
    ...(typeof body.displayName === 'string' && { displayName: body.displayName }),
    ...(privileged && typeof body.photoUrl === 'string' && { photoUrl: body.photoUrl }),
    ...(privileged && body.disabled === true && { disabled: true }),
    ...(password !== undefined && {
      ...passwordFields(password, now),
      validSince: String(unixSeconds(now)),
    }),
  });
  return {
    kind: 'identitytoolkit#SignupNewUserResponse',
    localId: account.localId,
    email: account.email,
    displayName: account.displayName,
    ...(provider !== undefined && signedIn(context, account, { provider })),
  };
}

/** The signed-in member's account (an anonymous one keeps its uid) gains an e-mail and password. */
function linkPassword(
  context: OperationContext,
  body: RequestBody,
  email: string,
  password: string,
) {
  const { accounts, now } = context;
  const { account } = sessionOfIdToken(accounts, body.idToken);
  const holder = accounts.byEmail(email);
  check(!holder || holder.localId === account.localId, 'EMAIL_EXISTS');
  const linked = accounts.update(account.localId, {
    lastLoginAt: String(now.getTime()),
    ...(email !== account.email && { email, emailVerified: false }),
    ...(typeof body.displayName === 'string' && { displayName: body.displayName }),
    ...passwordFields(password, now),
  });
  return {
    kind: 'identitytoolkit#SignupNewUserResponse',
    localId: linked.localId,
    email: linked.email,
    displayName: linked.displayName,
    ...signedIn(context, linked, { provider: PASSWORD_PROVIDER }),
  };
}

function signInWithPassword(context: OperationContext, body: RequestBody) {
  const { accounts, now } = context;
  check(context.methods.password, 'PASSWORD_LOGIN_DISABLED');
  check(body.email !== undefined, 'MISSING_EMAIL');
  check(typeof body.email === 'string', 'INVALID_EMAIL');
  const email = validEmail(body.email);
  check(typeof body.password === 'string' && body.password !== '', 'MISSING_PASSWORD');
  const account = accounts.byEmail(email);
  check(account, 'EMAIL_NOT_FOUND');
  check(!account.disabled, 'USER_DISABLED');
  check(
    account.passwordHash &&
      account.passwordHash === fakePasswordHash(body.password, account.salt ?? ''),
    'INVALID_PASSWORD',
  );
  if (needsSecondFactor(account)) {
    return {
      kind: 'identitytoolkit#VerifyPasswordResponse',
      localId: account.localId,
      email: account.email,
      displayName: account.displayName ?? '',
      registered: true,
      ...mfaPending(context, account, PASSWORD_PROVIDER),
    };
  }
  const loggedIn = accounts.update(account.localId, { lastLoginAt: String(now.getTime()) });
  return {
    kind: 'identitytoolkit#VerifyPasswordResponse',
    registered: true,
    localId: loggedIn.localId,
    email: loggedIn.email,
    displayName: loggedIn.displayName ?? '',
    ...signedIn(context, loggedIn),
  };
}

function lookup(context: OperationContext, body: RequestBody) {
  const { accounts, privileged } = context;
  const found = new Map<string, AccountRecord>();
  if (privileged) {
    for (const localId of stringList(body.localId)) {
      const account = accounts.byId(localId);
      if (account) found.set(account.localId, account);
    }
    for (const email of stringList(body.email)) {
      const account = accounts.byEmail(email);
      if (account) found.set(account.localId, account);
    }
  } else {
    const account = accountOfIdToken(accounts, body.idToken);
    found.set(account.localId, account);
  }
  // TOTP secrets are the owner's to export, never a member's to read back.
  const users = [...found.values()].map((account) =>
    privileged ? account : { ...account, totpSecrets: undefined },
  );
  return {
    kind: 'identitytoolkit#GetAccountInfoResponse',
    ...(users.length > 0 && { users }),
  };
}

function update(context: OperationContext, body: RequestBody) {
  const { accounts, privileged, now } = context;
  if (typeof body.oobCode === 'string') return applyOobCode(context, body.oobCode);
  if (!privileged) {
    check(body.idToken !== undefined, 'INVALID_REQ_TYPE : Unsupported request parameters.');
    check(body.customAttributes === undefined, 'INSUFFICIENT_PERMISSION');
    check(body.disableUser === undefined, 'OPERATION_NOT_ALLOWED');
  }
  const caller = privileged ? undefined : sessionOfIdToken(accounts, body.idToken);
  const account = caller ? caller.account : existingAccount(accounts, body.localId);

  const changes: Partial<AccountRecord> = {};
  let credentialsChanged = false;
  // Unlinking (the SDK's unlink): any provider may go, the last one too, as Google allows; the
  // site keeps a member from removing their last way in (docs/accounts.md).
  if (privileged && body.linkProviderUserInfo !== undefined) {
    changes.providerUserInfo = linkedProvider(accounts, account, body.linkProviderUserInfo);
  }
  const unlinked = stringList(body.deleteProvider);
  if (unlinked.length > 0) {
    changes.providerUserInfo = (changes.providerUserInfo ?? account.providerUserInfo ?? []).filter(
      (info) => !unlinked.includes(info.providerId),
    );
    if (unlinked.includes(PASSWORD_PROVIDER)) {
      // As firebase-tools' emulator: the address goes with the password.
      Object.assign(changes, {
        email: undefined,
        emailVerified: undefined,
        passwordHash: undefined,
        salt: undefined,
      });
    }
  }
  if (body.email !== undefined) {
    check(typeof body.email === 'string', 'INVALID_EMAIL');
    const email = validEmail(body.email);
    if (email !== account.email) {
      check(!accounts.byEmail(email), 'EMAIL_EXISTS');
      Object.assign(changes, { email, emailVerified: false });
      credentialsChanged = true;
    }
  }
  if (body.password !== undefined) {
    check(typeof body.password === 'string', 'INVALID_PASSWORD');
    check(body.password.length >= PASSWORD_MIN_LENGTH, WEAK_PASSWORD);
    Object.assign(changes, passwordFields(body.password, now));
    credentialsChanged = true;
  }
  for (const field of ['displayName', 'photoUrl'] as const) {
    if (typeof body[field] === 'string') changes[field] = body[field];
  }
  for (const attribute of stringList(body.deleteAttribute)) {
    if (attribute === 'DISPLAY_NAME') changes.displayName = undefined;
    if (attribute === 'PHOTO_URL') changes.photoUrl = undefined;
  }
  if (privileged) {
    if (typeof body.emailVerified === 'boolean') changes.emailVerified = body.emailVerified;
    if (typeof body.disableUser === 'boolean') changes.disabled = body.disableUser;
    if (body.customAttributes !== undefined) {
      changes.customAttributes = validCustomClaims(body.customAttributes);
    }
  }
  // A new password or e-mail ends every session from before (the caller's own gets fresh
  // tokens), as does a revocation: firebase-admin's revokeRefreshTokens sends its time.
  if (credentialsChanged) changes.validSince = String(unixSeconds(now));
  if (privileged && body.validSince !== undefined) {
    check(Number.isInteger(Number(body.validSince)), 'INVALID_VALID_SINCE');
    changes.validSince = String(body.validSince);
  }
  const updated = accounts.update(account.localId, changes);
  return {
    kind: 'identitytoolkit#SetAccountInfoResponse',
    localId: updated.localId,
    email: updated.email,
    emailVerified: updated.emailVerified ?? false,
    displayName: updated.displayName,
    photoUrl: updated.photoUrl,
    providerUserInfo: updated.providerUserInfo ?? [],
    passwordHash: updated.passwordHash,
    ...(credentialsChanged && caller && signedIn(context, updated, caller.session)),
  };
}

/** An e-mail link's code applied: the address is verified. */
function applyOobCode(context: OperationContext, code: string) {
  const { accounts } = context;
  const oob = accounts.oobCode(code);
  check(oob?.requestType === 'VERIFY_EMAIL', 'INVALID_OOB_CODE');
  const account = accounts.byEmail(oob.email);
  check(account, 'INVALID_OOB_CODE');
  accounts.useOobCode(code);
  const verified = accounts.update(account.localId, { emailVerified: true });
  return {
    kind: 'identitytoolkit#SetAccountInfoResponse',
    localId: verified.localId,
    email: verified.email,
    emailVerified: true,
    displayName: verified.displayName,
    providerUserInfo: verified.providerUserInfo ?? [],
  };
}

function deleteAccount(context: OperationContext, body: RequestBody) {
  const { accounts, privileged } = context;
  const account = privileged
    ? existingAccount(accounts, body.localId)
    : accountOfIdToken(accounts, body.idToken);
  accounts.delete(account.localId);
  return { kind: 'identitytoolkit#DeleteAccountResponse' };
}

function sendOobCode(context: OperationContext, body: RequestBody) {
  const { accounts, privileged } = context;
  const returnOobLink = body.returnOobLink === true;
  check(!returnOobLink || privileged, 'INSUFFICIENT_PERMISSION');
  if (body.continueUrl !== undefined) {
    check(
      typeof body.continueUrl === 'string' && URL.canParse(body.continueUrl),
      'INVALID_CONTINUE_URI : ((expected an absolute URI with valid scheme and host))',
    );
  }
  let email: string;
  let requestType: OobRequestType;
  switch (body.requestType) {
    case 'PASSWORD_RESET':
      requestType = 'PASSWORD_RESET';
      check(typeof body.email === 'string' && body.email !== '', 'MISSING_EMAIL');
      email = body.email.toLowerCase();
      check(accounts.byEmail(email), 'EMAIL_NOT_FOUND');
      break;
    case 'EMAIL_SIGNIN':
      requestType = 'EMAIL_SIGNIN';
      check(context.methods.emailLink, 'OPERATION_NOT_ALLOWED');
      check(typeof body.email === 'string' && body.email !== '', 'MISSING_EMAIL');
      email = validEmail(body.email);
      break;
    case 'VERIFY_EMAIL': {
      requestType = 'VERIFY_EMAIL';
      const account =
        returnOobLink && body.idToken === undefined
          ? accounts.byEmail(String(body.email ?? ''))
          : accountOfIdToken(accounts, body.idToken);
      check(account, 'USER_NOT_FOUND');
      check(account.email, 'MISSING_EMAIL');
      email = account.email;
      break;
    }
    case undefined:
      throw new AuthApiError(400, 'MISSING_REQ_TYPE');
    default:
      throw new AuthApiError(501, `${String(body.requestType)} is not implemented here`);
  }
  const oob = accounts.addOobCode(email, requestType, (code) => {
    const link = new URL('/emulator/action', context.emulatorUrl);
    link.searchParams.set('mode', LINK_MODES[requestType]);
    link.searchParams.set('oobCode', code);
    link.searchParams.set('apiKey', 'fake-api-key');
    if (typeof body.continueUrl === 'string')
      link.searchParams.set('continueUrl', body.continueUrl);
    return link.toString();
  });
  if (!returnOobLink) {
    const messages: Record<OobRequestType, string> = {
      VERIFY_EMAIL: `To verify the email address ${email}, follow this link: ${oob.oobLink}`,
      PASSWORD_RESET: `To reset the password for ${email}, follow this link: ${oob.oobLink}&newPassword=NEW_PASSWORD_HERE`,
      EMAIL_SIGNIN: `To sign in as ${email}, follow this link: ${oob.oobLink}`,
    };
    context.log(messages[requestType]);
    context.sendMail?.({
      requestType,
      email,
      link: oob.oobLink,
      displayName: accounts.byEmail(email)?.displayName,
      requestedAt: context.now,
    });
  }
  return {
    kind: 'identitytoolkit#GetOobConfirmationCodeResponse',
    email,
    ...(returnOobLink && { oobCode: oob.oobCode, oobLink: oob.oobLink }),
  };
}

/** The `mode` of each kind of e-mailed link, as the SDKs' action-code URLs name it. */
const LINK_MODES: Record<OobRequestType, string> = {
  VERIFY_EMAIL: 'verifyEmail',
  PASSWORD_RESET: 'resetPassword',
  EMAIL_SIGNIN: 'signIn',
};

/** Checks a password reset code; with `newPassword`, sets it (and ends every session). */
function resetPassword(context: OperationContext, body: RequestBody) {
  const { accounts, now } = context;
  check(context.methods.password, 'PASSWORD_LOGIN_DISABLED');
  check(typeof body.oobCode === 'string' && body.oobCode !== '', 'MISSING_OOB_CODE');
  const oob = accounts.oobCode(body.oobCode);
  check(oob, 'INVALID_OOB_CODE');
  if (body.newPassword !== undefined) {
    check(oob.requestType === 'PASSWORD_RESET', 'INVALID_OOB_CODE');
    check(typeof body.newPassword === 'string', 'INVALID_PASSWORD');
    check(body.newPassword.length >= PASSWORD_MIN_LENGTH, WEAK_PASSWORD);
    const account = accounts.byEmail(oob.email);
    check(account, 'INVALID_OOB_CODE');
    accounts.useOobCode(body.oobCode);
    accounts.update(account.localId, {
      ...passwordFields(body.newPassword, now),
      // Following the link proves the address.
      emailVerified: true,
      validSince: String(unixSeconds(now)),
    });
  }
  return {
    kind: 'identitytoolkit#ResetPasswordResponse',
    requestType: oob.requestType,
    email: oob.email,
  };
}

/** Imports accounts as exported (batchGet's records), keeping their ids, hashes and claims. */
function batchCreate(context: OperationContext, body: RequestBody) {
  const { accounts, now } = context;
  check(Array.isArray(body.users) && body.users.length > 0, 'MISSING_USER_ACCOUNT');
  const errors: { index: number; message: string }[] = [];
  body.users.forEach((user: unknown, index) => {
    try {
      check(typeof user === 'object' && user !== null, 'user is not an object');
      const record = user as Partial<AccountRecord> & { rawPassword?: unknown };
      check(typeof record.localId === 'string' && record.localId !== '', 'localId is missing');
      check(
        !accounts.byId(record.localId) || body.allowOverwrite === true,
        'localId belongs to an existing account - can not overwrite.',
      );
      const email = record.email === undefined ? undefined : validEmail(String(record.email));
      const owner = email && accounts.byEmail(email);
      check(
        !owner || owner.localId === record.localId,
        `email exists in other account in database`,
      );
      const { rawPassword, ...fields } = record;
      accounts.put({
        ...fields,
        localId: record.localId,
        ...(email !== undefined && { email }),
        createdAt: record.createdAt ?? String(now.getTime()),
        validSince: record.validSince ?? String(unixSeconds(now)),
        ...(record.customAttributes !== undefined && {
          customAttributes: validCustomClaims(record.customAttributes),
        }),
        ...(typeof rawPassword === 'string' && passwordFields(rawPassword, now)),
      });
    } catch (error) {
      if (!(error instanceof AuthApiError)) throw error;
      errors.push({ index, message: error.message });
    }
  });
  return {
    kind: 'identitytoolkit#UploadAccountResponse',
    ...(errors.length > 0 && { error: errors }),
  };
}

/** Pages through every account in id order (firebase-admin's listUsers; export). */
function batchGet(context: OperationContext, body: RequestBody) {
  const requested = Math.floor(Number(body.maxResults)) || 20;
  // -1 (the emulator's export) means every account.
  const maxResults = requested < 0 ? Infinity : Math.min(requested, 1000);
  const after = typeof body.nextPageToken === 'string' ? body.nextPageToken : '';
  const users = context.accounts.sorted().filter((account) => account.localId > after);
  const page = users.slice(0, maxResults);
  const more = users.length > page.length;
  return {
    kind: 'identitytoolkit#DownloadAccountResponse',
    users: page,
    ...(more && { nextPageToken: page.at(-1)?.localId }),
  };
}

function batchDelete(context: OperationContext, body: RequestBody) {
  const localIds = stringList(body.localIds);
  check(localIds.length > 0, 'LOCAL_ID_LIST_MISSING');
  for (const localId of localIds) context.accounts.delete(localId);
  return {};
}

/** The Secure Token API: a refresh token for a new ID token (and a new refresh token). */
function grantToken(context: OperationContext, body: RequestBody) {
  const { accounts } = context;
  const grantType = body.grant_type ?? body.grantType;
  check(grantType, 'MISSING_GRANT_TYPE');
  check(grantType === 'refresh_token', 'INVALID_GRANT_TYPE');
  const record = readRefreshToken(body.refresh_token ?? body.refreshToken);
  check(record.projectId === accounts.projectId, 'INVALID_REFRESH_TOKEN');
  const account = accounts.byId(record.localId);
  check(account, 'USER_NOT_FOUND');
  check(!account.disabled, 'USER_DISABLED');
  check(issuedAfterRevocation(account, record.iat), 'TOKEN_EXPIRED');
  const refreshed = accounts.update(account.localId, {
    lastRefreshAt: context.now.toISOString(),
  });
  const { provider, secondFactor, developerClaims } = record;
  const tokens = issueTokens(accounts.projectId, refreshed, context.now, {
    provider,
    ...(secondFactor && { secondFactor }),
    ...(developerClaims && { developerClaims }),
  });
  return {
    id_token: tokens.idToken,
    access_token: tokens.idToken,
    expires_in: tokens.expiresIn,
    refresh_token: tokens.refreshToken,
    token_type: 'Bearer',
    user_id: account.localId,
    project_id: accounts.projectId,
  };
}

function deleteAllAccounts(context: OperationContext) {
  context.accounts.deleteAll();
  return {};
}

function listOobCodes(context: OperationContext) {
  return { oobCodes: context.accounts.listOobCodes() };
}

function emulatorConfig() {
  return {
    signIn: { allowDuplicateEmails: false },
    emailPrivacyConfig: { enableImprovedEmailPrivacy: false },
  };
}

export const operations = {
  signUp,
  signInWithPassword,
  lookup,
  update,
  delete: deleteAccount,
  sendOobCode,
  resetPassword,
  batchCreate,
  batchGet,
  batchDelete,
  grantToken,
  deleteAllAccounts,
  listOobCodes,
  emulatorConfig,
  createAuthUri,
  signInWithIdp,
  signInWithCustomToken,
  signInWithEmailLink,
  mfaEnrollmentStart,
  mfaEnrollmentFinalize,
  mfaEnrollmentWithdraw,
  mfaSignInStart,
  mfaSignInFinalize,
} satisfies Record<string, Operation>;

export type OperationName = keyof typeof operations;

/** Operations only the project's owner may call. */
export const OWNER_ONLY: ReadonlySet<OperationName> = new Set([
  'batchCreate',
  'batchGet',
  'batchDelete',
]);

// ---- shared checks ------------------------------------------------------------------------

/** firebase-admin's `providerToLink`: the owner links a provider's user without its token. */
function linkedProvider(
  accounts: ProjectAccounts,
  account: AccountRecord,
  requested: unknown,
): ProviderUserInfo[] {
  check(typeof requested === 'object' && requested !== null, 'INVALID_PROVIDER_USER_INFO');
  const info = requested as Partial<ProviderUserInfo>;
  check(typeof info.providerId === 'string' && info.providerId !== '', 'MISSING_PROVIDER_ID');
  check(typeof info.rawId === 'string' && info.rawId !== '', 'MISSING_RAW_ID');
  const holder = accounts.byProvider(info.providerId, info.rawId);
  check(!holder || holder.localId === account.localId, 'FEDERATED_USER_ID_ALREADY_LINKED');
  const others = (account.providerUserInfo ?? []).filter(
    (existing) => existing.providerId !== info.providerId,
  );
  return [
    ...others,
    {
      providerId: info.providerId,
      rawId: info.rawId,
      federatedId: info.rawId,
      ...(typeof info.email === 'string' && { email: info.email }),
      ...(typeof info.displayName === 'string' && { displayName: info.displayName }),
      ...(typeof info.photoUrl === 'string' && { photoUrl: info.photoUrl }),
    },
  ];
}

function existingAccount(accounts: ProjectAccounts, localId: unknown): AccountRecord {
  check(typeof localId === 'string' && localId !== '', 'MISSING_LOCAL_ID');
  const account = accounts.byId(localId);
  check(account, 'USER_NOT_FOUND');
  return account;
}

function validCustomClaims(serialized: unknown): string {
  check(typeof serialized === 'string', 'INVALID_CLAIMS');
  check(serialized.length <= CUSTOM_CLAIMS_MAX_LENGTH, 'CLAIMS_TOO_LARGE');
  let claims: unknown;
  try {
    claims = JSON.parse(serialized);
  } catch {
    throw new AuthApiError(400, 'INVALID_CLAIMS');
  }
  check(typeof claims === 'object' && claims !== null && !Array.isArray(claims), 'INVALID_CLAIMS');
  for (const claim of Object.keys(claims)) {
    check(!RESERVED_CLAIMS.has(claim), `FORBIDDEN_CLAIM : ${claim}`);
  }
  return serialized;
}

function optionalString(value: unknown, message: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  check(typeof value === 'string', message);
  return value;
}

function stringList(value: unknown): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string');
}
