// The stack's Auth emulator: ours (`@salon/emulator/auth`, ready in milliseconds) by default, or
// with AUTH_IMPL=google firebase-tools' own, the reference, run in-process: going through the CLI
// would also start its hub and try to fetch a message of the day over the network; calling its
// app directly does neither (docs/local-stack.md). Accounts persist through the emulators' common
// REST API, as firebase-tools' export and import do, so either loads what the other saved.
// Ours allows only the sign-in methods the site's project allows (auth-sign-in-methods.json at
// the repository's root); firebase-tools' cannot be told, and allows every one.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  startAuthEmulator as startOurAuthEmulator,
  type SignInMethodsConfig,
} from '@salon/emulator/auth';

type AuthApp = { listen(port: number, host: string, callback: () => void): Server };
type CreateAuthApp = (projectId: string) => Promise<AuthApp>;

const require = createRequire(import.meta.url);

/** The site's sign-in methods, as its Firebase console sets them (one level above src/ and dist/). */
const SITE_SIGN_IN_METHODS = fileURLToPath(
  new URL('../../auth-sign-in-methods.json', import.meta.url),
);

/**
 * Who the Auth e-mails come from and the app they name, as the project's Firebase console would
 * set its public-facing name and templates' sender.
 */
const SITE_AUTH_MAIL = { from: 'The Salon <noreply@localhost>', appName: 'The Salon' };

/** Which Auth emulator runs: ours, or firebase-tools' (`google`), the reference. */
export type AuthImplementation = 'ours' | 'google';

export function authImplementationFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): AuthImplementation {
  const chosen = env.AUTH_IMPL ?? 'ours';
  if (chosen !== 'ours' && chosen !== 'google') {
    throw new Error(`AUTH_IMPL must be "ours" or "google", not "${chosen}"`);
  }
  return chosen;
}

export interface AuthEmulator {
  implementation: AuthImplementation;
  url: string;
  /** Where FIREBASE_AUTH_EMULATOR_HOST should point (`host:port`). */
  hostAndPort: string;
  /** Writes every account (with its custom claims) to `dir/accounts.json`. */
  exportAccounts(dir: string): Promise<number>;
  stop(): Promise<void>;
}

export async function startAuthEmulator(options: {
  projectId: string;
  host: string;
  port: number;
  /**
   * Where the accounts are kept: ours journals each change there before answering (a crash
   * loses none it acknowledged) and compacts at stop; firebase-tools' loads `accounts.json`
   * from it at start and saves it at stop.
   */
  dataDir?: string;
  implementation?: AuthImplementation;
  /**
   * Which sign-in methods ours allows: the site's (the default), or every one, as firebase-tools'
   * always does (for comparing the two on methods the site does not use).
   */
  signInMethods?: 'site' | 'every';
  /** Told the links of the e-mails it would send. */
  log?: (line: string) => void;
  /**
   * The stack's mail server: ours sends it the e-mails production Auth would send (verification,
   * password reset), so they land in the local inbox. firebase-tools' sends no e-mail.
   */
  smtp?: { host: string; port: number };
}): Promise<AuthEmulator> {
  const { projectId, host, port } = options;
  const ours = (options.implementation ?? 'ours') === 'ours';
  const server = ours
    ? await startOurAuthEmulator({
        projectId,
        host,
        port,
        ...(options.dataDir && { dataDir: options.dataDir }),
        ...(options.signInMethods !== 'every' && {
          signInMethods: JSON.parse(
            await readFile(SITE_SIGN_IN_METHODS, 'utf8'),
          ) as SignInMethodsConfig,
        }),
        ...(options.log && { log: options.log }),
        ...(options.smtp && { smtp: { ...options.smtp, ...SITE_AUTH_MAIL } }),
      })
    : await startGoogleAuthEmulator(projectId, host, port);
  const url = `http://${host}:${server.port}`;
  const accountsApi = `${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;
  const ownerHeaders = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

  const accountsFile = !ours && options.dataDir && path.join(options.dataDir, 'accounts.json');
  const saved =
    accountsFile && existsSync(accountsFile) ? await readFile(accountsFile, 'utf8') : '';
  // Both emulators refuse an import of no accounts.
  if (saved && (JSON.parse(saved) as { users?: unknown[] }).users?.length) {
    const response = await fetch(`${accountsApi}/accounts:batchCreate`, {
      method: 'POST',
      headers: ownerHeaders,
      body: saved,
    });
    if (!response.ok) throw new Error(`importing ${accountsFile} failed: ${await response.text()}`);
  }

  const exportAccounts = async (dir: string) => {
    const response = await fetch(`${accountsApi}/accounts:batchGet?maxResults=-1`, {
      headers: ownerHeaders,
    });
    if (!response.ok) throw new Error(`exporting accounts failed: ${await response.text()}`);
    const body = (await response.json()) as { users?: unknown[] };
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'accounts.json'),
      JSON.stringify({ users: body.users ?? [] }, null, 2),
    );
    return body.users?.length ?? 0;
  };

  return {
    url,
    implementation: options.implementation ?? 'ours',
    hostAndPort: `${host}:${server.port}`,
    exportAccounts,
    async stop() {
      // firebase-tools' keeps nothing on disk by itself: its accounts are saved only here.
      if (!ours && options.dataDir) await exportAccounts(options.dataDir);
      await server.stop();
    },
  };
}

async function startGoogleAuthEmulator(projectId: string, host: string, port: number) {
  // An internal module of firebase-tools, pinned by our lockfile; see docs/local-stack.md.
  const { createApp } = require('firebase-tools/lib/emulator/auth/server.js') as {
    createApp: CreateAuthApp;
  };
  const app = await createApp(projectId);
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, host, () => resolve(listening));
    listening.once('error', reject);
  });
  return {
    port: (server.address() as AddressInfo).port,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
