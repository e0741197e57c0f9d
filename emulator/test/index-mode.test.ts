// The index mode of the built CLI: composite indexes are enforced when an indexes file is given,
// by --indexes or by the folder's firebase.json (as the site's stack always gives one), and every
// query is accepted without one or with --no-index-enforcement, as Google's emulator accepts them.
// The ready line says which, and from which file.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const builtCli = path.resolve(here, '../dist/cli.js');
const PROJECT = 'demo-index-mode';
const stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Starts the CLI on a free port in `cwd` and resolves with its ready line and port. */
function startCli(args: string[], cwd = tmpdir()): Promise<{ readyLine: string; port: number }> {
  if (!existsSync(builtCli)) throw new Error(`${builtCli} is missing: npm run build first`);
  const child = spawn(process.execPath, [builtCli, '--port', '0', '--project', PROJECT, ...args], {
    cwd,
  });
  stops.push(() => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let output = '';
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const readyLine = output.split('\n').find((line) => line.includes(' ready on '));
      const port = readyLine && /ready on [\d.]+:(\d+)/.exec(readyLine)?.[1];
      if (readyLine && port) resolve({ readyLine, port: Number(port) });
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.once('exit', (code) =>
      reject(new Error(`CLI exited (${code}) before ready:\n${output}`)),
    );
  });
}

/** Runs `structuredQuery` over REST as the owner: the HTTP status and the body. */
async function runQuery(
  port: number,
  structuredQuery: Record<string, unknown>,
): Promise<{ status: number; body: string }> {
  const reply = await fetch(
    `http://127.0.0.1:${port}/v1/projects/${PROJECT}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ structuredQuery }),
    },
  );
  return { status: reply.status, body: await reply.text() };
}

/** A two-inequality query: the HTTP status. */
async function runMultipleInequalityQuery(port: number): Promise<number> {
  const range = (field: string) => ({
    fieldFilter: { field: { fieldPath: field }, op: 'GREATER_THAN', value: { integerValue: '0' } },
  });
  const { status } = await runQuery(port, {
    from: [{ collectionId: 'works' }],
    where: { compositeFilter: { op: 'AND', filters: [range('year'), range('opus')] } },
  });
  return status;
}

/** One composer's works, newest first (equality, another field's order). */
function runComposerByYearQuery(port: number): Promise<{ status: number; body: string }> {
  return runQuery(port, {
    from: [{ collectionId: 'works' }],
    where: {
      fieldFilter: {
        field: { fieldPath: 'composer' },
        op: 'EQUAL',
        value: { stringValue: 'Brahms' },
      },
    },
    orderBy: [{ field: { fieldPath: 'year' }, direction: 'DESCENDING' }],
  });
}

/** The composite index that query needs, as an indexes file declares it. */
const composerByYear = {
  collectionGroup: 'works',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'composer', order: 'ASCENDING' },
    { fieldPath: 'year', order: 'DESCENDING' },
  ],
};

describe('index mode of the CLI', () => {
  const indexesFile = (): string => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'index-mode-')), 'indexes.json');
    writeFileSync(file, JSON.stringify({ indexes: [] }));
    return file;
  };

  it('enforces the indexes of --indexes and says so', async () => {
    const file = indexesFile();
    const { readyLine, port } = await startCli(['--indexes', file]);
    expect(readyLine).toMatch(/^Firestore emulator ready on 127\.0\.0\.1:\d+ \(project /);
    expect(readyLine).toContain(`indexes enforced from ${file}`);
    expect(await runMultipleInequalityQuery(port)).toBe(400);
  });

  it('accepts every query without --indexes, as Google emulator does', async () => {
    const { readyLine, port } = await startCli([]);
    expect(readyLine).toContain('indexes not enforced: every query accepted');
    expect(await runMultipleInequalityQuery(port)).toBe(200);
  });

  it('accepts every query with --no-index-enforcement, indexes file or not', async () => {
    const { readyLine, port } = await startCli([
      '--indexes',
      indexesFile(),
      '--no-index-enforcement',
    ]);
    expect(readyLine).toContain('indexes not enforced: every query accepted');
    expect(await runMultipleInequalityQuery(port)).toBe(200);
  });

  describe('in a folder whose firebase.json names an indexes file', () => {
    const projectFolder = (): string => {
      const folder = mkdtempSync(path.join(tmpdir(), 'index-mode-project-'));
      writeFileSync(
        path.join(folder, 'firebase.json'),
        JSON.stringify({ firestore: { indexes: 'firestore.indexes.json' } }),
      );
      writeFileSync(path.join(folder, 'firestore.indexes.json'), JSON.stringify({ indexes: [] }));
      return folder;
    };

    it('enforces that file as deployed, and says so', async () => {
      const { readyLine, port } = await startCli([], projectFolder());
      expect(readyLine).toContain(
        'indexes enforced from firestore.indexes.json (named by firebase.json)',
      );
      const refused = await runComposerByYearQuery(port);
      expect(refused.status).toBe(400);
      const { error } = JSON.parse(refused.body) as { error: { status: string; message: string } };
      expect(error.status).toBe('FAILED_PRECONDITION');
      expect(error.message).toContain('The query requires an index. Add this to "indexes"');
      expect(error.message).toContain(JSON.stringify(composerByYear, null, 2));
    });

    it('accepts every query with --no-index-enforcement', async () => {
      const { readyLine, port } = await startCli(['--no-index-enforcement'], projectFolder());
      expect(readyLine).toContain('indexes not enforced: every query accepted');
      expect((await runComposerByYearQuery(port)).status).toBe(200);
    });

    it('enforces an explicit --indexes instead', async () => {
      const folder = projectFolder();
      const declared = path.join(folder, 'declared.indexes.json');
      writeFileSync(declared, JSON.stringify({ indexes: [composerByYear] }));
      const { readyLine, port } = await startCli(['--indexes', declared], folder);
      expect(readyLine).toContain(`indexes enforced from ${declared}`);
      expect(readyLine).not.toContain('firebase.json');
      expect((await runComposerByYearQuery(port)).status).toBe(200);
      expect(await runMultipleInequalityQuery(port)).toBe(400);
    });
  });
});
