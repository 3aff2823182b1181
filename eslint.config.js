import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Tests, stories and their helpers: they may import the mock backend (they run over it). */
const SRC_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'src/**/*.stories.tsx',
  'src/**/test-handlers.ts',
  'src/**/test-seed.ts',
  'src/test/**',
];

/**
 * The rooms of docs/architecture.md, for eslint-plugin-boundaries: folders (elements; a file
 * belongs to the first that holds it) and the kinds of file that rules treat apart (categories).
 */
const ELEMENTS = [
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'app', pattern: 'src' },
  { type: 'mocks', pattern: 'mocks' },
  { type: 'kit-areas', pattern: 'conformance/areas' },
  { type: 'kit', pattern: 'conformance' },
].map((element) => ({ ...element, partialMatch: false }));

const FILE_CATEGORIES = [
  { category: 'test', pattern: [...SRC_TESTS, 'conformance/**/*.test.ts'] },
  { category: 'entry', pattern: 'src/main.tsx' },
  { category: 'kit-runner', pattern: 'conformance/kit.ts' },
  { category: 'kit-core', pattern: 'conformance/core.ts' },
  { category: 'kit-pass', pattern: 'conformance/*-pass.ts' },
  // Every file has a category, so that `noneOf` selectors see the files of no other.
  { category: 'code', pattern: '**' },
];

const is = (...types) => ({ element: { types: { anyOf: types } } });
const category = (...categories) => ({ file: { categories: { anyOf: categories } } });

/** The import rules of docs/architecture.md ("may import"), one policy each. */
const IMPORT_POLICIES = [
  {
    // A feature never imports another feature: shared things live in domain/ or components/.
    from: is('feature'),
    disallow: {
      to: {
        element: {
          type: 'feature',
          captured: { feature: '!{{ from.element.captured.feature }}' },
        },
      },
    },
    message:
      'Feature "{{ from.element.captured.feature }}" must not import another feature ("{{ to.element.captured.feature }}"); move the shared piece to src/domain or src/components.',
  },
  {
    // The mock backend stays out of the app and the kit: only src/main.tsx loads it (behind
    // VITE_MOCKS), and the kit judges any server. Tests and stories run over it.
    from: {
      ...is('feature', 'domain', 'app', 'kit-areas', 'kit'),
      file: { categories: { noneOf: ['test', 'entry'] } },
    },
    disallow: { to: is('mocks') },
    message:
      'Neither app code nor the conformance kit imports the mock backend (only src/main.tsx, tests and stories do).',
  },
  {
    // One module per contract tag on a shared core: only kit.ts runs the areas, in order.
    from: is('kit-areas'),
    disallow: { to: [is('kit-areas'), category('kit-runner', 'kit-pass')] },
    message:
      'An area imports the core and the check modules, never another area, a pass or the kit: kit.ts passes it what earlier areas gave.',
  },
  {
    from: category('kit-core', 'kit-pass'),
    disallow: { to: [is('kit-areas'), category('kit-runner')] },
    message: 'The core and the passes never import the areas or the kit: kit.ts runs them.',
  },
  {
    // Domain logic is pure: no React, no UI kit, no I/O.
    from: is('domain'),
    disallow: {
      to: [
        is('app', 'feature', 'mocks'),
        ...['react', 'react-dom', '@mantine/*', '@tanstack/*', 'msw'].map((source) => ({
          module: { origin: 'external', source },
        })),
      ],
    },
    message: 'src/domain is pure TypeScript: no React, no I/O.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-docs',
      'dist-e2e',
      'dist-real',
      'dist-bench',
      // The latency and Lighthouse scripts' builds (`--dist dist-latency-before` and the like).
      'dist-latency*',
      'storybook-static',
      'coverage',
      'test-results',
      'playwright-report',
      'mocks/public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'src/api/schema.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILE_CATEGORIES,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          checkAllOrigins: true,
          checkInternals: true,
          policies: IMPORT_POLICIES,
        },
      ],
    },
  },
  {
    // File and folder names are kebab-case; TanStack Router's route files keep its prefixes
    // (`__root`, `_layout`, `$param`).
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,mocks,conformance,e2e,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['src/routes/**'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.tsx': '@(__root|?(_|$)+([a-z0-9])*(-+([a-z0-9])))' },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'src/routes/**/': '?(_|$)+([a-z0-9])*(-+([a-z0-9]))' },
      ],
    },
  },
);
