import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A feature never reaches into another feature: shared pieces live in components/ or lib/.
const featureBoundary = [
  {
    group: ['@/features/*', '@/app/*'],
    message:
      'Features do not import each other or the app shell; move shared code to components/ or lib/.',
  },
];

// On the login page's first load a value from the shared package's index brings every shared
// module and classic zod with it, 50 KB over the page's budget (decision 013). Types are erased.
const sharedIndexOnFirstLoad = {
  name: '@concierge/shared',
  allowTypeImports: true,
  message:
    "On the login page's first load, import values from the module itself, e.g. '@concierge/shared/messages'.",
};

// The Node-side typecheck (tsconfig.node.json) sees the DOM's types, which the browser tests need;
// in the server and the shared package these names would type-check and fail when they run.
const browserGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'Element',
  'Node',
  'alert',
  'confirm',
].map((name) => ({ name, message: `${name} is the browser's: this code runs in Node.` }));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...tseslint.configs.stylistic,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  {
    // A feature never reaches into another feature: shared pieces live in components/ or lib/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featureBoundary,
        },
      ],
    },
  },
  {
    // The login page's first load (decision 013): see sharedIndexOnFirstLoad.
    files: [
      'apps/web/src/app/{app,routes,providers,auth-bootstrap,route-guard,lazy-page}.tsx',
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/components/ui/**/*.{ts,tsx}',
      'apps/web/src/components/logo.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [sharedIndexOnFirstLoad] }] },
  },
  {
    files: [
      'apps/web/src/features/auth/{api,safe-next-path}.ts',
      'apps/web/src/features/auth/{routes/login-page,components/auth-layout}.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [sharedIndexOnFirstLoad], patterns: featureBoundary },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'packages/shared/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', ...browserGlobals] },
  },
  {
    // The test projects share modules between files (isolate: false in vitest.config.ts).
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|hoisted)$/]",
          message:
            'Tests share modules (isolate: false): pass a fake in instead of mocking a module.',
        },
      ],
    },
  },
  {
    files: [
      'scripts/**',
      'e2e/**',
      'bench/**',
      'apps/server/src/main.ts',
      'apps/server/src/seed/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
