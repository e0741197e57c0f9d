// The Auth emulator's state: each project's accounts and the out-of-band codes it "mailed".
// Records use the Identity Toolkit's own field names, so a lookup answers with a record as it is
// stored, and an export is the same file firebase-tools' emulator writes (`{ users: [...] }`).
import { randomBytes, randomInt } from 'node:crypto';

export const PASSWORD_PROVIDER = 'password';

export interface ProviderUserInfo {
  providerId: string;
  rawId?: string;
  federatedId?: string;
  email?: string;
  displayName?: string;
  photoUrl?: string;
  /** Twitter's and GitHub's handle, as the identity provider gave it. */
  screenName?: string;
}

/** A second factor, as the Identity Toolkit lists it (`totpInfo` is empty there, as Google's). */
export interface MfaEnrollment {
  mfaEnrollmentId: string;
  displayName?: string;
  /** An ISO date. */
  enrolledAt: string;
  totpInfo: Record<string, never>;
}

/** One account, as the Identity Toolkit's `UserInfo` (timestamps as its strings). */
export interface AccountRecord {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  displayName?: string;
  photoUrl?: string;
  /** `fakeHash:salt=…:password=…`, as firebase-tools' emulator stores it: nothing here is secret. */
  passwordHash?: string;
  salt?: string;
  passwordUpdatedAt?: number;
  /** Seconds since the epoch; ID and refresh tokens issued before it are refused. */
  validSince?: string;
  /** Milliseconds since the epoch. */
  createdAt: string;
  lastLoginAt?: string;
  /** An ISO date. */
  lastRefreshAt?: string;
  disabled?: boolean;
  /** The custom claims, as a JSON object in a string. */
  customAttributes?: string;
  providerUserInfo?: ProviderUserInfo[];
  /** Has signed in with an e-mail link (the address is then a way in without a password). */
  emailLinkSignin?: boolean;
  /** Has signed in with a custom token. */
  customAuth?: boolean;
  mfaInfo?: MfaEnrollment[];
  /**
   * Each TOTP enrollment's shared secret (base32), by enrollment id: the emulator's own field,
   * shown to the owner only (export, import), never to the member.
   */
  totpSecrets?: Record<string, string>;
}

/** A TOTP enrollment begun (`mfaEnrollment:start`) and not yet confirmed with a code. */
export interface PendingTotpEnrollment {
  localId: string;
  secret: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export type OobRequestType = 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'EMAIL_SIGNIN';

/** An e-mail the emulator would have sent: read back through `/emulator/v1/.../oobCodes`. */
export interface OobCode {
  email: string;
  requestType: OobRequestType;
  oobCode: string;
  oobLink: string;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomLocalId(): string {
  return Array.from({ length: 28 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
}

export function fakePasswordHash(password: string, salt: string): string {
  return `fakeHash:salt=${salt}:password=${password}`;
}

/** A new salt and hash for `password`, with the time it changed. */
export function passwordFields(password: string, now: Date) {
  const salt = `fakeSalt${randomLocalId().slice(0, 20)}`;
  return {
    salt,
    passwordHash: fakePasswordHash(password, salt),
    passwordUpdatedAt: now.getTime(),
  };
}

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * A change to a project's accounts, as a data folder's journal keeps it (accounts-journal.ts):
 * an account stored whole, one deleted, or every one. Out-of-band codes and begun enrollments
 * are not kept: they last minutes, and a restart of the emulator ends them.
 */
export type AccountChange = { projectId: string } & (
  { put: AccountRecord } | { deleted: string } | { cleared: true }
);

/** One project's accounts, found by id or by (lower-cased) e-mail. */
export class ProjectAccounts {
  private readonly byLocalId = new Map<string, AccountRecord>();
  private readonly localIdByEmail = new Map<string, string>();
  private readonly oobCodes = new Map<string, OobCode>();
  private readonly totpEnrollments = new Map<string, PendingTotpEnrollment>();

  constructor(
    readonly projectId: string,
    /** Told of every change to the accounts (not to codes), after it is made. */
    private readonly changed: (change: AccountChange) => void = () => undefined,
  ) {}

  get size(): number {
    return this.byLocalId.size;
  }

  byId(localId: string): AccountRecord | undefined {
    return this.byLocalId.get(localId);
  }

  byEmail(email: string): AccountRecord | undefined {
    const localId = this.localIdByEmail.get(email.toLowerCase());
    return localId === undefined ? undefined : this.byLocalId.get(localId);
  }

  /** The account a provider's user (`google.com`, its `sub`) is linked to. */
  byProvider(providerId: string, rawId: string): AccountRecord | undefined {
    for (const account of this.byLocalId.values()) {
      const linked = account.providerUserInfo?.some(
        (info) => info.providerId === providerId && info.rawId === rawId,
      );
      if (linked) return account;
    }
    return undefined;
  }

  newLocalId(): string {
    let localId = randomLocalId();
    while (this.byLocalId.has(localId)) localId = randomLocalId();
    return localId;
  }

  /** Stores `record` whole (creating or replacing), keeping the e-mail index and the password provider in step. */
  put(record: AccountRecord): AccountRecord {
    const before = this.byLocalId.get(record.localId);
    if (before?.email) this.localIdByEmail.delete(before.email);
    const stored = withPasswordProvider(dropUndefined(record));
    this.byLocalId.set(stored.localId, stored);
    if (stored.email) this.localIdByEmail.set(stored.email, stored.localId);
    this.changed({ projectId: this.projectId, put: stored });
    return stored;
  }

  /** Applies `changes` to an existing account; a field set to undefined is removed. */
  update(localId: string, changes: Partial<AccountRecord>): AccountRecord {
    const current = this.byLocalId.get(localId);
    if (!current) throw new Error(`no account ${localId}`);
    return this.put({ ...current, ...changes, localId });
  }

  delete(localId: string): void {
    const record = this.byLocalId.get(localId);
    if (!record) return;
    this.byLocalId.delete(localId);
    if (record.email) this.localIdByEmail.delete(record.email);
    this.changed({ projectId: this.projectId, deleted: localId });
  }

  deleteAll(): void {
    this.byLocalId.clear();
    this.localIdByEmail.clear();
    this.oobCodes.clear();
    this.totpEnrollments.clear();
    this.changed({ projectId: this.projectId, cleared: true });
  }

  /** Makes a journalled change again, on start (the journal is not attached yet). */
  replay(change: AccountChange): void {
    if ('put' in change) this.put(change.put);
    else if ('deleted' in change) this.delete(change.deleted);
    else this.deleteAll();
  }

  /** Every account in localId order (how batchGet pages). */
  sorted(): AccountRecord[] {
    return [...this.byLocalId.values()].sort((a, b) => (a.localId < b.localId ? -1 : 1));
  }

  addOobCode(email: string, requestType: OobRequestType, link: (code: string) => string): OobCode {
    const oobCode = randomBytes(40).toString('base64url');
    const entry = { email, requestType, oobCode, oobLink: link(oobCode) };
    this.oobCodes.set(oobCode, entry);
    return entry;
  }

  oobCode(code: string): OobCode | undefined {
    return this.oobCodes.get(code);
  }

  /** A code works once. */
  useOobCode(code: string): void {
    this.oobCodes.delete(code);
  }

  listOobCodes(): OobCode[] {
    return [...this.oobCodes.values()];
  }

  /** Keeps a begun TOTP enrollment; the returned session info names it. */
  addTotpEnrollment(pending: PendingTotpEnrollment): string {
    const sessionInfo = randomBytes(30).toString('base64url');
    this.totpEnrollments.set(sessionInfo, pending);
    return sessionInfo;
  }

  totpEnrollment(sessionInfo: string): PendingTotpEnrollment | undefined {
    return this.totpEnrollments.get(sessionInfo);
  }

  /** A begun enrollment is confirmed once. */
  endTotpEnrollment(sessionInfo: string): void {
    this.totpEnrollments.delete(sessionInfo);
  }
}

/** Every project's accounts; the client API (no project in its paths) uses the default one. */
export class AuthState {
  private readonly projects = new Map<string, ProjectAccounts>();
  private journal: ((change: AccountChange) => void) | undefined;

  constructor(readonly defaultProjectId: string) {}

  project(projectId: string = this.defaultProjectId): ProjectAccounts {
    let accounts = this.projects.get(projectId);
    if (!accounts) {
      accounts = new ProjectAccounts(projectId, (change) => this.journal?.(change));
      this.projects.set(projectId, accounts);
    }
    return accounts;
  }

  /** Every project that has held an account. */
  projectIds(): string[] {
    return [...this.projects.keys()];
  }

  /** From now on, every change to any project's accounts is told to `journal`. */
  journalTo(journal: (change: AccountChange) => void): void {
    this.journal = journal;
  }
}

function dropUndefined(record: AccountRecord): AccountRecord {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined),
  ) as unknown as AccountRecord;
}

/**
 * An account with an e-mail and a password, or one that signed in with an e-mail link, lists the
 * password provider, as Google's does (the "password" provider is the address as a way in).
 */
function withPasswordProvider(record: AccountRecord): AccountRecord {
  const others = (record.providerUserInfo ?? []).filter(
    (info) => info.providerId !== PASSWORD_PROVIDER,
  );
  if (!record.email || !(record.passwordHash || record.emailLinkSignin)) {
    const { providerUserInfo: _dropped, ...rest } = record;
    return others.length ? { ...rest, providerUserInfo: others } : rest;
  }
  const password: ProviderUserInfo = {
    providerId: PASSWORD_PROVIDER,
    email: record.email,
    federatedId: record.email,
    rawId: record.email,
    ...(record.displayName !== undefined && { displayName: record.displayName }),
    ...(record.photoUrl !== undefined && { photoUrl: record.photoUrl }),
  };
  return { ...record, providerUserInfo: [password, ...others] };
}
