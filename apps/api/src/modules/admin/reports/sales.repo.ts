import { sql, type RawBuilder } from 'kysely';
import { LOW_STOCK_THRESHOLD, type ReportGroup } from '@shopwright/shared/admin';
import type { Database, Dialect } from '../../../db/database';

/** Stored timestamps bounding a range: `since` included, `until` excluded (ISO UTC, compared as text). */
export interface Window {
  since: string;
  until: string;
}

/**
 * The first day (`YYYY-MM-DD`, UTC) of the day, ISO week (from Monday) or month of a stored
 * ISO-8601 UTC timestamp column: the one place where the two engines need different SQL.
 * Holds no parameters, so the same expression can be selected and grouped by.
 */
function periodStart(dialect: Dialect, column: string, group: ReportGroup): RawBuilder<string> {
  const day = sql`substr(${sql.ref(column)}, 1, 10)`;
  if (group === 'day') return sql<string>`${day}`;
  if (group === 'month') return sql<string>`substr(${sql.ref(column)}, 1, 7) || '-01'`;
  return dialect === 'postgres'
    ? sql<string>`to_char(date_trunc('week', cast(${day} as timestamp)), 'YYYY-MM-DD')`
    : sql<string>`date(${day}, 'weekday 0', '-6 days')`;
}

/**
 * An order's amount in the base currency's minor units at the order's stored rate (ADR 029):
 * amount / rate rounded half up, once per order and amount, in integers on both engines
 * ((2 x amount x base_scale + rate_micros) / (2 x rate_micros), see migration 0022). The primary
 * market's orders (rate 1) come out as they are. Amounts are never negative.
 */
export const inBase = (amount: RawBuilder<unknown>) =>
  sql<number>`((2 * cast(${amount} as bigint) * o.base_scale + o.rate_micros) / (2 * o.rate_micros))`;
const baseOf = (column: string) => inBase(sql.ref(column));

/** Sums come back as text (PostgreSQL bigint and numeric) or null (no rows); money stays in cents. */
const num = (value: unknown): number => Number(value ?? 0);

/**
 * The orders that are sales: placed in the window and not cancelled. Every figure of the
 * dashboard and the reports starts here, so they cannot disagree (see SALES_RULE).
 */
export const salesOrders = (db: Database, w: Window) =>
  db.selectFrom('orders as o').where('o.status', '<>', 'cancelled').where('o.placed_at', '>=', w.since).where('o.placed_at', '<', w.until);

/** Money in the base currency, each order at its own rate (`inBase`): orders in several currencies add up. */
const orderSums = [
  sql<number>`count(*)`.as('orders'),
  sql<number>`sum(${baseOf('o.total')})`.as('gross'),
  sql<number>`sum(${baseOf('o.discount_total')})`.as('discounts'),
  sql<number>`sum(${baseOf('o.shipping_total')})`.as('shipping'),
  sql<number>`sum(${baseOf('o.tax_total')})`.as('tax'),
  sql<number>`sum(${baseOf('o.refunded_total')})`.as('refunds'),
];

export interface OrderSums {
  orders: number;
  gross: number;
  discounts: number;
  shipping: number;
  tax: number;
  refunds: number;
}

/** Orders and their money (cents) per day, week or month; periods without sales are absent. */
export async function salesByPeriod(
  db: Database,
  dialect: Dialect,
  w: Window,
  group: ReportGroup,
): Promise<Array<OrderSums & { period: string }>> {
  const period = periodStart(dialect, 'o.placed_at', group);
  const rows = await salesOrders(db, w)
    .select([period.as('period'), ...orderSums])
    .groupBy(period)
    .execute();
  return rows.map((r) => ({
    period: r.period,
    orders: num(r.orders),
    gross: num(r.gross),
    discounts: num(r.discounts),
    shipping: num(r.shipping),
    tax: num(r.tax),
    refunds: num(r.refunds),
  }));
}

/**
 * A line's part of what its order kept: its line total times the share of the order not
 * refunded, rounded half up in whole cents (integer arithmetic, the same in both engines).
 */
const KEPT = sql`case when o.total = 0 then 0 else (cast(ol.line_total as bigint) * (o.total - o.refunded_total) * 2 + o.total) / (2 * o.total) end`;

const itemSums = [
  sql<number>`sum(ol.quantity)`.as('units'),
  sql<number>`count(distinct o.id)`.as('orders'),
  sql<number>`sum(${baseOf('ol.line_total')})`.as('gross'),
  sql<number>`sum(${inBase(KEPT)})`.as('net'),
];

export interface ItemSums {
  units: number;
  orders: number;
  gross: number;
  net: number;
}

const toItemSums = (r: { units: unknown; orders: unknown; gross: unknown; net: unknown }): ItemSums => ({
  units: num(r.units),
  orders: num(r.orders),
  gross: num(r.gross),
  net: num(r.net),
});

/** The lines of the window's sales with their product and its category, while they exist. */
const soldLines = (db: Database, w: Window) =>
  salesOrders(db, w)
    .innerJoin('order_lines as ol', 'ol.order_id', 'o.id')
    .leftJoin('products as p', 'p.id', 'ol.product_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id');

/** All lines of the window together (`orders` counts each order once). */
export async function itemTotals(db: Database, w: Window): Promise<ItemSums> {
  return toItemSums(await soldLines(db, w).select(itemSums).executeTakeFirstOrThrow());
}

/** Lines per product; lines of deleted products come together under a null id. */
export async function itemsByProduct(db: Database, w: Window) {
  const rows = await soldLines(db, w)
    .select([
      'ol.product_id',
      sql<string | null>`max(p.name)`.as('product_name'),
      sql<string>`max(ol.name)`.as('line_name'),
      sql<string | null>`max(p.slug)`.as('slug'),
      sql<string | null>`max(c.name)`.as('category'),
      ...itemSums,
    ])
    .groupBy('ol.product_id')
    .execute();
  return rows.map((r) => ({
    product_id: r.product_id,
    name: r.product_name ?? r.line_name,
    slug: r.slug,
    category: r.category,
    ...toItemSums(r),
  }));
}

/** Lines per product and SKU as sold (colour and size as sold); lines of deleted products under a null id. */
export async function itemsByVariant(db: Database, w: Window) {
  const rows = await soldLines(db, w)
    .select([
      'ol.product_id',
      'ol.sku',
      sql<number | null>`max(ol.variant_id)`.as('variant_id'),
      sql<string | null>`max(ol.color)`.as('color'),
      sql<string | null>`max(ol.size)`.as('size'),
      ...itemSums,
    ])
    .groupBy(['ol.product_id', 'ol.sku'])
    .execute();
  return rows.map((r) => ({
    product_id: r.product_id,
    variant_id: r.variant_id === null ? null : num(r.variant_id),
    sku: r.sku,
    color: r.color,
    size: r.size,
    ...toItemSums(r),
  }));
}

/** Lines per category of their product today; lines of deleted products under a null id. */
export async function itemsByCategory(db: Database, w: Window) {
  const rows = await soldLines(db, w)
    .select(['c.id as category_id', sql<string | null>`max(c.name)`.as('category'), ...itemSums])
    .groupBy('c.id')
    .execute();
  return rows.map((r) => ({ category_id: r.category_id, category: r.category, ...toItemSums(r) }));
}

/** Orders and money (cents) per buying customer, with their first and last order of the window. */
export async function salesByCustomer(db: Database, w: Window) {
  const rows = await salesOrders(db, w)
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.user_id',
      sql<string>`max(u.email)`.as('email'),
      sql<string>`max(u.first_name)`.as('first_name'),
      sql<string>`max(u.last_name)`.as('last_name'),
      sql<string>`min(o.placed_at)`.as('first_order_at'),
      sql<string>`max(o.placed_at)`.as('last_order_at'),
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(${baseOf('o.total')})`.as('gross'),
      sql<number>`sum(${baseOf('o.refunded_total')})`.as('refunds'),
    ])
    .groupBy('o.user_id')
    .execute();
  return rows.map((r) => ({ ...r, orders: num(r.orders), gross: num(r.gross), refunds: num(r.refunds) }));
}

/**
 * Sales per market and currency (ADR 029): the money in the orders' own currency as charged, and
 * in the base currency at each order's rate.
 */
export async function salesByMarket(db: Database, w: Window) {
  const rows = await salesOrders(db, w)
    .select([
      sql<string>`coalesce(o.market, '')`.as('market'),
      'o.currency',
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(o.total)`.as('gross'),
      sql<number>`sum(o.refunded_total)`.as('refunds'),
      sql<number>`sum(${baseOf('o.total')})`.as('gross_base'),
      sql<number>`sum(${baseOf('o.refunded_total')})`.as('refunds_base'),
    ])
    .groupBy([sql`coalesce(o.market, '')`, 'o.currency'])
    .execute();
  return rows.map((r) => ({
    market: r.market,
    currency: r.currency,
    orders: num(r.orders),
    gross: num(r.gross),
    refunds: num(r.refunds),
    gross_base: num(r.gross_base),
    refunds_base: num(r.refunds_base),
  }));
}

/**
 * One order's total and refunds in the base currency's minor units, by the reports' rule (`inBase`),
 * so the admin's order page shows exactly what the order counts for in the reports.
 */
export async function orderInBase(db: Database, orderId: number): Promise<{ total: number; refunded: number }> {
  const r = await db
    .selectFrom('orders as o')
    .where('o.id', '=', orderId)
    .select([baseOf('o.total').as('total'), baseOf('o.refunded_total').as('refunded')])
    .executeTakeFirstOrThrow();
  return { total: num(r.total), refunded: num(r.refunded) };
}

/** Every stored timestamp (ISO text) sorts inside this window. */
const ALL_TIME: Window = { since: '', until: '9999' };

/** One customer's sales of all time (money in cents), by the same rule as the reports. */
export async function customerLifetime(db: Database, userId: number) {
  const r = await salesOrders(db, ALL_TIME)
    .where('o.user_id', '=', userId)
    .select([
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(${baseOf('o.total')})`.as('gross'),
      sql<number>`sum(${baseOf('o.refunded_total')})`.as('refunds'),
      sql<string | null>`min(o.placed_at)`.as('first_order_at'),
      sql<string | null>`max(o.placed_at)`.as('last_order_at'),
    ])
    .executeTakeFirstOrThrow();
  return {
    orders: num(r.orders),
    gross: num(r.gross),
    refunds: num(r.refunds),
    first_order_at: r.first_order_at,
    last_order_at: r.last_order_at,
  };
}

/** Customers (accounts not deleted) who joined in the window, per UTC day. */
export async function newCustomersByDay(db: Database, w: Window): Promise<Map<string, number>> {
  const day = sql<string>`substr(date_joined, 1, 10)`;
  const rows = await db
    .selectFrom('users')
    .where('role', '=', 'customer')
    .where('deleted_at', 'is', null)
    .where('date_joined', '>=', w.since)
    .where('date_joined', '<', w.until)
    .select([day.as('day'), sql<number>`count(*)`.as('n')])
    .groupBy(day)
    .execute();
  return new Map(rows.map((r) => [r.day, num(r.n)]));
}

/** The newest orders, whatever their status, with their customer. */
export const recentOrders = (db: Database, limit: number) =>
  db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.status',
      'o.payment_status',
      'o.payment_method',
      'o.currency',
      'o.total',
      'o.placed_at',
      'o.user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
    ])
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();

/** Products at or below the low-stock threshold (sold out ones first). */
/** Sellable variants with LOW_STOCK_THRESHOLD units or fewer, fewest first, with their product. */
export const lowStockProducts = (db: Database, limit: number) =>
  db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['p.id', 'p.name', 'p.slug', 'v.stock', 'p.published', 'v.id as variant_id', 'v.sku', 'v.color', 'v.size'])
    .where('v.stock', '<=', LOW_STOCK_THRESHOLD)
    .where('v.retired_at', 'is', null)
    .orderBy('v.stock', 'asc')
    .orderBy('p.name', 'asc')
    .orderBy('v.position', 'asc')
    .limit(limit)
    .execute();
