import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Tests, stories, benchmarks and their helpers: they may import any room (they run the app over the
 * mock backend).
 */
const TESTS = [
  '{src,mocks,conformance,scripts}/**/*.test.{ts,tsx}',
  '**/*.bench.ts',
  'src/**/*.stories.tsx',
  // A feature's test helpers and data: test-seed.ts, test-handlers.ts, test-workflows.ts.
  'src/**/test-*.ts',
  'src/test/**',
  'mocks/test/**',
];

/**
 * The rooms of docs/architecture.md, for eslint-plugin-boundaries: folders (elements; a file
 * belongs to the first that holds it) and the files that are rooms of their own or that rules treat
 * apart (categories). Tool configuration (the root's config files, .storybook/) is in no room.
 */
const ELEMENTS = [
  { type: 'api', pattern: 'src/api' },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'i18n', pattern: 'src/i18n' },
  { type: 'components', pattern: 'src/components' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'boot', pattern: 'src/boot' },
  { type: 'embed', pattern: 'src/embed' },
  { type: 'routes', pattern: 'src/routes' },
  { type: 'app', pattern: 'src/app' },
  { type: 'test-helpers', pattern: 'src/test' },
  // src/main.tsx and src/routeTree.gen.ts, rooms of their own (categories below).
  { type: 'src', pattern: 'src' },
  { type: 'mocks', pattern: 'mocks' },
  // An area whose rules fill a folder (conformance/areas/focus/): its files are one area.
  { type: 'kit-area-folder', pattern: 'conformance/areas/*', capture: ['area'] },
  { type: 'kit-areas', pattern: 'conformance/areas' },
  { type: 'kit', pattern: 'conformance' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'scripts', pattern: 'scripts' },
].map((element) => ({ ...element, partialMatch: false }));

/** The rooms that are one file: a category each (the contract's types stand apart from src/api). */
const FILE_ROOMS = {
  contract: 'src/api/schema.gen.ts',
  entry: 'src/main.tsx',
  'route-tree': 'src/routeTree.gen.ts',
};

const FILE_CATEGORIES = [
  { category: 'test', pattern: TESTS },
  ...Object.entries(FILE_ROOMS).map(([room, pattern]) => ({ category: room, pattern })),
  { category: 'kit-runner', pattern: 'conformance/kit.ts' },
  { category: 'kit-core', pattern: 'conformance/core.ts' },
  { category: 'kit-pass', pattern: 'conformance/*-pass.ts' },
  // Every file has a category, so that `noneOf` selectors see the files of no other.
  { category: 'code', pattern: '**' },
];

/**
 * The "may import" column of docs/architecture.md's rooms table: what each room's code (tests
 * apart) may import besides its own files and packages; `feature:booking` is that feature only.
 * Anything else is an error.
 */
export const MAY_IMPORT = {
  contract: [],
  api: ['contract'],
  domain: ['contract'],
  i18n: [],
  components: ['api', 'domain'],
  feature: ['contract', 'api', 'domain', 'i18n', 'components'],
  boot: ['domain', 'i18n', 'components', 'feature:booking'],
  embed: ['domain'],
  routes: ['domain', 'i18n', 'components', 'feature', 'app'],
  'route-tree': ['routes'],
  app: ['api', 'domain', 'i18n', 'components', 'feature', 'route-tree'],
  entry: ['app', 'mocks'],
  'test-helpers': ['*'],
  mocks: ['contract', 'api', 'domain', 'i18n', 'components', 'embed'],
  kit: ['contract', 'domain', 'kit-areas', 'kit-area-folder'],
  'kit-areas': ['contract', 'domain', 'kit'],
  'kit-area-folder': ['contract', 'domain', 'kit'],
  e2e: ['domain', 'i18n'],
  scripts: ['app', 'embed'],
};

const is = (...types) => ({ element: { types: { anyOf: types } } });
const category = (...categories) => ({ file: { categories: { anyOf: categories } } });

/** A room's files: its folder's, or its one file's, tests apart. */
const roomCode = (room) =>
  room in FILE_ROOMS
    ? category(room)
    : { ...is(room), file: { categories: { noneOf: ['test', ...Object.keys(FILE_ROOMS)] } } };

/**
 * A room's own rule: from its code, any local import of a room it may not import is an error
 * (packages are free, but for the domain's rule below).
 */
function roomPolicy([room, allowed]) {
  const rooms = [room, ...allowed.map((entry) => entry.split(':')[0])];
  const others = {
    module: { origin: 'local' },
    element: { types: { noneOf: rooms.filter((name) => !(name in FILE_ROOMS)) } },
    file: { categories: { noneOf: rooms.filter((name) => name in FILE_ROOMS) } },
  };
  // `feature:booking`: that feature, no other.
  const otherFeatures = allowed
    .filter((entry) => entry.includes(':'))
    .map((entry) => {
      const [type, feature] = entry.split(':');
      return {
        module: { origin: 'local' },
        element: { type, captured: { feature: `!${feature}` } },
      };
    });
  return {
    from: roomCode(room),
    disallow: { to: [others, ...otherFeatures] },
    message: `${room} may import only ${allowed.join(', ') || 'packages'} (docs/architecture.md, "The rooms").`,
  };
}

/** The import rules of docs/architecture.md ("may import"), one policy each. */
const IMPORT_POLICIES = [
  ...Object.entries(MAY_IMPORT)
    .filter(([, allowed]) => !allowed.includes('*'))
    .map(roomPolicy),
  {
    // A feature never imports another feature: shared things live in domain/ or components/.
    from: roomCode('feature'),
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
    // One module per contract tag on a shared core: only kit.ts runs the areas, in order.
    from: is('kit-areas', 'kit-area-folder'),
    disallow: {
      to: [
        is('kit-areas'),
        {
          element: {
            type: 'kit-area-folder',
            captured: { area: '!{{ from.element.captured.area }}' },
          },
        },
        category('kit-runner', 'kit-pass'),
      ],
    },
    message:
      'An area imports the core and the check modules, never another area, a pass or the kit: kit.ts passes it what earlier areas gave.',
  },
  {
    from: category('kit-core', 'kit-pass'),
    disallow: { to: [is('kit-areas', 'kit-area-folder'), category('kit-runner')] },
    message: 'The core and the passes never import the areas or the kit: kit.ts runs them.',
  },
  {
    // Domain logic is pure: no React, no UI kit, no I/O.
    from: is('domain'),
    disallow: {
      to: ['react', 'react-dom', '@mantine/*', '@tanstack/*', 'msw'].map((source) => ({
        module: { origin: 'external', source },
      })),
    },
    message: 'src/domain is pure TypeScript: no React, no I/O.',
  },
];

/** Hand-written source: the app, the mock, the kit, the scripts, e2e helpers, the configs. */
const SOURCE = [
  '{src,mocks,conformance,scripts,e2e}/**/*.{ts,tsx,js,mjs,cjs}',
  '*.{ts,js,mjs,cjs}',
  '.storybook/**/*.{ts,tsx}',
];

/** Every hand-written source file is at most this long; tests, stories and generated files aside. */
const MAX_LINES = 400;

/**
 * The modules that build an `Intl.DateTimeFormat` (docs/architecture.md, "Dates and times"):
 * time-text.ts writes times for people; zone-clock.ts reads a zone's offsets and wall clock;
 * date-time.ts asks the runtime whether it knows a zone (the early pages' validator).
 */
const INTL_DATE_MODULES = [
  'src/domain/time-text.ts',
  'src/domain/zone-clock.ts',
  'src/domain/date-time.ts',
];

/** The one module of day and minute lengths and of day arithmetic. */
const DAY_MATH_MODULE = 'src/domain/civil-date.ts';

const NO_INTL_DATE = ['NewExpression', 'CallExpression'].map((node) => ({
  selector: `${node}[callee.object.name='Intl'][callee.property.name='DateTimeFormat']`,
  message:
    'Write times with src/domain/time-text.ts (zones: zone-clock.ts); Intl.DateTimeFormat lives there only.',
}));

const LENGTH =
  'Import MINUTE_MS, HOUR_MS, DAY_MS or MINUTES_PER_DAY from src/domain/civil-date.ts.';
const ADD_DAYS = 'Days are added by addDays of src/domain/civil-date.ts, the one definition.';
const NO_DAY_MATH = [
  ...[60_000, 3_600_000, 86_400_000].map((ms) => `VariableDeclarator[init.value=${ms}]`),
  // 60 * 1000, 60 * 60 * 1000, 24 * 60 * 60 * 1000, 24 * 60 * MINUTE, 24 * HOUR, 60 * MINUTE, 24 * 60
  "VariableDeclarator[init.operator='*'][init.left.value=60][init.right.value=1000]",
  "VariableDeclarator[init.operator='*'][init.left.right.value=60][init.right.value=1000]",
  "VariableDeclarator[init.operator='*'][init.left.right.value=60][init.right.name=/^MINUTE/]",
  "VariableDeclarator[init.operator='*'][init.left.value=60][init.right.name=/^MINUTE/]",
  "VariableDeclarator[init.operator='*'][init.left.value=24][init.right.name=/^(HOUR|DAY_MIN)/]",
  "VariableDeclarator[init.operator='*'][init.left.value=24][init.right.value=60]",
]
  .map((selector) => ({ selector, message: LENGTH }))
  .concat(
    [
      "FunctionDeclaration[id.name='addDays']",
      "TSDeclareFunction[id.name='addDays']",
      "VariableDeclarator[id.name='addDays']",
      "MethodDefinition[key.name='addDays']",
      "Property[key.name='addDays'][value.type=/Function/]",
    ].map((selector) => ({ selector, message: ADD_DAYS })),
  );

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
    // The slot engine has one entry point: from outside its folder, import `src/domain/slots`,
    // never one of its files (src/domain/slots/index.ts says what each file holds).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/domain/slots/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)domain/slots/.',
              message: 'Import the slot engine from its entry point, src/domain/slots.',
            },
            {
              regex: '^(\\.\\.?/)+slots/.',
              message: 'Import the slot engine from its entry point, src/domain/slots.',
            },
          ],
        },
      ],
    },
  },
  {
    // The house's shape (docs/architecture.md, "Checks").
    files: SOURCE,
    ignores: [...TESTS, 'e2e/**/*.spec.ts'],
    rules: {
      'max-lines': ['error', { max: MAX_LINES, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['{src,mocks,conformance}/**/*.{ts,tsx}'],
    ignores: [...TESTS, ...INTL_DATE_MODULES, DAY_MATH_MODULE],
    rules: { 'no-restricted-syntax': ['error', ...NO_INTL_DATE, ...NO_DAY_MATH] },
  },
  {
    files: INTL_DATE_MODULES,
    rules: { 'no-restricted-syntax': ['error', ...NO_DAY_MATH] },
  },
  {
    files: [DAY_MATH_MODULE],
    rules: { 'no-restricted-syntax': ['error', ...NO_INTL_DATE] },
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
