// What firebase.json deploys as Cloud Functions (functions/lib, written by functions/build.mjs)
// must install from the registry alone: its package.json names only registry packages, and its
// code imports nothing else (our workspace code, @salon/domain among it, is bundled in). The
// suites in tests/functions run this same bundle in the local functions host.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
  functions: { source: string }[];
};
const source = path.join(root, firebaseJson.functions[0]!.source);

test('the deployed package names only registry packages, and the code imports nothing else', () => {
  const manifest = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')) as {
    main: string;
    dependencies: Record<string, string>;
    devDependencies?: unknown;
  };
  expect(Object.keys(manifest.dependencies).sort()).toEqual([
    'firebase-admin',
    'firebase-functions',
    // The picture function's image library: native, so installed, not bundled.
    'sharp',
  ]);
  for (const range of Object.values(manifest.dependencies))
    expect(range).toMatch(/^\^\d+\.\d+\.\d+$/);
  expect(manifest.devDependencies).toBeUndefined();

  const code = readFileSync(path.join(source, manifest.main), 'utf8');
  const imported = [...code.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  const packageOf = (specifier: string) => specifier.split('/')[0]!;
  const builtins = new Set(builtinModules);
  const foreign = imported.filter(
    (specifier) =>
      !specifier.startsWith('node:') &&
      !builtins.has(specifier) &&
      !Object.keys(manifest.dependencies).includes(packageOf(specifier)),
  );
  expect(imported.length).toBeGreaterThan(0);
  expect(foreign).toEqual([]);
  expect(code).not.toMatch(/from ['"]@salon\//);
  expect(code).not.toMatch(/\brequire\(['"]@salon\//);
});
