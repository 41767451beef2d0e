import { addDays, DASHBOARD_PERIODS, dayBounds, todayUtc, type Dashboard, type Metric, type PeriodStats } from '@shopwright/shared/admin';
import { fromMinor, fromMinorIn } from '@shopwright/shared/money';
import type { AppContext } from '../../../context';
import { orderNumber } from '../../orders/order-number';
import { getSettings } from '../../settings/settings.service';
import { personRef } from '../admin-support.service';
import { addSums, averageOf, marketSales, NO_SALES, productReport } from './reports.service';
import * as repo from './sales.repo';
import type { OrderSums } from './sales.repo';

const LIST_SIZE = 8;
const TOP_PRODUCTS = 5;
const CHART_DAYS = 30;

/** The change from `previous` to `value` in per cent with one decimal; null when there was nothing before (0 when still nothing). */
export function percentChange(value: number, previous: number): number | null {
  if (previous === 0) return value === 0 ? 0 : null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

const metric = (value: number, previous: number, show: (v: number) => number = (v) => v): Metric => ({
  value: show(value),
  previous: show(previous),
  change: percentChange(value, previous),
});

interface DayFigures {
  sales: OrderSums;
  customers: number;
}

/**
 * `GET admin/dashboard`: today, the last 7 and the last 30 days (each ending today, UTC) against
 * as many days before; the last 30 days' sales per day; the newest orders; low stock; best sellers.
 * Sales and revenue follow SALES_RULE, like the reports.
 */
export async function dashboard(ctx: AppContext, now: Date = new Date()): Promise<Dashboard> {
  const today = todayUtc(now);
  const longest = Math.max(...DASHBOARD_PERIODS.map((p) => p.days));
  const window = dayBounds(addDays(today, 1 - 2 * longest), today);
  const settings = await getSettings(ctx);
  const [daily, joined, recent, low, top, markets] = await Promise.all([
    repo.salesByPeriod(ctx.db, ctx.dialect, window, 'day'),
    repo.newCustomersByDay(ctx.db, window),
    repo.recentOrders(ctx.db, LIST_SIZE),
    repo.lowStockProducts(ctx.db, LIST_SIZE),
    productReport(ctx, { from: addDays(today, 1 - CHART_DAYS), to: today }, TOP_PRODUCTS),
    marketSales(ctx, dayBounds(addDays(today, 1 - CHART_DAYS), today), settings.currency),
  ]);
  const sales = new Map(daily.map((r) => [r.period, r]));
  const dayFigures = (day: string): DayFigures => ({ sales: sales.get(day) ?? NO_SALES, customers: joined.get(day) ?? 0 });
  /** The figures of `days` days ending `last` days before today. */
  const span = (days: number, last: number): DayFigures => {
    let total: DayFigures = { sales: NO_SALES, customers: 0 };
    for (let i = last; i < last + days; i++) {
      const day = dayFigures(addDays(today, -i));
      total = { sales: addSums(total.sales, day.sales), customers: total.customers + day.customers };
    }
    return total;
  };
  const stats = (days: number): PeriodStats => {
    const [cur, prev] = [span(days, 0), span(days, days)];
    const net = (s: OrderSums) => s.gross - s.refunds;
    return {
      from: addDays(today, 1 - days),
      to: today,
      revenue: metric(net(cur.sales), net(prev.sales), fromMinor),
      orders: metric(cur.sales.orders, prev.sales.orders),
      average_order_value: metric(averageOf(net(cur.sales), cur.sales.orders), averageOf(net(prev.sales), prev.sales.orders), fromMinor),
      new_customers: metric(cur.customers, prev.customers),
    };
  };
  return {
    currency: settings.currency,
    today,
    periods: Object.fromEntries(DASHBOARD_PERIODS.map((p) => [p.key, stats(p.days)])) as Dashboard['periods'],
    sales: Array.from({ length: CHART_DAYS }, (_, i) => {
      const date = addDays(today, i + 1 - CHART_DAYS);
      const s = dayFigures(date).sales;
      return { date, orders: s.orders, revenue: fromMinor(s.gross - s.refunds) };
    }),
    recent_orders: recent.map((o) => ({
      id: o.id,
      number: orderNumber(o.id),
      customer: personRef(o.user_id, o.email, o.first_name, o.last_name),
      status: o.status,
      payment_status: o.payment_status,
      payment_method: o.payment_method,
      total: fromMinorIn(Number(o.total), o.currency),
      currency: o.currency,
      placed_at: o.placed_at,
    })),
    low_stock: low.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      stock: Number(p.stock),
      published: Number(p.published) === 1,
      variant_id: p.variant_id,
      sku: p.sku,
      color: p.color,
      size: p.size,
    })),
    top_products: top.rows,
    markets,
  };
}
