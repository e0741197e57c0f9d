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
// - Firestore's core is one module for its queries and its Pipeline API alike: every query path
//   asks whether it holds a pipeline, so the pipeline's stages, expressions and evaluator (about
//   50 kB minified, 12 kB gzipped) came with every page, though only the Pipeline entry point
//   (`firebase/firestore/pipelines`), which the site never imports, makes one. The build reads
//   each of those questions as "no" and the local documents view's two pipeline methods as
//   throwing, then folds the branches away (`withoutPipelines`), so the rest is left unused.
//
// A stub exports exactly the names its importers take, so a new import after an upgrade fails
// the build by name instead of shipping the SDK again; a call at run time throws, naming it.
// Likewise a Firestore upgrade that renames what `withoutPipelines` looks for fails the build.
import { minifySync, parseSync, type ESTree, type Plugin } from 'vite';

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

/** The statement a stubbed-out piece runs when called: it names what is missing and why. */
const throwsNotInBundle = (what: string) =>
  `throw new Error(${JSON.stringify(`${what} is not in this site's bundle (web/unused-sdk-stubs.ts)`)});`;

/** Firestore's core (dist/common-*.esm.js), which `firebase/firestore` re-exports. */
const FIRESTORE_CORE = /[\\/]@firebase[\\/]firestore[\\/]dist[\\/]common-[^\\/]+\.esm\.js$/;
/** Its functions answering "is this a pipeline?": only a pipeline the site never makes says yes. */
const PIPELINE_TESTS = new Set(['__PRIVATE_isPipeline', '__PRIVATE_targetIsPipelineTarget']);
/** Its pipelines' classes: nothing the site makes is one. */
const PIPELINE_CLASSES = new Set(['CorePipeline', '__PRIVATE_RealtimePipeline']);
/** The local documents view's methods for a pipeline, called only where a pipeline was found. */
const PIPELINE_METHODS = new Set(['getDocumentsMatchingPipeline', 'getOverlaysForPipeline']);

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Every node under `node` (ESTree, as Rolldown's parser gives it), depth first. */
function* nodesOf(node: unknown): Generator<ESTree.Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesOf(item);
    return;
  }
  if (typeof node !== 'object' || node === null || !('type' in node)) return;
  yield node as ESTree.Node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'parent' && typeof value === 'object') yield* nodesOf(value);
  }
}

const named = (node: unknown, names: ReadonlySet<string>) =>
  typeof node === 'object' &&
  node !== null &&
  (node as { type?: string }).type === 'Identifier' &&
  names.has((node as { name: string }).name);

/**
 * Firestore's core with every pipeline test answered `false` and the pipeline methods throwing,
 * its dead branches then folded by Oxc's compressor (names kept: Rolldown shakes what is left
 * unused). Throws when any of them is no longer found.
 */
function withoutPipelines(id: string, code: string): string {
  const { program, errors } = parseSync(id, code);
  if (errors.length > 0) throw new Error(`Firestore's core did not parse: ${errors[0]!.message}`);
  const edits: Edit[] = [];
  const found = new Set<string>();
  for (const node of nodesOf(program)) {
    const { start, end } = node as unknown as { start: number; end: number };
    if (node.type === 'CallExpression' && named(node.callee, PIPELINE_TESTS)) {
      found.add((node.callee as ESTree.IdentifierReference).name);
      edits.push({ start, end, text: 'false' });
    } else if (
      node.type === 'BinaryExpression' &&
      node.operator === 'instanceof' &&
      named(node.right, PIPELINE_CLASSES)
    ) {
      found.add((node.right as ESTree.IdentifierReference).name);
      edits.push({ start, end, text: 'false' });
    } else if (node.type === 'MethodDefinition' && named(node.key, PIPELINE_METHODS)) {
      found.add((node.key as ESTree.IdentifierName).name);
      const body = node.value.body as unknown as { start: number; end: number };
      edits.push({
        start: body.start,
        end: body.end,
        text: `{ ${throwsNotInBundle(`Firestore's ${(node.key as ESTree.IdentifierName).name}`)} }`,
      });
    }
  }
  const missing = [...PIPELINE_TESTS, ...PIPELINE_CLASSES, ...PIPELINE_METHODS].filter(
    (name) => !found.has(name),
  );
  if (missing.length > 0) throw new Error(`Firestore's core no longer has ${missing.join(', ')}`);
  // Outermost first: an edit inside one already made (a test inside a stubbed method) goes.
  edits.sort((a, b) => a.start - b.start || b.end - a.end);
  let result = '';
  let at = 0;
  for (const edit of edits) {
    if (edit.start < at) continue;
    result += code.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  result += code.slice(at);
  const folded = minifySync(id, result, {
    module: true,
    compress: true,
    mangle: false,
    codegen: { removeWhitespace: false },
  });
  if (folded.errors.length > 0) throw new Error(folded.errors[0]!.message);
  return folded.code;
}

function stubSource(moduleName: string, exportNames: readonly string[]): string {
  const fail = `() => { ${throwsNotInBundle(moduleName)} }`;
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
    transform(code, id) {
      if (!FIRESTORE_CORE.test(id)) return null;
      try {
        return { code: withoutPipelines(id, code), map: null };
      } catch (error) {
        return this.error(`${String(error)} (${id}; web/unused-sdk-stubs.ts)`);
      }
    },
  };
}
