import { PRODUCT_CSV_COLUMNS } from '@shopwright/shared/admin';
import { fromMinor, fromMinorIn } from '@shopwright/shared/money';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/database';
import { jsonList } from '../../catalog/catalog.mappers';
import { fixedPricesOf } from '../../catalog/market-prices';
import { allProductTranslations } from '../../catalog/translations.repo';
import { fixedPriceCurrencies } from './admin-product-prices.service';
import { marketColumnNames } from './admin-products-csv.markets';
import { translationCells, translationHeader } from './admin-products-csv.translations';
import { translatableLanguages } from './admin-translations';
import { toCsv, type CsvValue } from '../../../lib/csv';
import { exportSource } from './admin-products.repo';

const byProduct = <T extends { product_id: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
  return map;
};

async function exportRows(db: Database) {
  const [products, colors, sizes, variants] = await exportSource(db);
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
  // The product's own fixed price per market currency (ADR 027): price[EUR], sale_price[EUR] …
  const currencies = await fixedPriceCurrencies(ctx);
  const fixed = new Map<string, { price: number; sale_price: number | null }>();
  if (currencies.length > 0)
    for (const r of await fixedPricesOf(
      ctx.db,
      products.map((p) => p.id),
    ))
      if (r.variant_id === null) fixed.set(`${r.product_id}|${r.currency}`, { price: Number(r.price), sale_price: r.sale_price });
  const marketCells = (productId: number): CsvValue[] =>
    currencies.flatMap((c) => {
      const row = fixed.get(`${productId}|${c}`);
      return row ? [fromMinorIn(row.price, c), row.sale_price === null ? null : fromMinorIn(Number(row.sale_price), c)] : [null, null];
    });
  // Texts per language a market has (ADR 030): name[de], description[de], features[de], slug[de] …
  const languages = [...(await translatableLanguages(ctx)).served].sort();
  const texts = new Map<
    number,
    Array<{ lang: string; name: string | null; description: string | null; features: string | null; slug: string | null }>
  >();
  if (languages.length > 0)
    for (const r of await allProductTranslations(ctx.db)) texts.set(r.product_id, [...(texts.get(r.product_id) ?? []), r]);
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
      ...marketCells(p.id),
      ...translationCells(languages, texts.get(p.id) ?? [], jsonList),
    ]);
  });
  const header = [...PRODUCT_CSV_COLUMNS, ...currencies.flatMap(marketColumnNames), ...translationHeader(languages)];
  return { filename: `products-${new Date().toISOString().slice(0, 10)}.csv`, csv: toCsv(header, rows) };
}
