// Our Auth emulator with a data folder: every account change answered is journalled first, so an
// emulator started on the folder of one that never stopped (as after a kill) finds each of them;
// stop() compacts them into accounts.json; a torn last record is skipped with a log line.
import { appendFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { startAuthEmulator, type RunningAuthEmulator } from '../../src/auth/index.js';

const PROJECT = 'demo-auth-data-dir';
const API = `/identitytoolkit.googleapis.com/v1`;

async function call(emulator: RunningAuthEmulator, path: string, body: unknown, owner = false) {
  const response = await fetch(`http://127.0.0.1:${emulator.port}${API}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(owner && { Authorization: 'Bearer owner' }),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json;
}

const start = (dataDir: string, logged: string[] = []) =>
  startAuthEmulator({ projectId: PROJECT, port: 0, dataDir, log: (line) => logged.push(line) });

const emails = (emulator: RunningAuthEmulator) =>
  emulator.state
    .project()
    .sorted()
    .map((account) => account.email)
    .sort();

test('sign-ups, profile and claims updates and deletions survive an emulator that never stopped', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'auth-data-'));
  const first = await start(dir);
  const signUps = await Promise.all(
    ['clara', 'fanny', 'lili', 'amadeus'].map((name) =>
      call(first, '/accounts:signUp', { email: `${name}@example.com`, password: 'secret-6' }),
    ),
  );
  const [clara, fanny] = signUps as [Record<string, unknown>, Record<string, unknown>];
  await call(first, '/accounts:update', { idToken: clara.idToken, displayName: 'Clara W.' });
  await call(
    first,
    `/projects/${PROJECT}/accounts:update`,
    { localId: clara.localId, customAttributes: JSON.stringify({ admin: true }) },
    true,
  );
  await call(first, '/accounts:delete', { idToken: fanny.idToken });

  const second = await start(dir);
  // Nothing was compacted: everything comes from the journal (a sign-up is two changes).
  expect(second.restored?.accounts).toBe(0);
  expect(second.restored?.changes).toBeGreaterThanOrEqual(7);
  expect(emails(second)).toEqual(['amadeus@example.com', 'clara@example.com', 'lili@example.com']);
  expect(second.state.project().byId(String(clara.localId))).toMatchObject({
    displayName: 'Clara W.',
    customAttributes: JSON.stringify({ admin: true }),
  });
  // The second's stop compacts: the snapshot is the file firebase-tools' emulator exports.
  await second.stop();
  const saved = JSON.parse(readFileSync(join(dir, 'accounts.json'), 'utf8')) as {
    users: { email: string }[];
  };
  expect(saved.users.map((user) => user.email).sort()).toEqual(emails(second));
  expect(readdirSync(dir).filter((file) => file.includes('journal-'))).toEqual([
    'accounts-journal-1.ndjson',
  ]);

  const third = await start(dir);
  expect(third.restored).toEqual({ accounts: 3, changes: 0 });
  await third.stop();
  await first.stop();
});

test('a torn last record is skipped with a log line, not a failed start', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'auth-data-'));
  const first = await start(dir);
  await call(first, '/accounts:signUp', { email: 'kept@example.com', password: 'secret-6' });
  appendFileSync(join(dir, 'accounts-journal-0.ndjson'), '{"projectId":"demo-auth-data-dir","pu');

  const logged: string[] = [];
  const second = await start(dir, logged);
  expect(emails(second)).toEqual(['kept@example.com']);
  expect(logged).toEqual([expect.stringMatching(/skipped a torn last record/)]);
  await second.stop();
  await first.stop();
});
