import { PRODUCT_CSV_COLUMNS } from '@shopwright/shared/admin';
import { fromMinor } from '@shopwright/shared/money';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/database';
import { jsonList } from '../../catalog/catalog.mappers';
import { toCsv, type CsvValue } from '../../../lib/csv';

const byProduct = <T extends { product_id: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
  return map;
};

async function exportRows(db: Database) {
  const [products, colors, sizes] = await Promise.all([
    db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['p.id', 'p.slug', 'p.name', 'c.slug as category', 'b.slug as brand', 'p.description', 'p.regular_price', 'p.sale_price', 'p.stock', 'p.published', 'p.features'])
      .orderBy('p.id')
      .execute(),
    db.selectFrom('product_colors').select(['product_id', 'name', 'hex']).orderBy('product_id').orderBy('position').execute(),
    db.selectFrom('product_sizes').select(['product_id', 'name']).orderBy('product_id').orderBy('position').execute(),
  ]);
  return { products, colors: byProduct(colors), sizes: byProduct(sizes) };
}

/**
 * `GET admin/products/export.csv`: every product in the columns the import reads, so a file
 * exported, edited and imported again updates the same products (matched by slug).
 */
export async function exportProducts(ctx: AppContext): Promise<{ filename: string; csv: string }> {
  const { products, colors, sizes } = await exportRows(ctx.db);
  const rows: CsvValue[][] = products.map((p) => [
    p.slug,
    p.name,
    p.category,
    p.brand,
    p.description,
    fromMinor(p.regular_price),
    fromMinor(p.sale_price),
    p.stock,
    Number(p.published) === 1 ? 'true' : 'false',
    (colors.get(p.id) ?? []).map((c) => (c.hex ? `${c.name} ${c.hex}` : c.name)).join('\n'),
    (sizes.get(p.id) ?? []).map((s) => s.name).join('\n'),
    jsonList(p.features).join('\n'),
  ]);
  return { filename: `products-${new Date().toISOString().slice(0, 10)}.csv`, csv: toCsv(PRODUCT_CSV_COLUMNS, rows) };
}
