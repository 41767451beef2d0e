import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import featureBoundaries from './eslint-feature-boundaries.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The repository's own ESLint config run on fixture files laid out like the apps, in a scratch
 * folder (a cycle needs both files on disk; the real apps must stay clean).
 */
describe('lint: feature boundaries and import cycles', () => {
  let cwd;
  let eslint;
  const write = (path, text) => {
    mkdirSync(dirname(join(cwd, path)), { recursive: true });
    writeFileSync(join(cwd, path), text);
  };
  /** The rule ids and messages ESLint reports for a file's text. */
  const problems = async (path, text) => {
    write(path, text);
    const [result] = await eslint.lintFiles([path]);
    return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
  };
  const rules = async (path, text) => (await problems(path, text)).map((p) => p.rule);

  beforeAll(() => {
    cwd = mkdtempSync(join(tmpdir(), 'sw-lint-'));
    eslint = new ESLint({ cwd, overrideConfigFile: join(root, 'eslint.config.js') });
  });
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  it('refuses an admin feature importing another feature, and says what to do', async () => {
    const found = await problems(
      'apps/admin/src/features/orders/components/x.tsx',
      "import { useCustomers } from '../../customers/api/customers';\nexport const x = useCustomers;\n",
    );
    expect(found).toEqual([
      {
        rule: 'shopwright/feature-boundaries',
        message:
          "Feature 'orders' may not import feature 'customers': move what both need to a shared layer (components, lib, hooks, packages/shared).",
      },
    ]);
    // Re-exports and lazy imports cross the boundary as well.
    expect(
      await rules(
        'apps/admin/src/features/orders/y.ts',
        "export { useCustomers } from '../customers/api/customers';\nexport const z = () => import('../reports/api/reports');\n",
      ),
    ).toEqual(['shopwright/feature-boundaries', 'shopwright/feature-boundaries']);
  });

  it('refuses the same in the storefront, and a shared layer importing any feature', async () => {
    expect(
      await rules('apps/storefront/app/features/catalog/z.tsx', "import { useCart } from '../cart/api/cart';\nexport const z = useCart;\n"),
    ).toEqual(['shopwright/feature-boundaries']);
    const shared = await problems(
      'apps/admin/src/components/z.tsx',
      "import { useOrders } from '../features/orders/api/orders';\nexport const z = useOrders;\n",
    );
    expect(shared.map((p) => p.message)).toEqual([
      "Shared layer 'components' may not import feature 'orders': shared code must not depend on a feature.",
    ]);
    expect(
      await rules('apps/storefront/app/lib/z.ts', "import { useCart } from '../features/cart/api/cart';\nexport const z = useCart;\n"),
    ).toEqual(['shopwright/feature-boundaries']);
  });

  it('lets a feature import its own files and shared code, and routes import features', async () => {
    expect(
      await rules(
        'apps/admin/src/features/orders/components/ok.tsx',
        "import { useOrders } from '../api/orders';\nimport { cn } from '../../../lib/cn';\nexport const ok = [useOrders, cn];\n",
      ),
    ).toEqual([]);
    expect(
      await rules(
        'apps/admin/src/routes/ok.tsx',
        "import { useOrders } from '../features/orders/api/orders';\nexport const ok = useOrders;\n",
      ),
    ).toEqual([]);
    expect(
      await rules(
        'apps/storefront/app/routes/ok.tsx',
        "import { useCart } from '../features/cart/api/cart';\nexport const ok = useCart;\n",
      ),
    ).toEqual([]);
  });

  it('allows a listed [file, feature] exception, and fails one the file no longer needs', async () => {
    const linter = new ESLint({
      cwd,
      overrideConfigFile: true,
      overrideConfig: {
        plugins: { shopwright: featureBoundaries },
        rules: {
          'shopwright/feature-boundaries': [
            'error',
            {
              root: 'app',
              allow: [
                ['app/features/a/x.js', 'b'],
                ['app/features/a/x.js', 'c'],
              ],
            },
          ],
        },
      },
    });
    const [result] = await linter.lintText("import { b } from '../b/api';\nexport const x = b;\n", {
      filePath: join(cwd, 'app/features/a/x.js'),
    });
    expect(result.messages.map((m) => m.message)).toEqual([
      "This file no longer imports feature 'c': remove ['app/features/a/x.js', 'c'] from the rule's allow list.",
    ]);
  });

  it('keeps the admin on its typed calls: no second request layer outside lib/api.ts', async () => {
    const found = await problems(
      'apps/admin/src/features/orders/api/raw.ts',
      "import { createHttpClient } from '@shopwright/shared/http';\nexport const raw = createHttpClient();\n",
    );
    expect(found.map((p) => p.rule)).toEqual(['no-restricted-imports']);
    expect(found[0].message).toContain('Call the API with call or bareCall from lib/api.ts');
  });

  it('fails an import cycle of two files, in either app and in packages/shared', async () => {
    write('apps/admin/src/lib/two.ts', "import { one } from './one';\nexport const two = () => one;\n");
    expect(await rules('apps/admin/src/lib/one.ts', "import { two } from './two';\nexport const one = () => two;\n")).toEqual([
      'import-x/no-cycle',
    ]);
    write('packages/shared/src/b/index.ts', "import { a } from '../a/index';\nexport const b = () => a;\n");
    expect(await rules('packages/shared/src/a/index.ts', "import { b } from '../b/index';\nexport const a = () => b;\n")).toEqual([
      'import-x/no-cycle',
    ]);
    write('apps/storefront/app/components/d.tsx', "import { c } from './c';\nexport const d = () => c;\n");
    expect(await rules('apps/storefront/app/components/c.tsx', "import { d } from './d';\nexport const c = () => d;\n")).toEqual([
      'import-x/no-cycle',
    ]);
  });

  it('fails a catalog table written outside the catalog module, by the query builder or raw SQL', async () => {
    const writes = [
      "export const a = (db) => db.updateTable('products').set({ stock: 0 }).execute();",
      "export const b = (db) => db.insertInto('stock_movements').values({}).execute();",
      "export const c = (trx) => trx.deleteFrom('product_variants as v').where('v.id', '=', 1).execute();",
      "export const d = (db) => db.updateTable('categories').set({ position: 0 }).execute();",
      "import { sql } from 'kysely';\nexport const e = (db) => sql`update products set stock = 0`.execute(db);",
      "import { sql } from 'kysely';\nexport const f = (db, id) => sql`DELETE FROM brands where id = ${id}`.execute(db);",
    ];
    for (const [i, text] of writes.entries()) {
      const found = await problems(`apps/api/src/modules/orders/write-${i}.ts`, `${text}\n`);
      expect(
        found.map((p) => p.rule),
        text,
      ).toEqual(['no-restricted-syntax']);
      expect(found[0].message).toContain('Catalog tables are written by the catalog module only');
    }
  });

  it('lets the catalog module, seeds, migrations and tests write them, and anyone read them or write other tables', async () => {
    const write = "export const w = (db) => db.updateTable('products').set({ stock: 0 }).execute();\n";
    for (const path of [
      'apps/api/src/modules/catalog/stock-writes.ts',
      'apps/api/src/db/seed/catalog.ts',
      'apps/api/src/db/migrations/0099_x.ts',
      'apps/api/src/modules/orders/orders.race.test.ts',
    ])
      expect(await rules(path, write), path).toEqual([]);
    const elsewhere = [
      "export const r = (db) => db.selectFrom('products').selectAll().execute();",
      "export const o = (db) => db.updateTable('orders').set({ status: 'paid' }).execute();",
      "export const l = (db) => db.insertInto('order_lines').values([]).execute();",
      "import { sql } from 'kysely';\nexport const s = (db) => sql`update orders set total = (select sum(stock) from products)`.execute(db);",
    ];
    for (const text of elsewhere) expect(await rules('apps/api/src/modules/orders/read.ts', `${text}\n`), text).toEqual([]);
  });

  it('lets type-only imports go both ways (they are erased)', async () => {
    write('apps/admin/src/lib/t2.ts', "import type { T1 } from './t1';\nexport type T2 = { one?: T1 };\n");
    expect(await rules('apps/admin/src/lib/t1.ts', "import type { T2 } from './t2';\nexport type T1 = { two?: T2 };\n")).toEqual([]);
  });
});
