// The emulator's fake identity providers: what a provider would say of an identity, read from the
// token a client hands `signInWithIdp` (the emulator's unsigned ID token, or its claims as JSON; a
// fake access token the same way) and shaped as firebase-tools' fake IdP shapes it
// (`fakeFetchUserInfoFromIdp`): Google's profile for google.com, a SAML assertion's address and
// attributes for saml.*, the claims themselves for every other provider.
import { AuthApiError, check } from './errors.js';
import { validEmail, type RequestBody } from './session.js';
import { isObject, parseJson } from './tokens.js';

export const GOOGLE_PROVIDER = 'google.com';

interface IdpClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  screen_name?: string;
}

/** The parts of a SAML response the emulator reads (firebase-tools' fake SAML IdP sends these). */
interface SamlResponse {
  assertion: { subject: { nameId: string }; attributeStatements?: unknown };
}

/** What `signInWithIdp` answers, as Google's `VerifyAssertionResponse`. */
export interface IdpResponse {
  kind: 'identitytoolkit#VerifyAssertionResponse';
  providerId: string;
  federatedId: string;
  email?: string;
  emailVerified: boolean;
  displayName?: string;
  fullName?: string;
  firstName?: string;
  lastName?: string;
  photoUrl?: string;
  screenName?: string;
  rawUserInfo: string;
  oauthIdToken?: string;
  oauthAccessToken: string;
  oauthTokenSecret?: string;
  localId?: string;
  isNewUser?: boolean;
  needConfirmation?: boolean;
  verifiedProvider?: string[];
  errorMessage?: string;
}

/** The request's parameters: `requestUri`'s query and fragment, then `postBody`. */
export function idpParameters(body: RequestBody): URLSearchParams {
  check(typeof body.requestUri === 'string' && body.requestUri !== '', 'MISSING_REQUEST_URI');
  check(URL.canParse(body.requestUri), 'INVALID_REQUEST_URI');
  const url = new URL(body.requestUri);
  const params = new URLSearchParams(url.search);
  const extra = [
    url.hash.replace(/^#/, ''),
    typeof body.postBody === 'string' ? body.postBody : '',
  ];
  for (const source of extra) {
    for (const [key, value] of new URLSearchParams(source)) params.set(key, value);
  }
  return params;
}

/** The identity's claims, from the id_token or else the access token (both fakes here). */
function idpClaims(params: URLSearchParams, providerId: string): IdpClaims {
  const idToken = params.get('id_token');
  const accessToken = params.get('access_token');
  const token = idToken || accessToken;
  if (!token) {
    throw new AuthApiError(
      501,
      'This emulator signs in with credentials only: an id_token (or a fake access_token)',
    );
  }
  const claims = token.startsWith('{') ? parseStrictJson(token) : parseJson(token.split('.')[1]);
  if (!isObject(claims) && !idToken) {
    throw new AuthApiError(
      501,
      `This emulator signs in with ${providerId} only with a fake token: an unsigned JWT or its claims as JSON`,
    );
  }
  check(
    isObject(claims),
    `INVALID_IDP_RESPONSE : Unable to parse id_token (the emulator takes an unsigned JWT or its claims as JSON)`,
  );
  check(
    typeof claims.sub === 'string' && claims.sub !== '',
    'INVALID_IDP_RESPONSE : Invalid Idp Response: id_token missing required fields.',
  );
  return claims as unknown as IdpClaims;
}

function samlResponse(params: URLSearchParams): SamlResponse {
  const parsed = parseStrictJson(params.get('SAMLResponse') ?? '');
  const assertion = isObject(parsed) ? parsed.assertion : undefined;
  check(isObject(assertion), 'INVALID_IDP_RESPONSE ((Missing assertion in SAMLResponse.))');
  check(
    isObject(assertion.subject),
    'INVALID_IDP_RESPONSE ((Missing assertion.subject in SAMLResponse.))',
  );
  check(
    typeof assertion.subject.nameId === 'string' && assertion.subject.nameId !== '',
    'INVALID_IDP_RESPONSE ((Missing assertion.subject.nameId in SAMLResponse.))',
  );
  return parsed as unknown as SamlResponse;
}

/** What the provider says of the identity, shaped as firebase-tools' fake IdP shapes it. */
function assertion(providerId: string, claims: IdpClaims, params: URLSearchParams): IdpResponse {
  let email = typeof claims.email === 'string' ? validEmail(claims.email) : undefined;
  let emailVerified = claims.email_verified === true;
  let federatedId = claims.sub;
  let rawUserInfo: unknown = claims;
  const names: { firstName?: string; lastName?: string } = {};
  if (providerId === GOOGLE_PROVIDER) {
    federatedId = `https://accounts.google.com/${claims.sub}`;
    if (claims.given_name !== undefined) names.firstName = claims.given_name;
    if (claims.family_name !== undefined) names.lastName = claims.family_name;
    rawUserInfo = {
      id: claims.sub,
      name: claims.name,
      given_name: claims.given_name,
      family_name: claims.family_name,
      email,
      verified_email: emailVerified,
      picture: claims.picture,
      locale: 'en',
    };
  } else if (providerId.startsWith('saml.')) {
    const saml = samlResponse(params);
    const nameId = saml.assertion.subject.nameId;
    if (/^[^@]+@[^@]+$/.test(nameId)) email = validEmail(nameId);
    // The SAML IdP asserts the address it names.
    emailVerified = true;
    rawUserInfo = saml.assertion.attributeStatements;
  }
  const idToken = params.get('id_token');
  const accessToken = params.get('access_token');
  const tokenSecret = params.get('oauth_token_secret');
  return {
    kind: 'identitytoolkit#VerifyAssertionResponse',
    providerId,
    federatedId,
    ...(email !== undefined && { email }),
    emailVerified,
    ...(claims.name !== undefined && { displayName: claims.name, fullName: claims.name }),
    ...names,
    ...(claims.picture !== undefined && { photoUrl: claims.picture }),
    ...(claims.screen_name !== undefined && { screenName: claims.screen_name }),
    rawUserInfo: JSON.stringify(rawUserInfo),
    ...(idToken ? { oauthIdToken: idToken } : {}),
    oauthAccessToken: accessToken || `FirebaseAuthEmulatorFakeAccessToken_${providerId}`,
    ...(tokenSecret ? { oauthTokenSecret: tokenSecret } : {}),
  };
}

/** The assertion a provider's fake token stands for, and the provider's id of the user. */
export function readAssertion(
  providerId: string,
  params: URLSearchParams,
): { response: IdpResponse; rawId: string } {
  const claims = idpClaims(params, providerId);
  return { response: assertion(providerId, claims, params), rawId: claims.sub };
}

function parseStrictJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
