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
  const [products, colors, sizes, variants] = await Promise.all([
    db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .select([
        'p.id',
        'p.slug',
        'p.name',
        'c.slug as category',
        'b.slug as brand',
        'p.description',
        'p.base_price',
        'p.base_sale_price',
        'p.published',
        'p.features',
        'p.tax_category',
        'p.weight',
      ])
      .orderBy('p.id')
      .execute(),
    db.selectFrom('product_colors').select(['product_id', 'name', 'hex']).orderBy('product_id').orderBy('position').execute(),
    db.selectFrom('product_sizes').select(['product_id', 'name']).orderBy('product_id').orderBy('position').execute(),
    db
      .selectFrom('product_variants')
      .select(['product_id', 'sku', 'color', 'size', 'stock', 'price', 'sale_price', 'barcode', 'weight'])
      .where('retired_at', 'is', null)
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
  ]);
  return { products, colors: byProduct(colors), sizes: byProduct(sizes), variants: byProduct(variants) };
}

/**
 * `GET admin/products/export.csv`: one row per sellable variant (the product columns on each) in
 * the columns the import reads, so a file exported, edited and imported again updates the same
 * products (by slug) and variants (by SKU).
 */
export async function exportProducts(ctx: AppContext): Promise<{ filename: string; csv: string }> {
  const { products, colors, sizes, variants } = await exportRows(ctx.db);
  const money = (cents: number | null) => (cents === null ? null : fromMinor(cents));
  const rows: CsvValue[][] = products.flatMap((p) => {
    const product: CsvValue[] = [
      p.slug,
      p.name,
      p.category,
      p.brand,
      p.description,
      fromMinor(p.base_price),
      fromMinor(p.base_sale_price),
      Number(p.published) === 1 ? 'true' : 'false',
      (colors.get(p.id) ?? []).map((c) => (c.hex ? `${c.name} ${c.hex}` : c.name)).join('\n'),
      (sizes.get(p.id) ?? []).map((s) => s.name).join('\n'),
      jsonList(p.features).join('\n'),
    ];
    return (variants.get(p.id) ?? []).map((v) => [
      ...product,
      v.sku,
      v.color,
      v.size,
      v.stock,
      money(v.price),
      money(v.sale_price),
      v.barcode,
      p.tax_category,
      p.weight,
      v.weight ?? null,
    ]);
  });
  return { filename: `products-${new Date().toISOString().slice(0, 10)}.csv`, csv: toCsv(PRODUCT_CSV_COLUMNS, rows) };
}
