import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import { importResolver } from './eslint-resolver.js';

// The element map: which part of the tree each file belongs to. A folder pattern covers everything below it; the
// innermost match wins, so a feature's files are `client-feature`, not `client`.
const elements = [
  { type: 'shared', pattern: 'src/shared' },
  { type: 'server', pattern: 'src/server' },
  { type: 'client-app', pattern: 'src/client/app' },
  { type: 'client-lib', pattern: 'src/client/lib' },
  { type: 'client-components', pattern: 'src/client/components' },
  { type: 'client-feature', pattern: 'src/client/features/*', capture: ['feature'] },
  { type: 'client', pattern: 'src/client' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'scripts', pattern: 'scripts' },
].map((element) => ({ ...element, partialMatch: false }));

const allowTo = (...types) => ({ to: { element: { type: types } } });

// Anything not allowed here is forbidden. Imports inside one element (within the server, within one feature) are
// not checked: the cycle rule covers them.
const dependencyPolicies = [
  { from: { element: { type: 'shared' } }, allow: allowTo('shared') },
  { from: { element: { type: 'server' } }, allow: allowTo('shared', 'server') },
  { from: { element: { type: 'client-lib' } }, allow: allowTo('shared', 'client-lib') },
  {
    from: { element: { type: 'client-components' } },
    allow: allowTo('shared', 'client-lib', 'client-components'),
  },
  {
    from: { element: { type: 'client-feature' } },
    allow: [
      allowTo('shared', 'client-lib', 'client-components'),
      // Another feature is reached through its public face only: its API calls and its components.
      { to: { element: { type: 'client-feature', fileInternalPath: ['api/**', 'components/**'] } } },
    ],
  },
  {
    from: { element: { type: ['client-app', 'client'] } },
    allow: allowTo('shared', 'client', 'client-app', 'client-lib', 'client-components', 'client-feature'),
  },
  { from: { element: { type: ['e2e', 'scripts'] } }, allow: { to: { element: { type: '*' } } } },
];

const describeSide = (side) =>
  `{{${side}.element.type}}{{#if ${side}.element.captured.feature}} "{{${side}.element.captured.feature}}"{{/if}}`;
const boundaryViolation =
  `${describeSide('from')} may not import ${describeSide('to')} ({{to.element.fileInternalPath}}); ` +
  'allowed imports: docs/decisions/0017-enforced-architecture.md';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.tmp', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['eslint.config.js', 'eslint-resolver.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [importResolver],
      // eslint-plugin-boundaries loads its resolver by module path (eslint-module-utils).
      'import/resolver': { [fileURLToPath(new URL('./eslint-resolver.js', import.meta.url))]: {} },
      'boundaries/elements': elements,
      'boundaries/legacy-templates': false,
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', policies: dependencyPolicies, message: boundaryViolation },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Playwright reads fixture parameters by destructuring, so a fixture without dependencies is written `({}, use)`.
  { files: ['e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
  prettier,
);
