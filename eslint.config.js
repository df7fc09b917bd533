import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// House rules from shared/STYLE.md, written as lint so they hold without anyone remembering them.
const impureSyntax = [
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: 'lib/core takes the time from a Clock port.',
  },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'lib/core takes the time from a Clock port.' },
  {
    selector: "MemberExpression[object.name='Math'][property.name='random']",
    message: 'lib/core takes ids from an IdSource port.',
  },
  { selector: "CallExpression[callee.name='fetch']", message: 'lib/core reaches the network only through ports.' },
];

export default tseslint.config(
  { ignores: ['.output/', '.wxt/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: false }],
      'no-console': 'error',
    },
  },
  {
    files: ['components/**/*.tsx', 'entrypoints/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['lib/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['wxt', 'wxt/*', '#imports', 'idb', 'openai', 'webextension-polyfill', 'react', 'react-dom'],
              message: 'lib/core is pure: reach the outside through lib/ports.',
            },
            {
              group: ['**/adapters/**', '**/messaging/**', '**/background/**'],
              message: 'lib/core must not depend on adapters or wiring.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...impureSyntax],
      'no-restricted-globals': ['error', 'window', 'document', 'chrome', 'browser', 'indexedDB', 'fetch', 'localStorage'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', 'tests/**/*.ts', 'bin/**/*.ts', 'bench/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['tests/**', 'bin/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
