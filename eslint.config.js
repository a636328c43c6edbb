import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Imports point one way (docs/architecture.md#the-layout-and-its-rules): shared/ imports neither side; client/ never imports server/;
 * server/ imports client/ only to render it, from the files listed here. Top-level folders sit
 * one level under the root, so a relative path that climbs out and into client/ or server/ is
 * exactly an import across the boundary (test/unit/lint/import-boundaries.test.ts holds this).
 */
const intoServer = { regex: '^(\\.\\./)+server(/|$)', message: 'client/ and shared/ must not import server/ (docs/architecture.md#the-layout-and-its-rules).' };
const intoClient = (message) => ({ regex: '^(\\.\\./)+client(/|$)', message });
/** tools/ (the dataset generator) runs at build time only; what the app ships never imports it. */
const intoTools = { regex: '^(\\.\\./)+tools(/|$)', message: 'tools/ is build-time only: the app must not import it.' };
/** Server files that render the client's route table (SSR, and /_data through the same static handler). */
const SERVER_FILES_THAT_RENDER_CLIENT = ['server/render/**/*.{ts,tsx}'];

export default tseslint.config(
  { ignores: ['build/**', 'data/**', 'node_modules/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [intoServer, intoTools] }] },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [intoServer, intoTools, intoClient('shared/ must not import client/ (docs/architecture.md#the-layout-and-its-rules).')] }] },
  },
  {
    files: SERVER_FILES_THAT_RENDER_CLIENT,
    rules: { 'no-restricted-imports': ['error', { patterns: [intoTools] }] },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: SERVER_FILES_THAT_RENDER_CLIENT,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [intoTools, intoClient('server/ imports client/ only to render it (server/render/, /_data); move what both sides need to shared/.')] },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // Test files run as ES modules, where Jest injects describe/it/expect but not `jest`.
      'no-restricted-globals': ['error', { name: 'jest', message: "Import it: import { jest } from '@jest/globals'." }],
    },
  },
);
