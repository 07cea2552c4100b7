// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

/** Areas never import each other (DESIGN §7.9): shared code lives in these folders. */
const areaBoundaries = (root, shared) => ({
  files: [`${root}/*/**/*.{ts,tsx}`],
  ignores: shared.map((folder) => `${root}/${folder}/**`),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^\\.\\./(?!${shared.join('|')}|\\.\\.)[^/]+/`,
            message: `Areas under ${root}/ do not import each other; move shared code to ${shared.map((f) => `${root}/${f}`).join(', ')}.`,
          },
        ],
      },
    ],
  },
});

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
  areaBoundaries('src', ['app', 'components', 'lib']),
  areaBoundaries('server', ['lib', 'db', 'app.ts', 'config.ts']),
  ...storybook.configs['flat/recommended'],
);
