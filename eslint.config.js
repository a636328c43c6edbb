import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noServerImports = {
  patterns: [{ group: ['**/server/**', '../server/*', '../../server/*'], message: 'client/ and shared/ must not import server/.' }],
};

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
    rules: { 'no-restricted-imports': ['error', noServerImports] },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noServerImports.patterns,
            { group: ['**/client/**', '../client/*', '../../client/*'], message: 'shared/ must not import client/.' },
          ],
        },
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
