// The admin User Management list at 100,000 members: seeds the `userRoles` mirror in
// our emulator (started from its CLI with the project's rules and indexes, so every query is
// checked against firestore.indexes.json) and runs the web app's own data access as an admin
// would: first page, last page, next page, a search, a role filter. Prints figures only.
//
// Documents read: our emulator keeps no billing counter (and its explain statistics are a model),
// so "read" is what Firestore bills: the documents a query returns (1 when none), and for a count
// aggregation 1 read per 1,000 index entries matched (at least 1).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate } from 'firebase/firestore';
import { test } from 'vitest';
import { paths, userRoleMirrorFields, type Role } from '@salon/domain';
import {
  countUsers,
  readUsersPage,
  type ShownUsersPage,
  type UserListFilter,
} from '../../web/src/features/admin/api/users.js';

const MEMBERS = 100_000;
const PROJECT = 'demo-admin-bench';
const root = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));

const FIRST = [
  'anna',
  'bruno',
  'clara',
  'dmitri',
  'elena',
  'felix',
  'greta',
  'hugo',
  'ingrid',
  'jonas',
  'katja',
  'ludwig',
  'maria',
  'nadia',
  'otto',
  'paula',
  'quentin',
  'rosa',
  'sergei',
  'tilda',
];
const LAST = [
  'bach',
  'brahms',
  'chopin',
  'dvorak',
  'elgar',
  'faure',
  'grieg',
  'haydn',
  'ives',
  'janacek',
  'liszt',
  'mahler',
  'mozart',
  'ravel',
  'schubert',
  'schumann',
  'sibelius',
  'verdi',
];
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Member i: a varied username and display name; 1 in 100 a moderator, 1 in 1,000 an admin. */
function member(i: number): { role: Role; username: string; displayName: string } {
  const first = FIRST[i % FIRST.length] ?? 'anna';
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length] ?? 'bach';
  const role: Role = i % 1000 === 0 ? 'admin' : i % 100 === 0 ? 'moderator' : 'user';
  return {
    role,
    username: `${first}_${last}${i}`.slice(0, 20),
    displayName: `${capital(first)} ${capital(last)}`,
  };
}

function startCli(): Promise<{ child: ChildProcess; port: number }> {
  const args = [root('emulator/dist/cli.js'), '--port', '0', '--project', PROJECT];
  args.push('--rules', root('firestore.rules'), '--indexes', root('firestore.indexes.json'));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready on [\d.]+:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`CLI exited with ${String(code)}: ${output}`)));
  });
}

const countReads = (count: number) => Math.max(1, Math.ceil(count / 1000));

test('admin users list at 100,000 members', async () => {
  const { child, port } = await startCli();
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const adminApp = initializeAdminApp({ projectId: PROJECT }, 'bench-admin-sdk');
  const seedDb = getAdminFirestore(adminApp);
  const clientApp = initializeApp({ projectId: PROJECT, apiKey: 'fake' }, 'bench-admin-client');
  const db = getFirestore(clientApp);
  // Member 0 is one of the seeded admins: the rules take the role from the userRoles mirror,
  // not from the token's claim.
  connectFirestoreEmulator(db, '127.0.0.1', port, {
    mockUserToken: { sub: 'm0', role: member(0).role },
  });

  const seedStart = performance.now();
  for (let start = 0; start < MEMBERS; start += 500) {
    const batch = seedDb.batch();
    for (let i = start; i < Math.min(MEMBERS, start + 500); i += 1) {
      const { role, ...profile } = member(i);
      batch.set(seedDb.doc(`${paths.userRoles}/m${i}`), {
        role,
        updatedAt: new Date(),
        ...userRoleMirrorFields(profile),
      });
    }
    await batch.commit();
  }
  const figures: [string, string][] = [
    [
      'seeded members (userRoles mirrors)',
      `${MEMBERS} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    ],
  ];

  /** Count, then a page: what the list does when its search or filter changes. */
  async function measure(label: string, filter: UserListFilter, page: 'first' | 'last') {
    const started = performance.now();
    const total = await countUsers(db, filter);
    const result = await readUsersPage(db, filter, {
      page: page === 'first' ? 1 : Number.MAX_SAFE_INTEGER,
      total,
      shown: null,
    });
    const ms = performance.now() - started;
    figures.push([
      label,
      `n=${total}, page ${result.page}: ${result.documentsRead} documents + ${countReads(total)} count read(s), ${ms.toFixed(0)} ms`,
    ]);
    return { total, shown: result.shown };
  }

  async function measureStep(
    label: string,
    filter: UserListFilter,
    total: number,
    shown: ShownUsersPage,
  ) {
    const started = performance.now();
    const result = await readUsersPage(db, filter, { page: shown.page + 1, total, shown });
    const ms = performance.now() - started;
    figures.push([
      label,
      `page ${result.page}: ${result.documentsRead} documents, ${ms.toFixed(0)} ms`,
    ]);
  }

  const all: UserListFilter = { search: '', role: 'all' };
  const first = await measure('first page, everyone', all, 'first');
  if (first.shown) await measureStep('next page, everyone', all, first.total, first.shown);
  await measure('last page, everyone', all, 'last');
  const search: UserListFilter = { search: 'Schumann', role: 'all' };
  const searched = await measure('search "Schumann", first page', search, 'first');
  if (searched.shown)
    await measureStep('search "Schumann", next page', search, searched.total, searched.shown);
  await measure(
    'search "ara_m" (inside names), first page',
    { search: 'ara_m', role: 'all' },
    'first',
  );
  await measure('filter moderators, first page', { search: '', role: 'moderator' }, 'first');
  await measure('filter admins + search "anna"', { search: 'anna', role: 'admin' }, 'first');
  await measure('search nobody matches', { search: 'zzz', role: 'all' }, 'first');

  await terminate(db);
  await deleteApp(clientApp);
  await deleteAdminApp(adminApp);
  child.kill('SIGTERM');
  console.log(
    `\nAdmin users list, ${MEMBERS} members, in our emulator (reads as Firestore bills them)`,
  );
  for (const [name, value] of figures) console.log(`  ${name.padEnd(44)} ${value}`);
});
