// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The architecture's import boundaries: domain is pure; web and functions may use domain, and
 * neither uses the other (they share only what domain holds).
 */
const domainMustStayPure = {
  patterns: [
    {
      group: [
        'firebase',
        'firebase/*',
        '@firebase/*',
        'firebase-admin',
        'firebase-admin/*',
        'firebase-functions',
        'firebase-functions/*',
      ],
      message: 'domain/ is pure: no Firebase.',
    },
    { group: ['react', 'react-*', 'reactfire'], message: 'domain/ is pure: no React.' },
    {
      group: [
        '@salon/web',
        '@salon/functions',
        '@salon/emulator',
        '@salon/local-stack',
        '@salon/tests',
        '**/web/**',
        '**/functions/**',
        '**/emulator/**',
        '**/local-stack/**',
        '**/tests/**',
      ],
      message: 'domain/ imports no other workspace.',
    },
  ],
};
/**
 * web/ and functions/ share code only through domain, but for one import: functions render the
 * shared pages with the app's server entry, `@salon/web/server` (docs/architecture.md).
 */
const webStaysOutOfFunctions = {
  group: ['@salon/functions', '**/functions/src/**'],
  message: 'web/ and functions/ share code only through @salon/domain.',
};
const functionsStayOutOfWeb = {
  regex: '^@salon/web(?!/server$)|/web/src/',
  message: 'functions/ use web/ only through its server entry, @salon/web/server.',
};
const appsUseOnlyDomain = {
  patterns: [
    {
      group: [
        '@salon/emulator',
        '@salon/local-stack',
        '@salon/tests',
        '**/emulator/src/**',
        '**/local-stack/src/**',
      ],
      message: 'Only tests and the local stack may use the emulator.',
    },
    {
      group: ['../../domain/**', '../domain/**', '**/domain/src/**'],
      message: "Import '@salon/domain', not its files.",
    },
  ],
};

/** What every web file may not import (the workspace boundaries above). */
const webPatterns = [...appsUseOnlyDomain.patterns, webStaysOutOfFunctions];

/**
 * One way to get Firebase handles in web/: `useFirebaseServices()` (lib/firebase-services.ts),
 * never reactfire's own instance hooks beside it (docs/decisions.md, "One data-access style").
 */
const oneWayToFirebaseHandles = [
  {
    name: 'reactfire',
    importNames: ['useAuth', 'useFirestore', 'useFunctions', 'useStorage', 'useFirebaseApp'],
    message:
      "Use useFirebaseServices() from lib/firebase-services.ts: one way to get Firebase's handles.",
  },
];

/**
 * web/'s layers, one way only (bulletproof-react's rule; docs/decisions.md): app-wide folders
 * (components, hooks, lib, config) <- features <- pages <- app. A feature imports no other
 * feature, nor pages or app: where a page needs two features together it composes them.
 *
 * Checked on the import text with ESLint's own rule, so nothing needs resolving: a file `depth`
 * folders below its feature folder reaches the sibling features with exactly `depth + 1` "../"
 * (`../../polls/…` from `features/salon/components/`), and src/ with more.
 */
const FEATURE_DEPTHS = [0, 1, 2, 3, 4, 5];
const crossFeature =
  'A feature imports no other feature: move the shared piece to src/components, src/hooks or ' +
  'src/lib, or let the page compose both features (docs/decisions.md, "Feature boundaries").';
const featureBoundaries = FEATURE_DEPTHS.map((depth) => ({
  files: [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: oneWayToFirebaseHandles,
        patterns: [
          ...webPatterns,
          { regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./)`, message: crossFeature },
          { regex: '^(\\.\\./)+(features|pages|app)(/|$)', message: crossFeature },
        ],
      },
    ],
  },
}));
const appWidePatterns = [
  ...webPatterns,
  {
    regex: '^(\\.\\./)+(features|pages|app)(/|$)',
    message:
      'App-wide folders know no feature, page or app wiring: features import them, ' +
      'not the other way (docs/decisions.md, "Feature boundaries").',
  },
];
const appWideStaysBelowFeatures = [
  {
    files: ['web/src/{components,hooks,lib,config}/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/firebase-services.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: oneWayToFirebaseHandles, patterns: appWidePatterns },
      ],
    },
  },
  {
    // Where the handles come from.
    files: ['web/src/lib/firebase-services.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: appWidePatterns }] },
  },
];

/**
 * Pages and the app's wiring reach a feature through its index.ts, the pieces it offers them, never
 * a file inside it: every feature has one. A piece that loads later is a lazy import() of its own
 * file, which the index names in a comment (this rule reads static imports only; docs/
 * architecture.md, "One way for each job"). Tests may reach a feature's files (its fakes, the
 * modules they mock).
 */
const throughFeatureIndex = {
  files: ['web/src/{app,pages,server}/**/*.{ts,tsx}'],
  ignores: ['web/src/**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...webPatterns,
          {
            regex: '^(\\.\\./)+features/[a-z-]+/',
            message: "Import a feature through its index.ts ('../features/<feature>').",
          },
        ],
      },
    ],
  },
};

/**
 * The emulator is a product of its own, usable by any Firebase project: it knows nothing of this
 * site (no domain, no functions, no local stack). The local stack builds on it, never the reverse.
 */
const emulatorStandsAlone = {
  patterns: [
    {
      group: [
        '@salon/*',
        '**/domain/**',
        '**/web/**',
        '**/functions/**',
        '**/local-stack/**',
        '**/tests/**',
      ],
      message: 'emulator/ stands alone: it imports nothing of this site.',
    },
  ],
};

/**
 * The local stack runs this site around the emulator: it uses the domain and the emulator through
 * their package entry points, and no other workspace (it loads the built functions bundle by path
 * at run time, not by import).
 */
const localStackUsesDomainAndEmulator = {
  patterns: [
    {
      group: [
        '@salon/web',
        '@salon/functions',
        '@salon/tests',
        '**/web/**',
        '**/functions/src/**',
        '**/functions/lib/**',
        '**/tests/**',
      ],
      message: 'local-stack/ uses only @salon/domain and @salon/emulator.',
    },
    {
      group: ['**/domain/src/**', '**/domain/dist/**', '**/emulator/src/**', '**/emulator/dist/**'],
      message: "Import '@salon/domain' or '@salon/emulator', not their files.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'web/dist-server/**',
      '**/coverage/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', domainMustStayPure] },
  },
  {
    files: ['emulator/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', emulatorStandsAlone] },
  },
  {
    files: ['local-stack/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', localStackUsesDomainAndEmulator] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: webPatterns }],
    },
  },
  ...featureBoundaries,
  ...appWideStaysBelowFeatures,
  throughFeatureIndex,
  {
    files: ['functions/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...appsUseOnlyDomain.patterns, functionsStayOutOfWeb] },
      ],
    },
  },
  {
    // The schemas are zod/mini's; classic zod beside it would ship both (docs/decisions.md).
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^zod(\\u002Fv[34])?$/]',
          message: "Import 'zod/mini', the one flavour of zod the site uses.",
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
);
