// firebase-tools' own Auth emulator (pure Node, offline), run in-process. Going through the CLI
// would also start its hub and try to fetch a message of the day over the network; calling its
// app directly does neither. Accounts persist through the emulator's own REST API, as
// firebase-tools' export and import do.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

type AuthApp = { listen(port: number, host: string, callback: () => void): Server };
type CreateAuthApp = (projectId: string) => Promise<AuthApp>;

const require = createRequire(import.meta.url);

export interface AuthEmulator {
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
  importDir?: string;
}): Promise<AuthEmulator> {
  const { projectId, host, port } = options;
  // An internal module of firebase-tools, pinned by our lockfile; see docs/local-stack.md.
  const { createApp } = require('firebase-tools/lib/emulator/auth/server.js') as {
    createApp: CreateAuthApp;
  };
  const app = await createApp(projectId);
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, host, () => resolve(listening));
    listening.once('error', reject);
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const url = `http://${host}:${boundPort}`;
  const accountsApi = `${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;
  const ownerHeaders = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

  const accountsFile = options.importDir && path.join(options.importDir, 'accounts.json');
  if (accountsFile && existsSync(accountsFile)) {
    const response = await fetch(`${accountsApi}/accounts:batchCreate`, {
      method: 'POST',
      headers: ownerHeaders,
      body: await readFile(accountsFile, 'utf8'),
    });
    if (!response.ok) throw new Error(`importing ${accountsFile} failed: ${await response.text()}`);
  }

  return {
    url,
    hostAndPort: `${host}:${boundPort}`,
    async exportAccounts(dir) {
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
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
