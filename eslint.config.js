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
        '@salon/tests',
        '**/web/**',
        '**/functions/**',
        '**/emulator/**',
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
      group: ['@salon/emulator', '@salon/tests', '**/emulator/src/**'],
      message: 'Only tests and the launcher may use the emulator.',
    },
    {
      group: ['../../domain/**', '../domain/**', '**/domain/src/**'],
      message: "Import '@salon/domain', not its files.",
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
