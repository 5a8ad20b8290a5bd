// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The frontend's one-way imports (docs/architecture.md): shared code (components/, lib/) → features → app,
// and no feature imports another; the app joins features together. Tests render the whole app, so
// they are exempt.
const src = './frontend/src';
const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const frontendZones = [
  {
    target: [`${src}/components`, `${src}/lib`],
    from: [`${src}/features`, `${src}/app`],
    message: 'Shared code must not import a feature or the app.',
  },
  { target: `${src}/features`, from: `${src}/app`, message: 'A feature must not import the app.' },
  ...features.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message: 'A feature must not import another feature: join them in app/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'frontend/test-results/**',
      'frontend/playwright-report/**',
      '**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // async safety: a promise nobody awaits loses its error
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Scripts (the local stack, benches, CI helpers) run on Node as ES modules, without type information.
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['frontend/src/**/*.ts', 'frontend/src/**/*.tsx'],
    ignores: ['frontend/src/**/*.test.ts', 'frontend/src/**/*.test.tsx', 'frontend/src/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript's extensions and parser, so the rules follow imports into .ts/.tsx files.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'frontend/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: frontendZones }],
      // A cycle anywhere in the SPA fails the lint.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The services and packages: a cycle between their modules fails the lint too.
    files: ['services/*/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['services/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
