// The standalone emulator as a user runs it (`npm run firestore`): the built CLI in its own
// process, in a project folder whose firebase.json names the port. It enforces --rules, reloads
// them when the file is saved (also by rename, as editors do), keeps the old rules when the new
// ones do not parse, exports on SIGTERM and imports that export on the next start, and with
// --data-dir keeps every commit it answered through a SIGKILL.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../src/process/free-port.js';
import { eventually } from './support/eventually.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// The compiled entry point, as `npm run firestore` runs it (Node 20 cannot run TypeScript).
const builtCli = path.resolve(here, '../dist/cli.js');
const PROJECT = 'demo-cli';

const rulesOpenTo = (collection: string) => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /${collection}/{id} { allow read, write: if true; }
  }
}
`;

/** A running CLI, read line by line. */
interface CliProcess {
  child: ChildProcessWithoutNullStreams;
  lines: string[];
  /** The next line matching `pattern` after the last one this returned (printed or to come). */
  line(pattern: RegExp): Promise<string>;
  exited: Promise<number | null>;
}

const running: CliProcess[] = [];

afterEach(() => {
  for (const cli of running.splice(0)) cli.child.kill('SIGKILL');
});

function startCli(cwd: string, args: string[]): CliProcess {
  if (!existsSync(builtCli)) throw new Error(`${builtCli} is missing: npm run build first`);
  const child = spawn(process.execPath, [builtCli, ...args], { cwd });
  const lines: string[] = [];
  let readUpTo = 0;
  let wake = () => {};
  const onOutput = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    wake();
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    wake();
  });
  const line = async (pattern: RegExp): Promise<string> => {
    for (;;) {
      const index = lines.findIndex((text, at) => at >= readUpTo && pattern.test(text));
      if (index >= 0) {
        readUpTo = index + 1;
        return lines[index]!;
      }
      if (hasExited)
        throw new Error(`the CLI exited before printing ${pattern}:\n${lines.join('\n')}`);
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  const cli: CliProcess = { child, lines, exited, line };
  running.push(cli);
  return cli;
}

/** An unauthenticated REST commit, as the browser SDK sends one: the HTTP status. */
async function commitAsVisitor(port: number, documentPath: string): Promise<number> {
  const name = `projects/${PROJECT}/databases/(default)/documents/${documentPath}`;
  const reply = await fetch(
    `http://127.0.0.1:${port}/v1/projects/${PROJECT}/databases/(default)/documents:commit`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ writes: [{ update: { name, fields: {} } }] }),
    },
  );
  await reply.arrayBuffer();
  return reply.status;
}

/** Waits until a visitor's commit answers `expected` (the rules reload on their own). */
function eventuallyStatus(port: number, documentPath: string, expected: number): Promise<void> {
  return eventually(async () => (await commitAsVisitor(port, documentPath)) === expected, {
    what: `a visitor's commit to ${documentPath} answering ${expected}`,
    timeoutMs: 10_000,
    intervalMs: 50,
  });
}

describe('npm run firestore (the built CLI)', () => {
  it('listens where firebase.json says, enforces and reloads --rules, exports and imports', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'emulator-cli-'));
    const port = await freePort('127.0.0.1');
    writeFileSync(
      path.join(folder, 'firebase.json'),
      JSON.stringify({ emulators: { firestore: { host: '127.0.0.1', port } } }),
    );
    const rules = path.join(folder, 'firestore.rules');
    writeFileSync(rules, rulesOpenTo('open'));
    const args = ['--project', PROJECT, '--rules', 'firestore.rules'];
    const dataArgs = ['--import', 'data', '--export-on-exit', 'data'];

    const first = startCli(folder, [...args, ...dataArgs]);
    expect(await first.line(/ready/)).toContain(`ready on 127.0.0.1:${port} (project ${PROJECT})`);
    await first.line(/No export in data yet: starting empty/);
    expect(await commitAsVisitor(port, 'open/kept')).toBe(200);
    expect(await commitAsVisitor(port, 'closed/one')).toBe(403);

    // Saved as editors do: a new file renamed over the old one.
    writeFileSync(`${rules}.tmp`, rulesOpenTo('closed'));
    renameSync(`${rules}.tmp`, rules);
    await first.line(/Reloaded firestore.rules/);
    await eventuallyStatus(port, 'closed/two', 200);
    expect(await commitAsVisitor(port, 'open/refused')).toBe(403);

    // Rules that do not parse are reported, and the last good rules stay in force.
    writeFileSync(rules, 'rules_version = 2; service cloud.firestore { match }');
    expect(await first.line(/Kept the previous rules/)).toMatch(/Line \d+:\d+/);
    expect(await commitAsVisitor(port, 'closed/three')).toBe(200);
    expect(await commitAsVisitor(port, 'open/still-refused')).toBe(403);

    writeFileSync(rules, rulesOpenTo('closed'));
    await first.line(/Reloaded firestore.rules/);
    first.child.kill('SIGTERM');
    await first.line(/Exported data to data/);
    expect(await first.exited).toBe(0);

    const second = startCli(folder, [...args, ...dataArgs]);
    await second.line(/ready/);
    // open/kept and closed/two, three: what the visitor was allowed to write.
    expect(await second.line(/Imported/)).toBe('Imported 3 documents from data');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('keeps every commit it answered in --data-dir through a SIGKILL, and compacts on SIGTERM', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'emulator-cli-'));
    const port = await freePort('127.0.0.1');
    writeFileSync(
      path.join(folder, 'firebase.json'),
      JSON.stringify({ emulators: { firestore: { host: '127.0.0.1', port } } }),
    );
    writeFileSync(path.join(folder, 'firestore.rules'), rulesOpenTo('open'));
    const args = ['--project', PROJECT, '--rules', 'firestore.rules', '--data-dir', 'data'];

    const first = startCli(folder, args);
    await first.line(/ready/);
    expect(await first.line(/Keeping data/)).toBe(
      'Keeping data in data: 0 documents loaded, 0 journalled changes replayed',
    );
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, n) => commitAsVisitor(port, `open/d${n}`)),
    );
    expect(statuses).toEqual(Array.from({ length: 40 }, () => 200));
    first.child.kill('SIGKILL');
    await first.exited;

    const second = startCli(folder, args);
    await second.line(/ready/);
    expect(await second.line(/Keeping data/)).toBe(
      'Keeping data in data: 0 documents loaded, 40 journalled changes replayed',
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const third = startCli(folder, args);
    await third.line(/ready/);
    expect(await third.line(/Keeping data/)).toBe(
      'Keeping data in data: 40 documents loaded, 0 journalled changes replayed',
    );
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });

  it('refuses a bad --port with the usage', async () => {
    const cli = startCli(tmpdir(), ['--port', 'eighty', '--project', PROJECT]);
    expect(await cli.exited).toBe(1);
    expect(cli.lines.join('\n')).toContain('Invalid --port eighty');
    expect(cli.lines.join('\n')).toContain('Usage: firestore-emulator');
  });
});
