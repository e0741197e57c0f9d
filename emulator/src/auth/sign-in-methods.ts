// Which sign-in methods a project allows, as its Firebase console's "Sign-in method" tab sets
// them. Unconfigured, every method is on, as in firebase-tools' emulator; a project that names
// its methods gets production's refusal for any other. The configuration's names follow the
// Identity Toolkit's project Config resource (`signIn.email.enabled`, `passwordRequired`,
// `signIn.anonymous.enabled`); identity providers and second factors are plain lists.
export interface SignInMethodsConfig {
  signIn?: {
    /** Password accounts; with `passwordRequired: false`, e-mail links too (the API's meaning). */
    email?: { enabled?: boolean; passwordRequired?: boolean };
    anonymous?: { enabled?: boolean };
  };
  /** Identity providers allowed: `google.com`, `github.com`, `oidc.*`, `saml.*`... Absent: all. */
  identityProviders?: string[];
  /** Second factors allowed (`totp`). Absent: all this emulator serves. */
  secondFactors?: string[];
}

export interface SignInMethods {
  password: boolean;
  emailLink: boolean;
  anonymous: boolean;
  identityProvider(providerId: string): boolean;
  totp: boolean;
}

/** What firebase-tools' emulator allows: everything. */
export const EVERY_SIGN_IN_METHOD: SignInMethods = signInMethods({});

/** The methods a configuration allows; a key it does not know is refused, so a typo never opens a method. */
export function signInMethods(config: SignInMethodsConfig): SignInMethods {
  refuseUnknownKeys(config, ['signIn', 'identityProviders', 'secondFactors', '$comment'], '');
  refuseUnknownKeys(config.signIn ?? {}, ['email', 'anonymous'], 'signIn.');
  refuseUnknownKeys(config.signIn?.email ?? {}, ['enabled', 'passwordRequired'], 'signIn.email.');
  refuseUnknownKeys(config.signIn?.anonymous ?? {}, ['enabled'], 'signIn.anonymous.');
  const email = config.signIn?.email;
  const emailEnabled = email?.enabled ?? true;
  const providers = config.identityProviders && new Set(config.identityProviders);
  const factors = config.secondFactors && new Set(config.secondFactors);
  return {
    password: emailEnabled,
    emailLink: emailEnabled && email?.passwordRequired !== true,
    anonymous: config.signIn?.anonymous?.enabled ?? true,
    identityProvider: (providerId) => !providers || providers.has(providerId),
    totp: !factors || factors.has('totp'),
  };
}

function refuseUnknownKeys(section: object, known: string[], prefix: string): void {
  for (const key of Object.keys(section)) {
    if (!known.includes(key)) {
      throw new Error(
        `unknown sign-in methods setting "${prefix}${key}" (known: ${known.join(', ')})`,
      );
    }
  }
}
