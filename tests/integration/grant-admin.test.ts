// The documented way to make a deployment's first admin, run as a person runs it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp, stackEndpoints } from '../support/stack-endpoints.js';

const script = fileURLToPath(new URL('../../scripts/grant-admin.mjs', import.meta.url));

function grantAdmin(args: string[]) {
  const stack = stackEndpoints();
  return spawnSync(process.execPath, [script, ...args], {
    cwd: path.dirname(script),
    encoding: 'utf8',
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: stack.firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: stack.authHost,
      METADATA_SERVER_DETECTION: 'none',
    },
  });
}

describe('npm run grant-admin', () => {
  it('makes a member an admin: claim and admin-list mirror', async () => {
    const email = `first-admin-${Date.now()}@demo.example`;
    const member = await getAuth(adminApp()).createUser({ email });
    const run = grantAdmin(['--email', email, '--project', stackEndpoints().projectId]);
    expect(run.stdout).toContain(`${email} (${member.uid}) is now an admin.`);
    expect(run.status).toBe(0);
    expect((await getAuth(adminApp()).getUser(member.uid)).customClaims).toEqual({ role: 'admin' });
    expect((await getFirestore(adminApp()).doc(`userRoles/${member.uid}`).get()).get('role')).toBe(
      'admin',
    );
  });

  it('says what went wrong for an unknown email and exits non-zero', () => {
    const run = grantAdmin([
      '--email',
      'nobody@demo.example',
      '--project',
      stackEndpoints().projectId,
    ]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Could not make nobody@demo.example an admin');
  });

  it('explains its usage when an argument is missing', () => {
    const run = grantAdmin(['--email', 'someone@demo.example']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: npm run grant-admin');
  });
});
