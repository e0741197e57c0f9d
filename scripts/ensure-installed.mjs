// Installs the workspaces' npm packages when node_modules is missing or older than the lockfile,
// so the README's commands work on a fresh clone.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, run } from './lib.mjs';

export function ensureInstalled() {
  const lockfile = path.join(repoRoot, 'package-lock.json');
  const installedMarker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const upToDate =
    existsSync(installedMarker) &&
    existsSync(lockfile) &&
    statSync(installedMarker).mtimeMs >= statSync(lockfile).mtimeMs;
  if (upToDate) return;
  const args = existsSync(lockfile) ? ['ci'] : ['install'];
  // No install scripts: none of ours needs one, and newer npm refuses them anyway. Left on, re2
  // (firebase-tools' optional native regex, which falls back to RegExp) compiles C++ for minutes.
  run('npm', [...args, '--ignore-scripts', '--no-audit', '--no-fund']);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureInstalled();
