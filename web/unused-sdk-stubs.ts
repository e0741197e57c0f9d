// Code the site's bundle carries for nothing, replaced at build time by stubs that throw.
//
// - reactfire imports the Realtime Database, Storage and Remote Config SDKs at its top level
//   (its hooks for them sit in the same file as the Auth and Firestore ones), and a frozen table
//   of Database listeners keeps them from being tree-shaken: about 160 kB minified, 45 kB
//   gzipped, of SDKs the site never calls.
// - Firestore imports re2js (150 kB minified, 40 kB gzipped) only to evaluate Pipeline
//   expressions `like`, `regexContains` and `regexMatch` on the client; the site runs no
//   Pipeline.
// - reactfire imports the Functions SDK at its top level too, for a hook the site does not use;
//   its module registers itself when loaded, so it stayed in the first bundle. The site's own
//   code loads it on the first call to a callable (app/firebase.ts), so only reactfire's import
//   is stubbed.
//
// A stub exports exactly the names its importers take, so a new import after an upgrade fails
// the build by name instead of shipping the SDK again; a call at run time throws, naming it.
import type { Plugin } from 'vite';

const STUBBED_EXPORTS: Readonly<Record<string, readonly string[]>> = {
  'firebase/functions': ['httpsCallable'],
  'firebase/database': [
    'get',
    'off',
    'onChildAdded',
    'onChildChanged',
    'onChildMoved',
    'onChildRemoved',
    'onValue',
  ],
  'firebase/storage': ['getDownloadURL', 'ref'],
  'firebase/remote-config': [
    'ensureInitialized',
    'getAll',
    'getBoolean',
    'getNumber',
    'getString',
    'getValue',
  ],
  re2js: ['RE2JS'],
};

/** Modules stubbed only for these importers: the site itself imports the real module. */
const STUBBED_ONLY_FOR: Readonly<Record<string, RegExp>> = {
  'firebase/functions': /[\\/]node_modules[\\/]reactfire[\\/]/,
  // The site loads Storage itself on first use (app/firebase.ts, loadStorage); reactfire's
  // top-level import of it stays stubbed.
  'firebase/storage': /[\\/]node_modules[\\/]reactfire[\\/]/,
};

const STUB_PREFIX = '\0unused-sdk-stub:';

function stubSource(moduleName: string, exportNames: readonly string[]): string {
  const fail = `() => { throw new Error(${JSON.stringify(`${moduleName} is not in this site's bundle (web/unused-sdk-stubs.ts)`)}); }`;
  return exportNames
    .map((name) =>
      name === 'RE2JS'
        ? `export const RE2JS = { compile: ${fail} };`
        : `export const ${name} = ${fail};`,
    )
    .join('\n');
}

/** Production builds only: the dev server and tests keep the real modules. */
export function unusedSdkStubs(): Plugin {
  return {
    name: 'salon:unused-sdk-stubs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!(source in STUBBED_EXPORTS)) return null;
      const onlyFor = STUBBED_ONLY_FOR[source];
      return !onlyFor || onlyFor.test(importer ?? '') ? STUB_PREFIX + source : null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const moduleName = id.slice(STUB_PREFIX.length);
      return stubSource(moduleName, STUBBED_EXPORTS[moduleName]!);
    },
  };
}
