import { sql, type ColumnDefinitionBuilder, type Insertable, type Kysely } from 'kysely';
import { combinations, skuFor, spreadStock } from '../../modules/catalog/variant-plan';
import type { Dialect } from '../database';
import { withId } from './helpers';

/** The rows this migration reads and writes, as the tables stand at this point of the history. */
type VariantsMigrationTables = {
  products: {
    id: number;
    slug: string;
    stock: number;
    regular_price: number;
    sale_price: number;
    base_price: number;
    base_sale_price: number;
  };
  product_colors: { product_id: number; name: string; position: number };
  product_sizes: { product_id: number; name: string; position: number };
  product_variants: {
    product_id: number;
    sku: string;
    color: string | null;
    size: string | null;
    color_key: string;
    size_key: string;
    stock: number;
    position: number;
    created_at: string;
    updated_at: string;
  };
};
type MigrationDb = Kysely<VariantsMigrationTables>;
const CHUNK = 400;

/**
 * Variants (ADR 005): every colour x size of a product is a row with its own SKU,
 * stock and optional prices. products.stock stays as the sum of the sellable variants (the
 * listing's indexes read it); products.regular_price / sale_price become the "from" prices
 * (cheapest variant) and the product's own prices move to base_price / base_sale_price.
 */
export function variantsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const d = db.withTables<VariantsMigrationTables>();
      await withId(d.schema.createTable('product_variants'), dialect)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('sku', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('color', 'varchar(40)')
        .addColumn('size', 'varchar(40)')
        .addColumn('color_key', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('size_key', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('price', 'integer')
        .addColumn('sale_price', 'integer')
        .addColumn('image_id', 'integer', (c) => c.references('product_images.id').onDelete('set null'))
        .addColumn('barcode', 'varchar(14)')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('retired_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('product_variants_options', ['product_id', 'color_key', 'size_key'])
        .addCheckConstraint('product_variants_stock', sql`stock >= 0`)
        .execute();
      // In-stock colour / size filters probe these (product first: `exists` for one product).
      await d.schema.createIndex('product_variants_color').on('product_variants').columns(['color_key', 'product_id', 'stock']).execute();
      await d.schema.createIndex('product_variants_stock').on('product_variants').columns(['stock', 'retired_at']).execute();
      await d.schema.createIndex('product_variants_size').on('product_variants').columns(['size_key', 'product_id', 'stock']).execute();

      await d.schema
        .alterTable('products')
        .addColumn('base_price', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await d.schema
        .alterTable('products')
        .addColumn('base_sale_price', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await d.schema
        .alterTable('products')
        .addColumn('price_varies', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await d
        .updateTable('products')
        .set((eb) => ({ base_price: eb.ref('regular_price'), base_sale_price: eb.ref('sale_price') }))
        .execute();

      const refs = (c: ColumnDefinitionBuilder) => c.references('product_variants.id').onDelete('set null');
      await d.schema.alterTable('cart_items').addColumn('variant_id', 'integer', refs).execute();
      await d.schema.alterTable('order_lines').addColumn('variant_id', 'integer', refs).execute();
      await d.schema.alterTable('order_lines').addColumn('sku', 'varchar(64)').execute();
      await d.schema.alterTable('stock_movements').addColumn('variant_id', 'integer', refs).execute();
      await d.schema.alterTable('stock_subscriptions').addColumn('variant_id', 'integer', refs).execute();
      await d.schema.createIndex('order_lines_variant').on('order_lines').column('variant_id').execute();
      await d.schema.createIndex('cart_items_variant').on('cart_items').column('variant_id').execute();

      await createVariants(d);

      // Lines point at the variant of their colour and size; order lines keep the SKU sold.
      const match = (t: string, color: string, size: string) =>
        sql`(select v.id from product_variants v where v.product_id = ${sql.ref(`${t}.product_id`)} and v.color_key = ${sql.raw(color)} and v.size_key = ${sql.raw(size)})`;
      await sql`update cart_items set variant_id = ${match('cart_items', 'cart_items.color_key', 'cart_items.size_key')}`.execute(d);
      await sql`update order_lines set variant_id = ${match('order_lines', "coalesce(lower(order_lines.color), '')", "coalesce(lower(order_lines.size), '')")}`.execute(
        d,
      );
      await sql`update order_lines set sku = (select v.sku from product_variants v where v.id = order_lines.variant_id) where variant_id is not null`.execute(
        d,
      );
    },
    async down(db: Kysely<unknown>) {
      const d = db.withTables<VariantsMigrationTables>();
      await d.schema.dropIndex('cart_items_variant').execute();
      await d.schema.dropIndex('order_lines_variant').execute();
      for (const [table, column] of [
        ['stock_subscriptions', 'variant_id'],
        ['stock_movements', 'variant_id'],
        ['order_lines', 'sku'],
        ['order_lines', 'variant_id'],
        ['cart_items', 'variant_id'],
        ['products', 'price_varies'],
        ['products', 'base_sale_price'],
        ['products', 'base_price'],
      ] as const) {
        await d.schema.alterTable(table).dropColumn(column).execute();
      }
      await d.schema.dropTable('product_variants').execute();
    },
  };
}

/** Every existing product becomes its colour x size variants, its stock spread over them (total unchanged). */
async function createVariants(d: MigrationDb) {
  const products = await d.selectFrom('products').select(['id', 'slug', 'stock']).orderBy('id').execute();
  const options = async (table: 'product_colors' | 'product_sizes') => {
    const rows = await d.selectFrom(table).select(['product_id', 'name']).orderBy('product_id').orderBy('position').execute();
    const by = new Map<number, Array<{ name: string }>>();
    for (const r of rows) by.set(r.product_id, [...(by.get(r.product_id) ?? []), { name: r.name }]);
    return by;
  };
  const [colors, sizes] = await Promise.all([options('product_colors'), options('product_sizes')]);
  const taken = new Set<string>();
  const now = new Date().toISOString();
  let batch: Array<Insertable<VariantsMigrationTables['product_variants']>> = [];
  const flush = async () => {
    if (batch.length > 0) await d.insertInto('product_variants').values(batch).execute();
    batch = [];
  };
  for (const p of products) {
    const planned = combinations(colors.get(p.id) ?? [], sizes.get(p.id) ?? []);
    const stock = spreadStock(Number(p.stock), planned.length);
    planned.forEach((v, i) =>
      batch.push({
        product_id: p.id,
        sku: skuFor(p.slug, v.color, v.size, taken),
        ...v,
        stock: stock[i] ?? 0, // spreadStock gives one count per variant
        created_at: now,
        updated_at: now,
      }),
    );
    if (batch.length >= CHUNK) await flush();
  }
  await flush();
}
