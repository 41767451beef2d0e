import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import shopwright from './scripts/eslint-feature-boundaries.mjs';

/** The tables the catalog module owns (catalog.table.ts, stock-movements.table.ts, market-prices.table.ts, translations.table.ts, categories in db/schema.ts). */
const CATALOG_TABLES = [
  'products',
  'product_variants',
  'product_images',
  'product_colors',
  'product_sizes',
  'product_reviews',
  'stock_subscriptions',
  'stock_movements',
  'categories',
  'brands',
  'product_prices',
  'product_market_prices',
  'product_translations',
  'category_translations',
  'brand_translations',
  'product_option_translations',
].join('|');
const CATALOG_WRITE_MESSAGE =
  'Catalog tables are written by the catalog module only (apps/api/src/modules/catalog): call its write function, which announces the change (ADR 017).';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.react-router/**', 'bench/results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Features import shared code, never each other (routes and the app shell may import features).
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    plugins: { shopwright },
    rules: { 'shopwright/feature-boundaries': ['error', { root: 'apps/admin/src' }] },
  },
  {
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    plugins: { shopwright },
    rules: { 'shopwright/feature-boundaries': ['error', { root: 'apps/storefront/app' }] },
  },
  {
    // Storefront links come from components/ui/link.tsx (no data-discover attribute on every link), icons
    // from components/ui/icon.tsx (ADR 013).
    files: ['apps/storefront/app/**/*.{ts,tsx}'],
    ignores: ['apps/storefront/app/components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', importNames: ['Link', 'NavLink'], message: 'Import Link and NavLink from components/ui/link.tsx.' },
            {
              name: 'lucide-react',
              message: "Draw icons with components/ui/icon.tsx and lucide's drawings (import { Heart } from 'lucide'), ADR 013.",
            },
          ],
        },
      ],
    },
  },
  {
    // The admin calls the API only through lib/api.ts's call and bareCall, typed by the admin contract.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/lib/api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shopwright/shared/http',
              importNames: ['createHttpClient', 'createTypedCall'],
              message: 'Call the API with call or bareCall from lib/api.ts (typed by the admin contract).',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared package serves both apps and so never imports from them.
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**'], message: 'packages/shared may not import app code.' }] }],
    },
  },
  {
    // An import cycle fails lint (type-only imports are erased, so they may go both ways).
    files: ['apps/admin/src/**/*.{ts,tsx}', 'apps/storefront/app/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', 'apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Relative .ts/.tsx files, and @shopwright/shared/* through the package's exports map.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Only config.ts reads the environment in the API.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config.ts.' }],
    },
  },
  {
    // The catalog's tables have one writer, the catalog module, whose write functions announce each
    // change after its commit (caches, webhooks: ADR 017). A write from anywhere else fails here;
    // seeds, migrations and tests may write them directly.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/catalog/**', 'apps/api/src/db/seed/**', 'apps/api/src/db/migrations/**', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/][arguments.0.value=/^(${CATALOG_TABLES})( +as +\\w+)?$/]`,
          message: CATALOG_WRITE_MESSAGE,
        },
        {
          selector: `TaggedTemplateExpression[tag.name='sql'] > TemplateLiteral > TemplateElement[value.raw=/\\b(insert +into|update|delete +from)\\s+"?(${CATALOG_TABLES})\\b/i]`,
          message: CATALOG_WRITE_MESSAGE,
        },
      ],
    },
  },
);
