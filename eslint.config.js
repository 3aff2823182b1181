import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'session',
  'preferences',
  'planner',
  'analytics',
  'scheduling-links',
  'booking',
  'workflows',
];

const TESTS = [
  'src/**/*.test.{ts,tsx}',
  'src/**/*.stories.tsx',
  'src/**/test-handlers.ts',
  'src/test/**',
];
const noMocks = {
  group: ['**/mocks/**', '**/mocks'],
  message: 'App code never imports the mock backend.',
};

/**
 * A feature never imports another feature: shared things live in domain/ or components/.
 * App code never imports mocks/; tests and stories may (they run over the mock backend).
 */
const featureIsolation = FEATURES.flatMap((feature) => {
  const otherFeature = {
    regex: `^(\\.\\./)+(features/)?(${FEATURES.filter((f) => f !== feature).join('|')})(/|$)`,
    message: `Feature "${feature}" must not import another feature; move the shared piece to src/domain or src/components.`,
  };
  const files = [`src/features/${feature}/**/*.{ts,tsx}`];
  return [
    {
      files,
      ignores: TESTS,
      rules: { 'no-restricted-imports': ['error', { patterns: [otherFeature, noMocks] }] },
    },
    {
      files: TESTS.map((t) => t.replace('src/**', `src/features/${feature}/**`)),
      rules: { 'no-restricted-imports': ['error', { patterns: [otherFeature] }] },
    },
  ];
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-docs',
      'dist-e2e',
      'dist-real',
      'dist-bench',
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
    // src/ never reaches into the mock backend; only main.tsx may, behind VITE_MOCKS.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', '**/mocks'],
              message: 'App code never imports the mock backend.',
            },
          ],
        },
      ],
    },
  },
  {
    // The conformance kit is for any server: it knows the contract, never the mock backend
    // (its own tests start mock servers to run it against).
    files: ['conformance/**/*.ts'],
    ignores: ['conformance/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', '**/mocks'],
              message: 'The conformance kit must work against any server: no mock imports.',
            },
          ],
        },
      ],
    },
  },
  // One module per contract tag on a shared core: an area imports the core (and the checker, the
  // contract, the security checks), never another area; only kit.ts runs the areas in order.
  {
    files: ['conformance/areas/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', '**/mocks'],
              message: 'The conformance kit must work against any server: no mock imports.',
            },
            {
              group: ['./*', '../kit', '../fuzz-pass'],
              message:
                'An area imports the core, never another area or the kit: share state through the Run.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['conformance/core.ts', 'conformance/fuzz-pass.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', '**/mocks'],
              message: 'The conformance kit must work against any server: no mock imports.',
            },
            {
              group: ['./areas/*', './kit'],
              message:
                'The core and the fuzz pass never import the areas or the kit: kit.ts runs them.',
            },
          ],
        },
      ],
    },
  },
  ...featureIsolation,
  {
    // Domain logic is pure: no React, no UI kit, no I/O.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                '@mantine/*',
                '@tanstack/*',
                'msw',
                '**/api/**',
                '**/features/**',
              ],
              message: 'src/domain is pure TypeScript: no React, no I/O.',
            },
          ],
        },
      ],
    },
  },
);
