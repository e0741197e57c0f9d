// `npm start` builds a workspace only when what its build reads has changed since its last
// build: its sources and configs, those of the workspaces it builds on, the shared TypeScript
// config and the lockfile. The hash of those inputs is kept in node_modules/.cache (not in the
// output: functions/lib is what Firebase deploys); a fresh clone, or a deleted output, builds
// again. Builds that are due run side by side, and the TypeScript ones with `tsc --noCheck`:
// TypeScript's own emitter without the type check, which is most of a build's time (types are
// checked by `npm test`, `npm run typecheck` and the editor; Vite never checks them either). Node
// built-ins only.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, runQuietly } from './lib.mjs';

const TSC = path.join(repoRoot, 'node_modules', '@typescript', 'native', 'bin', 'tsc');
/** A TypeScript build (the workspace's tsconfig.build.json), emitting without the type check. */
const emitTypeScript = (workspace, tsconfig = 'tsconfig.build.json') => [
  process.execPath,
  [TSC, '-p', path.join(workspace, tsconfig), '--noCheck'],
];

/**
 * Each build's output folder, the workspaces whose sources it reads (itself first), its commands
 * (run one after the other).
 */
const BUILDS = {
  domain: { output: 'domain/dist', reads: ['domain'], commands: [emitTypeScript('domain')] },
  emulator: {
    output: 'emulator/dist',
    reads: ['emulator'],
    // The Auth emulator's page scripts are browser code with a tsconfig of their own.
    commands: [
      emitTypeScript('emulator'),
      emitTypeScript('emulator', 'src/auth/widget-scripts/tsconfig.json'),
    ],
  },
  'local-stack': {
    output: 'local-stack/dist',
    reads: ['local-stack', 'emulator', 'domain'],
    commands: [emitTypeScript('local-stack')],
  },
  functions: {
    output: 'functions/lib',
    // publicPages bundles web's server entry (the app's components), built first by functions'.
    reads: ['functions', 'domain', 'web'],
    commands: [['npm', ['run', 'build', '-w', 'functions']]],
  },
};
const SHARED_INPUTS = ['tsconfig.base.json', 'package-lock.json'];
const HASH_DIR = path.join(repoRoot, 'node_modules', '.cache', 'salon-start');

/** A workspace's build inputs: its top-level files (package.json, configs) and src/ but tests. */
function inputsOf(workspace) {
  const root = path.join(repoRoot, workspace);
  const files = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(workspace, entry.name));
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (!entry.name.endsWith('.test.ts')) files.push(relative);
    }
  };
  if (existsSync(path.join(root, 'src'))) walk(path.join(workspace, 'src'));
  return files;
}

function inputsHash(name) {
  const hash = createHash('sha256');
  const files = [...SHARED_INPUTS, ...BUILDS[name].reads.flatMap(inputsOf)].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(repoRoot, file)));
  }
  return hash.digest('hex');
}

/**
 * Builds every workspace of `names` whose inputs differ from its last build's, side by side (the
 * builds read each other's sources, not outputs: tsconfig's `source` condition), each one's output
 * printed whole when it ends. Exits this process if one fails.
 */
export async function buildChanged(names) {
  const stale = [];
  for (const name of names) {
    const hashFile = path.join(HASH_DIR, `${name}.sha256`);
    const hash = inputsHash(name);
    const built = existsSync(path.join(repoRoot, BUILDS[name].output));
    if (built && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash) {
      console.log(`${name}: built, and unchanged since`);
    } else {
      stale.push({ name, hashFile, hash });
    }
  }
  const results = await Promise.all(
    stale.map(async (build) => {
      let ok = true;
      for (const command of BUILDS[build.name].commands) ok = ok && (await runQuietly(...command));
      return { ...build, ok };
    }),
  );
  mkdirSync(HASH_DIR, { recursive: true });
  for (const { hashFile, hash, ok } of results) if (ok) writeFileSync(hashFile, hash);
  const failed = results.filter((result) => !result.ok).map((result) => result.name);
  if (failed.length) {
    console.error(`\n✖ the build of ${failed.join(', ')} failed`);
    process.exit(1);
  }
}

export const BUILT_BY_START = Object.keys(BUILDS);
