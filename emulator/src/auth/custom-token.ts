// Custom-token sign-in (`accounts:signInWithCustomToken`): a server mints a token for a uid of its
// choosing (firebase-admin's createCustomToken) and the client trades it for a session. As in
// firebase-tools' emulator, the token's signature is not checked: firebase-admin pointed at an
// emulator mints unsigned ones (`alg: none`), and a signed one is read the same way. Its `claims`
// go into every ID token of that session. Production has no switch for this method: it is always on.
import { check } from './errors.js';
import { signedIn, type OperationContext, type RequestBody } from './session.js';
import { CUSTOM_PROVIDER, RESERVED_CLAIMS, isObject, parseJson } from './tokens.js';

/** The audience firebase-admin writes in every custom token. */
const CUSTOM_TOKEN_AUDIENCE =
  'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';

export function signInWithCustomToken(context: OperationContext, body: RequestBody) {
  const { accounts, now } = context;
  check(typeof body.token === 'string' && body.token !== '', 'MISSING_CUSTOM_TOKEN');
  const payload = customTokenPayload(body.token);
  const localId = primitiveString(payload.uid) ?? primitiveString(payload.user_id);
  check(localId, 'MISSING_IDENTIFIER');
  const developerClaims = payload.claims === undefined ? undefined : validClaims(payload.claims);

  const existing = accounts.byId(localId);
  if (existing) check(!existing.disabled, 'USER_DISABLED');
  const loggedIn = { customAuth: true, lastLoginAt: String(now.getTime()) };
  const account = existing
    ? accounts.update(localId, loggedIn)
    : accounts.put({ localId, createdAt: String(now.getTime()), ...loggedIn });
  return {
    kind: 'identitytoolkit#VerifyCustomTokenResponse',
    isNewUser: !existing,
    ...signedIn(context, account, {
      provider: CUSTOM_PROVIDER,
      ...(developerClaims && { developerClaims }),
    }),
  };
}

/** The token's claims: a JWT's payload (signed or not), or, as the emulators allow, plain JSON. */
function customTokenPayload(token: string): Record<string, unknown> {
  if (token.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(token);
    } catch {
      parsed = undefined;
    }
    check(
      isObject(parsed),
      'INVALID_CUSTOM_TOKEN : ((Auth Emulator only accepts strict JSON or JWTs as fake custom tokens.))',
    );
    return parsed;
  }
  const [header, payload] = token.split('.');
  const claims = parseJson(payload);
  check(
    isObject(parseJson(header)) && isObject(claims),
    'INVALID_CUSTOM_TOKEN : Invalid assertion format',
  );
  check(
    claims.aud === CUSTOM_TOKEN_AUDIENCE,
    `INVALID_CUSTOM_TOKEN : ((Invalid aud (audience): ${String(claims.aud)} Note: Firebase ID Tokens / third-party tokens cannot be used with signInWithCustomToken.))`,
  );
  return claims;
}

function validClaims(claims: unknown): Record<string, unknown> {
  check(isObject(claims), 'INVALID_CLAIMS');
  for (const claim of Object.keys(claims)) {
    check(!RESERVED_CLAIMS.has(claim), `FORBIDDEN_CLAIM : ${claim}`);
  }
  return claims;
}

/** A uid given as a number or boolean counts as its text, as firebase-tools reads it. */
function primitiveString(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}
