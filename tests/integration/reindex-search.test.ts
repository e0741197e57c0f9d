// The one-off re-indexing of existing threads and profiles, run as a person runs it. It works on a
// project of its own in the stack's Firestore emulator, where no trigger fixes documents behind
// its back.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { searchTokens, userSearchGrams } from '@salon/domain';
import { adminApp, stackEndpoints } from '../support/stack-endpoints.js';

const script = fileURLToPath(new URL('../../scripts/reindex-search.mjs', import.meta.url));
const projectId = `demo-reindex-${process.pid}`;
const stateDir = mkdtempSync(path.join(tmpdir(), 'reindex-search-'));
const stateFile = path.join(stateDir, 'state.json');

function reindex(args: string[]) {
  return spawnSync(process.execPath, [script, '--state', stateFile, ...args], {
    cwd: path.dirname(script),
    encoding: 'utf8',
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: stackEndpoints().firestoreHost,
      METADATA_SERVER_DETECTION: 'none',
    },
  });
}

let db: Firestore;
const thread = (title: string, body: string, tokens: string[]) => ({
  title,
  body,
  searchTokens: tokens,
});

beforeAll(() => {
  adminApp(); // sets the emulator's environment for this process
  db = getFirestore(initializeApp({ projectId }, projectId));
});

describe('npm run reindex-search', () => {
  it('rewrites stale indexes in batches, leaves right ones and malformed threads alone, and is idempotent', async () => {
    const stale = ['dv', 'dvo', 'dvor', 'dvoř', 'dvořá', 'dvořák'];
    await db.doc('threads/a').set(thread('Dvořák', 'New World', stale));
    await db.doc('threads/b').set(thread('Tchaikovsky', 'Pathétique', []));
    await db.doc('threads/c').set(thread('Bach', 'Goldberg', searchTokens('Bach', 'Goldberg')));
    await db.doc('threads/d').set({ title: 'No body', searchTokens: ['no'] });
    await db
      .doc('profiles/p')
      .set({ username: 'newworld', displayName: 'Dvořák Fan', searchGrams: [] });

    const first = reindex(['--project', projectId, '--batch', '2']);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('threads: 4 read, 2 re-indexed');
    expect(first.stdout).toContain('profiles: 1 read, 1 re-indexed');
    expect((await db.doc('threads/a').get()).get('searchTokens')).toEqual(
      searchTokens('Dvořák', 'New World'),
    );
    expect((await db.doc('threads/b').get()).get('searchTokens')).toContain('tchaikovsky');
    expect((await db.doc('threads/d').get()).get('searchTokens')).toEqual(['no']);
    expect((await db.doc('profiles/p').get()).get('searchGrams')).toEqual(
      userSearchGrams('newworld', 'Dvořák Fan'),
    );
    expect(existsSync(stateFile)).toBe(false);

    const second = reindex(['--project', projectId]);
    expect(second.stdout).toContain('threads: 4 read, 0 re-indexed');
    expect(second.stdout).toContain('profiles: 1 read, 0 re-indexed');
  });

  it('resumes where the state file says it stopped', async () => {
    await db.doc('threads/a').update({ searchTokens: [] });
    await db.doc('threads/c').update({ searchTokens: [] });
    writeFileSync(
      stateFile,
      JSON.stringify({ threads: { after: 'b', read: 2, written: 0, done: false } }),
    );
    const run = reindex(['--project', projectId]);
    expect(run.stdout).toContain(`Resuming from ${stateFile}.`);
    expect(run.stdout).toContain('threads: 4 read, 1 re-indexed');
    expect((await db.doc('threads/a').get()).get('searchTokens')).toEqual([]);
    expect((await db.doc('threads/c').get()).get('searchTokens')).toEqual(
      searchTokens('Bach', 'Goldberg'),
    );
  });

  it('refuses an unreadable state file, changing nothing', () => {
    writeFileSync(stateFile, '{ not json');
    const run = reindex(['--project', projectId]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('cannot be read');
    expect(run.stderr).toContain('Run the same command again to resume.');
  });

  it('explains its usage when the project is missing or the batch size is out of range', () => {
    for (const args of [
      [],
      ['--project', projectId, '--batch', '0'],
      ['--project', projectId, '--batch', '501'],
    ]) {
      const run = reindex(args);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('usage: npm run reindex-search');
    }
  });
});
