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
