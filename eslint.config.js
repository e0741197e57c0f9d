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
/** web/ and functions/ reach each other only through domain. */
const webStaysOutOfFunctions = {
  group: ['@salon/functions', '**/functions/src/**'],
  message: 'web/ and functions/ share code only through @salon/domain.',
};
const functionsStayOutOfWeb = {
  group: ['@salon/web', '**/web/src/**'],
  message: 'web/ and functions/ share code only through @salon/domain.',
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/lib/**',
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
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...appsUseOnlyDomain.patterns, webStaysOutOfFunctions] },
      ],
    },
  },
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
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
);
