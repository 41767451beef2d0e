// `npm run bench -- stock-churn`: reads over every product while orders take stock (issue 29,
// ADR 031). Product pages, listing pages, the product API and the listing API, each over all the
// demo's products (10 connections, Brotli accepted, one process, SQLite): first quiet, then while
// a second client places 20 orders a second of a few best sellers. A stock change must drop only
// what it touches, so the reads keep at least half their quiet throughput (the target).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { cartLines, giveStock } from './api.mjs';
import { api, cannon, newShopper, printTable, startServer, writeResults } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_PAGES_CONNECTIONS ?? 10);
const ORDERS_PER_SECOND = Number(process.env.BENCH_ORDERS_PER_SECOND ?? 20);
/** Products the orders take stock of. */
const SOLD = 4;
/** A shopper's order attempts are limited (30 in 10 minutes): each shopper places at most this many. */
const ORDERS_PER_SHOPPER = 25;
/** Kept answers not touched by a change are rendered again within 30 s (STOCK_LAG_MS): the orders run this long before the reads are measured, so that cost is in the figures. */
const WARM_UP_S = Number(process.env.BENCH_STOCK_WARM_UP ?? 35);
const TARGET = 50;
const PAGE = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
const ORDER_BODY = {
  shipping_address: { full_name: 'Bench Buyer', line1: '1 Main Street', city: 'Springfield', postal_code: '12345', country: 'US' },
  shipping_method: 'standard',
  payment: {
    method: 'card',
    card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'Bench Buyer' },
  },
};

const load = () => loadavg()[0].toFixed(2);

/** The reads: each a list of paths a connection goes through in turn, over all products. */
async function readCases(url) {
  const all = [];
  for (let page = 1; ; page++) {
    const list = await api(url, `products?sort=newest&page_size=100&page=${page}`);
    all.push(...list.results);
    if (!list.next) break;
  }
  const pages = Math.ceil(all.length / 24);
  const categories = (await api(url, 'products/categories')).filter((c) => c.product_count > 0);
  const listings = [...Array.from({ length: pages }, (_, i) => `?page=${i + 1}`), ...categories.map((c) => `?category=${c.slug}`)];
  return {
    products: all.length,
    cases: [
      { name: `product pages (${all.length})`, paths: all.map((p) => `/products/${p.slug}`), headers: PAGE },
      {
        name: `listing pages (${listings.length})`,
        paths: [
          ...Array.from({ length: pages }, (_, i) => `/products?page=${i + 1}`),
          ...categories.map((c) => `/products/category/${c.slug}`),
        ],
        headers: PAGE,
      },
      { name: `GET products/{id} (${all.length})`, paths: all.map((p) => `/api/products/${p.id}`), headers: {} },
      { name: `GET products (${listings.length})`, paths: listings.map((q) => `/api/products${q}`), headers: {} },
    ],
  };
}

const read = (url, { paths, headers }) =>
  cannon({ url, connections: CONNECTIONS, duration: DURATION, requests: paths.map((path) => ({ method: 'GET', path, headers })) });

/** Places orders of the sold lines at a steady rate until stopped; counts what was placed and refused. */
function orderStream(url, shoppers, lines) {
  let placed = 0;
  let failed = 0;
  let next = 0;
  let stopped = false;
  const inFlight = new Set();
  const started = Date.now();
  const one = async () => {
    // Round robin: a shopper's cart holds one order's line at a time (orders in flight overlap).
    const shopper = shoppers[next % shoppers.length];
    const line = lines[next % lines.length];
    next += 1;
    if (next > shoppers.length * ORDERS_PER_SHOPPER) throw new Error('not enough shoppers for the orders: raise their number');
    await api(url, 'products/add-to-cart', { method: 'POST', body: line, token: shopper.token, ip: shopper.ip });
    await api(url, 'orders', {
      method: 'POST',
      body: ORDER_BODY,
      token: shopper.token,
      ip: shopper.ip,
      headers: { 'idempotency-key': randomUUID() },
    });
  };
  const timer = setInterval(() => {
    if (stopped) return;
    const task = one().then(
      () => void (placed += 1),
      (err) => {
        failed += 1;
        if (failed <= 3) console.error(`order failed: ${err.message}`);
      },
    );
    inFlight.add(task);
    task.finally(() => inFlight.delete(task));
  }, 1000 / ORDERS_PER_SECOND);
  return {
    get placed() {
      return placed;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(inFlight);
      return { placed, failed, orders_per_second: Math.round((placed / ((Date.now() - started) / 1000)) * 10) / 10 };
    },
  };
}

export async function runStockChurnBench() {
  const server = await startServer();
  try {
    const { products, cases } = await readCases(server.url);
    const lines = (await cartLines(server.url)).slice(0, SOLD);
    for (const line of lines) await giveStock(server.url, line, 50_000);
    const orders = Math.ceil((WARM_UP_S + cases.length * (DURATION + 2)) * ORDERS_PER_SECOND * 1.2);
    const shoppers = [];
    for (let i = 0; i < Math.ceil(orders / ORDERS_PER_SHOPPER); i++) shoppers.push(await newShopper(server.url));

    const quiet = [];
    for (const c of cases) {
      process.stdout.write(`… quiet: ${c.name} (load ${load()})\n`);
      quiet.push({ ...(await read(server.url, c)), load: load() });
    }

    const stream = orderStream(server.url, shoppers, lines);
    process.stdout.write(`… orders at ${ORDERS_PER_SECOND}/s, ${WARM_UP_S} s before measuring (load ${load()})\n`);
    await new Promise((r) => setTimeout(r, WARM_UP_S * 1000));
    const churn = [];
    for (const c of cases) {
      process.stdout.write(`… with orders: ${c.name} (load ${load()}, ${stream.placed} orders so far)\n`);
      churn.push({ ...(await read(server.url, c)), load: load() });
    }
    const writer = await stream.stop();

    const rows = cases.map((c, i) => {
      const ratio = Math.round((churn[i].requests_per_second / quiet[i].requests_per_second) * 1000) / 10;
      return {
        reads: c.name,
        'quiet req/s': quiet[i].requests_per_second,
        'quiet p99 ms': quiet[i].p99_ms,
        'with orders req/s': churn[i].requests_per_second,
        'with orders p99 ms': churn[i].p99_ms,
        'ratio %': ratio,
        target: ratio >= TARGET ? 'met' : 'MISSED',
        load: `${quiet[i].load} / ${churn[i].load}`,
      };
    });
    printTable(
      `Reads over all ${products} products, ${CONNECTIONS} connections, ${DURATION} s each: quiet, and while ${SOLD} products take ${writer.orders_per_second} orders/s ` +
        `(${writer.placed} placed, ${writer.failed} failed; target ≥ ${TARGET} % of quiet)`,
      rows,
    );
    writeResults('stock-churn', {
      connections: CONNECTIONS,
      duration_s: DURATION,
      warm_up_s: WARM_UP_S,
      products,
      writer,
      quiet,
      churn,
      rows,
    });
    if (writer.failed > 0) throw new Error(`${writer.failed} orders failed`);
  } finally {
    await server.stop();
  }
}
