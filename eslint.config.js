// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build-server',
      'storybook-static',
      'node_modules',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // The few plain JavaScript files run in Node before anything is compiled.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // machines/ is pure: no React, no HTTP client, no browser globals (DESIGN §7.1).
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            '@mui/*',
            'ky',
            '@xstate/react',
            '../src/*',
            '../server/*',
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'fetch',
      ],
    },
  },
  {
    // Areas never import each other (DESIGN §7.9): eslint.boundaries.js resolves each import.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' },
  },
  ...storybook.configs['flat/recommended'],
);
