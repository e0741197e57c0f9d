// What the fake provider remembers: its listeners (accounts), the authorization codes it issued
// with their PKCE challenges, and the access and refresh tokens, each bound to one account.
import { createHash, randomBytes } from 'node:crypto';
import type { DemoListening } from './demo-listening.js';

/** How the provider misbehaves for an account's API calls until told otherwise. */
export type FailureMode =
  | { readonly status: 401 | 403 | 500 }
  | { readonly status: 429; readonly retryAfterSeconds: number }
  | { readonly status: 'network' };

export interface FakeAccount {
  listening: DemoListening;
  failure: FailureMode | null;
  /** API calls the failure still applies to; null for every call. */
  failuresLeft: number | null;
  /** What the account has been asked, for tests to check. */
  readonly requests: { authorizationCode: number; refresh: number; api: number };
}

interface IssuedCode {
  readonly account: string;
  readonly redirectUri: string;
  readonly codeChallenge: string;
  readonly expiresAt: number;
  used: boolean;
}

interface AccessToken {
  readonly account: string;
  expiresAt: number;
}

export const ACCESS_TOKEN_LIFETIME_S = 3600;
const CODE_LIFETIME_MS = 10 * 60 * 1000;

const token = (prefix: string) => `${prefix}-${randomBytes(18).toString('base64url')}`;

/** The S256 challenge of a PKCE verifier (RFC 7636). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export type TokenGrant =
  { ok: true; accessToken: string; refreshToken: string } | { ok: false; description: string };

export class ProviderState {
  private readonly accounts = new Map<string, FakeAccount>();
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, AccessToken>();
  /** Refresh token to account; a refresh replaces the token (rotation), revoking removes it. */
  private readonly refreshTokens = new Map<string, string>();

  account(name: string): FakeAccount {
    let account = this.accounts.get(name);
    if (!account) {
      account = {
        listening: 'classical',
        failure: null,
        failuresLeft: null,
        requests: { authorizationCode: 0, refresh: 0, api: 0 },
      };
      this.accounts.set(name, account);
    }
    return account;
  }

  issueCode(account: string, redirectUri: string, codeChallenge: string): string {
    const code = token('code');
    this.codes.set(code, {
      account,
      redirectUri,
      codeChallenge,
      expiresAt: Date.now() + CODE_LIFETIME_MS,
      used: false,
    });
    return code;
  }

  /** The authorization_code grant: once per code, same redirect URI, verifier matching. */
  redeemCode(code: string, redirectUri: string, codeVerifier: string): TokenGrant {
    const issued = this.codes.get(code);
    if (!issued || issued.expiresAt < Date.now())
      return { ok: false, description: 'Invalid authorization code' };
    if (issued.used) return { ok: false, description: 'Authorization code already used' };
    issued.used = true;
    if (issued.redirectUri !== redirectUri)
      return { ok: false, description: 'Invalid redirect URI' };
    if (pkceChallenge(codeVerifier) !== issued.codeChallenge)
      return { ok: false, description: 'code_verifier was incorrect' };
    this.account(issued.account).requests.authorizationCode += 1;
    return { ok: true, ...this.issueTokens(issued.account) };
  }

  /** The refresh_token grant; each refresh returns a new refresh token and retires the old. */
  refresh(refreshToken: string): TokenGrant {
    const account = this.refreshTokens.get(refreshToken);
    if (account === undefined) return { ok: false, description: 'Refresh token revoked' };
    this.refreshTokens.delete(refreshToken);
    this.account(account).requests.refresh += 1;
    return { ok: true, ...this.issueTokens(account) };
  }

  /** The account an access token is for, or why it is refused. */
  bearer(accessToken: string): { account: string } | { refused: string } {
    const issued = this.accessTokens.get(accessToken);
    if (!issued) return { refused: 'Invalid access token' };
    if (issued.expiresAt <= Date.now()) return { refused: 'The access token expired' };
    return { account: issued.account };
  }

  /** Makes every access token of the account expired, as an hour later. */
  expireTokens(account: string): void {
    for (const issued of this.accessTokens.values()) {
      if (issued.account === account) issued.expiresAt = 0;
    }
  }

  /** The member removed the app's access: every token of the account stops working. */
  revoke(account: string): void {
    for (const [value, issued] of this.accessTokens) {
      if (issued.account === account) this.accessTokens.delete(value);
    }
    for (const [value, owner] of this.refreshTokens) {
      if (owner === account) this.refreshTokens.delete(value);
    }
  }

  private issueTokens(account: string): { accessToken: string; refreshToken: string } {
    const accessToken = token('access');
    const refreshToken = token('refresh');
    this.accessTokens.set(accessToken, {
      account,
      expiresAt: Date.now() + ACCESS_TOKEN_LIFETIME_S * 1000,
    });
    this.refreshTokens.set(refreshToken, account);
    return { accessToken, refreshToken };
  }
}
