// One flat config for every workspace. Besides the usual TypeScript and React rules it enforces the module
// boundaries of the architecture (§2): the web never reaches into the server, features never import each other
// sideways (the app composes them), and contracts stay free of apps.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Deepest folder nesting inside one feature that the sideways rule covers. */
const MAX_FEATURE_DEPTH = 8;

const serverPatterns = [
  {
    group: ['@suerte/server', '@suerte/server/*'],
    message: 'The web app talks to the server over HTTP only; shared shapes belong in @suerte/contracts.',
  },
  {
    regex: '(^|/)(apps/server(/|$)|server/(src|test)(/|$))',
    message: 'The web app talks to the server over HTTP only; shared shapes belong in @suerte/contracts.',
  },
];

const sidewaysMessage =
  'Features never import each other sideways: move shared code down into lib/, components/ui or contracts.';

/**
 * Relative imports that climb out of the current feature folder into a sibling feature. A file `depth` folders
 * below `features/<a>/` leaves its feature with exactly depth+1 `../`; the next segment is then another feature.
 */
function sidewaysPatterns(depth) {
  const climb = `^(\\.\\./){${depth + 1}}`;
  const notFurtherUp = '(?!\\.\\.(/|$))';
  return [
    { regex: `${climb}${notFurtherUp}[^/]+`, message: sidewaysMessage },
    { regex: '(^|/)features/', message: sidewaysMessage },
  ];
}

/** The glob of files exactly `depth` folders below a feature's root (`*` = any feature, or a named one). */
function featureFiles(feature, depth) {
  return [`apps/web/src/features/${feature}/${'*/'.repeat(depth)}*`];
}

/** Deepest folder nesting inside one server module that the module rule covers. */
const MAX_MODULE_DEPTH = 4;

const moduleMessage =
  "Server modules import each other only through the other module's public face ('../<module>/index.js').";

/** A module's folder name, then any of its files but its index. */
const otherModule = '(?!\\.\\.(/|$))[^/]+';
const notIndex = '/(?!index(\\.js)?$)';
const throughModules = { regex: `(^|/)modules/${otherModule}${notIndex}`, message: moduleMessage };

// http/ is two layers: the kernel (errors, envelope, messages, rate limits, input checks...) below the modules,
// and the request hooks (auth, Enc bodies, request context, static web) above them, which compose modules.
const noHooks = {
  regex: '(^|/)http/hooks(/|$)',
  message: 'Request hooks sit above the modules: a module uses the kernel (http/kernel), never a hook.',
};
const noModulesInKernel = {
  regex: '(^|/)(modules|hooks)(/|$)',
  message: 'The HTTP kernel sits below the modules: it imports no module and no request hook.',
};

/**
 * Relative imports from a file `depth` folders below `modules/<a>/` into another module's files other than its
 * index: the file leaves its module with exactly depth+1 `../`, and the next segment is the other module.
 */
function moduleBoundaryPatterns(depth) {
  return [
    { regex: `^(\\.\\./){${depth + 1}}${otherModule}${notIndex}`, message: moduleMessage },
    throughModules,
    noHooks,
  ];
}

function restrictImports(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

// no-restricted-imports options do not merge across blocks (the last match wins), so every block carries
// the full list that applies to its files, and more specific blocks come later.
const boundaryBlocks = [
  restrictImports(['apps/web/**'], serverPatterns),
  ...Array.from({ length: MAX_FEATURE_DEPTH + 1 }, (_, depth) =>
    restrictImports(featureFiles('*', depth), [...serverPatterns, ...sidewaysPatterns(depth)]),
  ),
  // The app, server, request hooks, CLI, jobs, database layer, seeds, tests and benchmarks use modules through
  // their public faces too (a test beside a module's file, inside the module, is the module's own).
  restrictImports(['apps/server/**', 'bench/**'], [throughModules]),
  ...Array.from({ length: MAX_MODULE_DEPTH + 1 }, (_, depth) =>
    restrictImports([`apps/server/src/modules/*/${'*/'.repeat(depth)}*`], moduleBoundaryPatterns(depth)),
  ),
  restrictImports(['apps/server/src/http/kernel/**'], [noModulesInKernel]),
  // Suerte Studio is a separate deployable (a vendor like any other): it reaches the portal only over the
  // signed vendor wallet API, never through the portal's code.
  restrictImports(
    ['apps/server/src/studio/**'],
    [
      {
        regex: '^\\.\\./(\\.\\./)*(modules|db|http|jobs|lib|cli|app|config|server)(/|\\.|$)',
        message: 'The studio imports nothing of the portal: it talks to it over the vendor wallet API.',
      },
    ],
  ),
  {
    // The fairness package runs in the browser verifier too; only its tests and scripts may use Node.
    ...restrictImports(
      ['packages/fair/src/**'],
      [
        {
          regex: '^node:',
          message: 'The fair package runs in browsers too: no Node-only API outside tests.',
        },
      ],
    ),
    ignores: ['packages/fair/src/**/*.test.ts'],
  },
  restrictImports(
    ['packages/contracts/**'],
    [
      {
        group: ['@suerte/server', '@suerte/server/*', '@suerte/web', '@suerte/web/*'],
        message: 'Contracts are shared by the apps and must not depend on them.',
      },
      { regex: '(^|/)apps/', message: 'Contracts are shared by the apps and must not depend on them.' },
    ],
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/data/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.tmp/**',
      'bench/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'apps/server/**',
      'packages/**',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '*.{js,mjs,ts}',
      'apps/web/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Migrations are frozen in time and take Kysely<any> by design; tests may loosen types of fixtures.
    files: [
      'apps/server/src/db/migrations/**',
      'apps/server/src/studio/db/2026-*.ts',
      '**/*.test.{ts,tsx}',
      '**/test/**',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tiny classic scripts run before the app (e.g. the theme boot): ES5, so a catch needs its binding.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      // These only guard code the React Compiler rewrites; the app does not use the compiler.
      'react-hooks/use-memo': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/incompatible-library': 'off',
      'react-hooks/unsupported-syntax': 'off',
      'react-hooks/config': 'off',
      'react-hooks/gating': 'off',
      // The "latest callback in a ref" pattern is accepted here; flagged writes stay visible as warnings.
      'react-hooks/refs': 'warn',
    },
  },
  {
    // One executor type for db | trx and one database clock, both in apps/server/src/db/executor.ts.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/executor.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSUnionType:has(TSTypeReference[typeName.name='Transaction']):has(TSTypeReference[typeName.name=/^(Kysely|Database)$/])",
          message: 'Use Executor (db/executor.ts) for "the database or a transaction".',
        },
        {
          selector:
            "TSAsExpression > TaggedTemplateExpression[tag.name='sql'][quasi.quasis.0.value.raw=/^\\s*now\\(\\)\\s*$/]",
          message: 'Use dbNow() (db/executor.ts) for the database clock.',
        },
      ],
    },
  },
  ...boundaryBlocks,
);
