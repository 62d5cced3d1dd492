import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every file name is kebab-case: lower-case words joined by '-', then its endings (`use-account.test.ts`). */
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const local = {
  rules: {
    'kebab-case-file-name': {
      meta: { type: 'suggestion', schema: [], messages: { name: "File names are kebab-case: '{{name}}'." } },
      create(context) {
        const name = path.basename(context.filename);
        return {
          Program(node) {
            if (!KEBAB_CASE.test(name)) context.report({ node, messageId: 'name', data: { name } });
          },
        };
      },
    },
  },
};

const SERVER_CODE = { group: ['**/server/**'], message: 'The client must not import server code.' };
const FEATURES = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature imports no other feature: what two features share goes to src/client/lib or src/client/components. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          SERVER_CODE,
          {
            group: FEATURES.filter((other) => other !== feature).flatMap((other) => [
              `../${other}/**`,
              `**/features/${other}/**`,
            ]),
            message: `A feature imports no other feature; move what '${feature}' shares to src/client/lib or src/client/components.`,
          },
        ],
      },
    ],
  },
}));

/**
 * The server's boundaries (decision 071). The core (everything in src/server outside modules/, less the
 * wiring: modules.ts, app.ts, server.ts, testing/) imports no feature module. A feature module imports
 * another only through its public surface, its index.ts (`../wallet`), and never its own index (a cycle).
 * Tests and test kits may also import another module's test kits (`*-test-kit.ts`, decision 067).
 */
const MODULES = readdirSync('src/server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SERVER_TESTS = ['src/server/**/*.test.ts', 'src/server/**/*-test-kit.ts'];
const TEST_KITS = (prefix) => [`!${prefix}*-test-kit`];
const CORE_WIRING = [
  'src/server/modules/**',
  'src/server/modules.ts',
  'src/server/app.ts',
  'src/server/server.ts',
  'src/server/testing/**',
];
const coreTestMessage = 'A core test imports a feature module only through its index (or its test kits).';
const coreMessage = 'The server core imports no feature module: a module registers itself in src/server/modules.ts.';
const serverBoundaries = [
  {
    files: ['src/server/**/*.ts'],
    ignores: [...CORE_WIRING, ...SERVER_TESTS],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**'], message: coreMessage }] }] },
  },
  {
    // The core's tests and what every server test shares (testing/): a module's index or its test kits.
    files: [...SERVER_TESTS, 'src/server/testing/**/*.ts'],
    ignores: ['src/server/modules/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/*/*', ...TEST_KITS('**/modules/*/')], message: coreTestMessage }] },
      ],
    },
  },
  {
    // The tests in modules/ itself, beside the feature folders (`./goals/goals-test-kit`).
    files: ['src/server/modules/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*/*', ...TEST_KITS('./*/'), '**/modules/*/*', ...TEST_KITS('**/modules/*/')],
              message: coreTestMessage,
            },
          ],
        },
      ],
    },
  },
  ...MODULES.flatMap((feature) => {
    const others = MODULES.filter((other) => other !== feature);
    const message = `A module imports another only through its index ('../<module>'); add what '${feature}' needs to that module's index.ts.`;
    const ownIndex = ['.', './index', `../${feature}`, `../${feature}/index`, '../../modules', '../../app'].map(
      (name) => ({
        name,
        message: `'${feature}' never imports its own index or the registry (an import cycle); import the file itself.`,
      }),
    );
    const deep = (kits) =>
      others.flatMap((other) => [
        `../${other}/*`,
        ...(kits ? TEST_KITS(`../${other}/`) : []),
        `**/modules/${other}/*`,
        ...(kits ? TEST_KITS(`**/modules/${other}/`) : []),
      ]);
    return [
      {
        files: [`src/server/modules/${feature}/**/*.ts`],
        rules: { 'no-restricted-imports': ['error', { paths: ownIndex, patterns: [{ group: deep(false), message }] }] },
      },
      {
        files: SERVER_TESTS.map((glob) => glob.replace('src/server/**', `src/server/modules/${feature}/**`)),
        rules: {
          'no-restricted-imports': [
            'error',
            {
              paths: ownIndex,
              patterns: [{ group: deep(true), message: `${message} Tests may also import its test kits.` }],
            },
          ],
        },
      },
    ];
  }),
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [SERVER_CODE] }],
    },
  },
  ...featureBoundaries,
  ...serverBoundaries,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local },
    rules: { 'local/kebab-case-file-name': 'error' },
  },
  {
    files: ['scripts/**', 'bench/**', 'src/server/ledger/check-cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
