// Checkouts of different shoppers with a slow payment provider (the test gateway answering after
// 300 ms, BENCH_PAYMENT_DELAY_MS): today's design, the provider called between the order's two
// transactions, against the replaced one that called it inside the order's transaction, holding
// the write lock (BENCH_PAYMENT_IN_TRANSACTION). Both knobs are refused in production, so these
// servers run with NODE_ENV=development. The first must reach at least 10 times the second's throughput (ADR 006).
import { addToCart, cartLines, giveStock, perShopper, placeOrder } from './api.mjs';
import { newShopper, printTable, startServer, writeResults } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const DELAY_MS = Number(process.env.BENCH_PAYMENT_DELAY ?? 300);
const SHOPPERS = 30;
/** Orders per shopper in the fast design (the API allows 30 per shopper per 10 minutes). */
const ORDERS_EACH = 20;

const DESIGNS = [
  { name: 'provider called outside the transactions (issue 15)', env: {}, limits: { amount: ORDERS_EACH * 2, timeout: 120 } },
  // Serialised behind the write lock this design manages at most 1000 / DELAY_MS orders a second, so it runs for a time
  // instead; with 30 shoppers queued its first answers take ~SHOPPERS × DELAY_MS, so the run lasts at least 20 s.
  {
    name: 'provider called inside the order transaction (replaced)',
    env: { BENCH_PAYMENT_IN_TRANSACTION: 'true' },
    limits: { duration: Math.max(DURATION, 20), timeout: 120 },
  },
];

async function measure(design) {
  const server = await startServer(
    { NODE_ENV: 'development', BENCH_PAYMENT_DELAY_MS: String(DELAY_MS), ...design.env },
    { checkout: design.checkout },
  );
  try {
    const shoppers = [];
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await newShopper(server.url));
    const [line] = await cartLines(server.url);
    await giveStock(server.url, line, SHOPPERS * ORDERS_EACH * 2);
    const started = Date.now();
    const run = await perShopper(server.url, shoppers, [addToCart(line), { ...placeOrder(), measured: true }], design.limits);
    // Orders a second to one decimal: the slow design makes only a few.
    return { ...run, requests_per_second: Math.round((run.requests / ((Date.now() - started) / 1000)) * 10) / 10 };
  } finally {
    await server.stop();
  }
}

export async function runPaymentsBench() {
  const results = [];
  // With BENCH_BEFORE_DIR (another built checkout of the shop), today's design runs on it too, last, for a before/after.
  const before = process.env.BENCH_BEFORE_DIR;
  const designs = before ? [...DESIGNS, { ...DESIGNS[0], name: `${DESIGNS[0].name}, before (${before})`, checkout: before }] : DESIGNS;
  for (const design of designs) {
    process.stdout.write(`… ${design.name}\n`);
    results.push({ design: design.name, ...(await measure(design)) });
  }
  const ratio =
    results[1].requests_per_second > 0 ? Math.round((results[0].requests_per_second / results[1].requests_per_second) * 10) / 10 : null;
  printTable(
    `POST orders (card) with a ${DELAY_MS} ms provider, ${SHOPPERS} shoppers side by side, SQLite`,
    results.map((r) => ({
      design: r.design,
      'orders/s': r.requests_per_second,
      'p50 ms': r.p50_ms,
      'p99 ms': r.p99_ms,
      orders: r.requests,
    })),
  );
  console.log(
    `Throughput ratio (outside ÷ inside): ${ratio === null ? 'n/a (no order finished inside)' : `${ratio}x`} (issue 15 wants >= 10x)`,
  );
  writeResults('payments', { delay_ms: DELAY_MS, shoppers: SHOPPERS, results, ratio });
}
