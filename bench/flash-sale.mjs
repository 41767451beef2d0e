// `npm run bench -- flash-sale [--engine sqlite|postgres]` (issue 29): 2,000 signed-in shoppers
// race for 500 units of one variant. Each opens the product page, adds the item, quotes and
// orders (test card, built-in gateway). Prints the time to sell out, orders/s, p50/p99 and
// statuses per step, what the database sold, the server's resident memory and the machine's load,
// and judges the rules: correctness failures (oversold, 5xx, a shopper left without an answer)
// fail the run; performance rules are reported only.
import { loadavg } from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import { placeOrder } from './api.mjs';
import { openShopDb, seedShoppers, soldCount, watchStock } from './flash-sale-db.mjs';
import { Sale, soldOutTexts } from './flash-sale-run.mjs';
import { api, newShopper, printTable, startServer, writeResults } from './lib.mjs';
import { memoryWatch, serverMemory } from './flash-sale-memory.mjs';

const SHOPPERS = Number(process.env.BENCH_FLASH_SHOPPERS ?? 2000);
const UNITS = Number(process.env.BENCH_FLASH_UNITS ?? 500);
/**
 * Shoppers in flight at once, each a browser doing its four steps one after the other. 200 keeps
 * the server saturated (it answers orders far slower than 200 arrive) so the numbers are its
 * capacity and the queueing in front of it, while the load generator, on the same two cores,
 * stays a small share of the CPU; releasing all 2,000 at once would mostly measure the kernel's
 * accept queue and the client's own overhead. `BENCH_FLASH_IN_FLIGHT` changes it.
 */
const IN_FLIGHT = Number(process.env.BENCH_FLASH_IN_FLIGHT ?? 200);
const BUDGET = { ordersP99Ms: 1000, rssIdleMb: 150, rssPeakMb: 300 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () => Math.round(loadavg()[0] * 100) / 100;

/** `--engine sqlite|postgres` (or `--engine=…`, or BENCH_FLASH_ENGINE); both by default. */
function engines() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--engine');
  const named = at >= 0 ? args[at + 1] : args.find((a) => a.startsWith('--engine='))?.slice(9);
  const asked = named ?? process.env.BENCH_FLASH_ENGINE;
  const all = ['sqlite', 'postgres'];
  if (asked && !all.includes(asked)) throw new Error(`--engine ${asked}: choose sqlite or postgres`);
  return asked ? [asked] : all;
}

/** A fresh PostgreSQL database and a Redis key prefix of this run's own, both removed afterwards; null when either is unreachable. */
async function postgresSetup(tag) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const admin = new pg.Client({ connectionString: adminUrl });
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await admin.connect();
    await redis.connect();
  } catch (err) {
    console.warn(
      `PostgreSQL (${new URL(adminUrl).host}) or Redis (${new URL(redisUrl).host}) not reachable (${err.message}): skipping the PostgreSQL run`,
    );
    await admin.end().catch(() => {});
    redis.disconnect();
    return null;
  }
  const name = `sw_bench_flash_${tag}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const prefix = `${name}:`;
  return {
    env: { DATABASE_URL: url.toString(), WORKERS: '2', REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
    async cleanup() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
  };
}

const adminToken = async (url) =>
  (await api(url, 'auth/login', { method: 'POST', body: { email: 'admin@example.com', password: 'Admin12345' }, ip: '10.78.0.1' })).access;

/** A new published product with one variant (Black / 42) holding exactly UNITS units. */
async function saleVariant(url, tag) {
  const token = await adminToken(url);
  const product = await api(url, 'admin/products', {
    method: 'POST',
    token,
    body: {
      name: `Flash Runner ${tag}`,
      category: 'clothing',
      price: 89,
      stock: UNITS,
      colors: [{ name: 'Black', hex: null }],
      sizes: ['42'],
      published: true,
    },
  });
  const variants = await api(url, `admin/products/${product.id}/variants`, { token });
  if (variants.length !== 1) throw new Error(`the sale product has ${variants.length} variants, not 1`);
  const [variant] = variants;
  await api(url, `admin/products/${product.id}/variants/${variant.id}`, {
    method: 'PATCH',
    token,
    body: { stock: UNITS, stock_note: 'flash sale' },
  });
  return { productId: product.id, name: product.name, units: UNITS, variant: { id: variant.id, color: variant.color, size: variant.size } };
}

/** Runs `fn` over `items` with at most `size` at once. */
async function pool(items, size, fn) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  });
  await Promise.all(lanes);
}

/** The seeded shoppers' access tokens, each from its own client address (the per-address limits are not what is measured). */
async function signIn(url, seeded) {
  await pool(seeded, 25, async (s, i) => {
    s.ip = `10.79.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    s.token = (await api(url, 'auth/refresh-token', { method: 'POST', body: { refreshToken: s.refresh }, ip: s.ip })).access;
  });
  return seeded;
}

async function runEngine(engine) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const setup = engine === 'postgres' ? await postgresSetup(tag) : { env: {}, cleanup: async () => {} };
  if (!setup) return null;
  // BENCH_FLASH_WORKERS: another number of processes (how the sale scales with WORKERS).
  if (process.env.BENCH_FLASH_WORKERS) setup.env.WORKERS = process.env.BENCH_FLASH_WORKERS;
  const workers = Number(setup.env.WORKERS ?? 1);
  const label = `${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${workers > 1 ? `WORKERS=${workers}` : 'one process'}${setup.env.REDIS_URL ? ', Redis' : ''}`;
  // BENCH_CPU_PROFILE=<dir>: the server writes a CPU profile (one per process) there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE;
  const server = await startServer(setup.env, { nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [] });
  const db = await openShopDb({ databaseUrl: setup.env.DATABASE_URL, dataDir: server.dataDir });
  try {
    await sleep(3_000);
    const idle = { ...serverMemory(server.pid), load: load() };
    process.stdout.write(`… ${label}: ${SHOPPERS} shoppers, ${UNITS} units\n`);
    const template = await newShopper(server.url);
    const shoppers = await signIn(server.url, await seedShoppers(db, { template: template.email, count: SHOPPERS, tag }));
    const sale = await saleVariant(server.url, tag);
    const texts = await soldOutTexts(sale);
    // The sale's page as it stood before the start (shoppers waiting on it); the first order empties the caches anyway.
    await fetch(`${server.url}/products/${sale.productId}`).then((r) => r.arrayBuffer());
    await sleep(2_000);
    const before = { ...serverMemory(server.pid), load: load() };
    const memory = memoryWatch(server.pid);
    const stock = watchStock(db, sale.variant.id);
    const run = new Sale(server.url, sale, texts, JSON.parse(placeOrder().body));
    const started = performance.now();
    await pool(shoppers, IN_FLIGHT, (s) => run.shop(s, started));
    const elapsed = (performance.now() - started) / 1000;
    run.close();
    const peak = memory.stop();
    const seen = stock.stop();
    const after = { load: load() };
    const counted = await soldCount(db, sale.variant.id);
    return { engine, label, tag, idle, before, peak, after, elapsed, sale, db: { ...counted, ...seen }, ...run.summary() };
  } finally {
    await db.close();
    await server.stop();
    await setup.cleanup();
  }
}

/** The rules of issue 29: correctness (fail the run) and performance (reported). */
function judge(r) {
  const oversold = Math.max(0, r.db.units_in_orders - UNITS) + Math.max(0, -Math.min(r.db.variant_stock, r.db.lowest_stock_seen ?? 0));
  const fivexx = Object.values(r.steps).reduce(
    (n, s) =>
      n +
      Object.entries(s.statuses)
        .filter(([k]) => k.startsWith('5'))
        .reduce((m, [, c]) => m + c, 0),
    0,
  );
  const rules = [
    { rule: `0 oversold (DB: units in orders ≤ ${UNITS}, stock never < 0)`, kind: 'correctness', value: oversold, pass: oversold === 0 },
    {
      rule: `stock left + units sold = ${UNITS}, each 201 one order`,
      kind: 'correctness',
      value: `${r.db.variant_stock} + ${r.db.units_in_orders}; ${r.outcomes.ordered} × 201, ${r.db.orders} orders`,
      pass: r.db.variant_stock + r.db.units_in_orders === UNITS && r.db.orders === r.outcomes.ordered,
    },
    { rule: '0 answers 5xx', kind: 'correctness', value: fivexx, pass: fivexx === 0 },
    {
      rule: 'every shopper answered: ordered, or 409 with the spec text',
      kind: 'correctness',
      value: `${r.outcomes.ordered} + ${r.outcomes.sold_out} of ${SHOPPERS}`,
      pass: r.outcomes.ordered + r.outcomes.sold_out === SHOPPERS,
    },
  ];
  if (r.engine === 'sqlite')
    rules.push({
      rule: `p99 POST orders < ${BUDGET.ordersP99Ms} ms`,
      kind: 'perf',
      value: r.steps.orders.p99_ms,
      pass: r.steps.orders.p99_ms < BUDGET.ordersP99Ms,
    });
  rules.push(
    {
      rule: `RSS idle < ${BUDGET.rssIdleMb} MB (largest process)`,
      kind: 'perf',
      value: r.idle.max_mb,
      pass: r.idle.max_mb < BUDGET.rssIdleMb,
    },
    {
      rule: `RSS peak < ${BUDGET.rssPeakMb} MB (largest process)`,
      kind: 'perf',
      value: r.peak.max_mb,
      pass: r.peak.max_mb < BUDGET.rssPeakMb,
    },
  );
  return rules;
}

function report(results) {
  printTable(
    `Flash sale: ${SHOPPERS} signed-in shoppers, ${UNITS} units of one variant, ${IN_FLIGHT} shoppers in flight`,
    results.map((r) => ({
      engine: r.label,
      'sold out s': r.sold_out_s ?? 'never',
      'orders/s': r.orders_per_s,
      'all answered s': Math.round(r.elapsed * 100) / 100,
      ordered: r.outcomes.ordered,
      '409 sold out': r.outcomes.sold_out,
      other: r.outcomes.other,
      unanswered: r.outcomes.unanswered,
      'units sold (DB)': r.db.units_in_orders,
      'stock left': r.db.variant_stock,
      'lowest stock seen': r.db.lowest_stock_seen,
      'load 1m before/after': `${r.before.load} / ${r.after.load}`,
    })),
  );
  printTable(
    'Per step (statuses: count)',
    results.flatMap((r) =>
      Object.entries(r.steps).map(([step, s]) => ({
        engine: r.engine,
        step,
        answers: s.count,
        'p50 ms': s.p50_ms,
        'p99 ms': s.p99_ms,
        'max ms': s.max_ms,
        statuses: Object.entries(s.statuses)
          .map(([k, n]) => `${k}: ${n}`)
          .join(', '),
      })),
    ),
  );
  printTable(
    'Server memory, resident MB (largest process / all processes)',
    results.map((r) => ({
      engine: r.label,
      'idle (started, load)': `${r.idle.max_mb} / ${r.idle.total_mb} (${r.idle.load})`,
      'before the sale': `${r.before.max_mb} / ${r.before.total_mb}`,
      'peak of the sale': `${r.peak.max_mb} / ${r.peak.total_mb}`,
      processes: r.peak.processes,
    })),
  );
  for (const r of results) if (r.samples.length > 0) console.log(`${r.engine}: unexpected answers, e.g. ${r.samples.join(' | ')}`);
  printTable(
    'Rules (correctness failures fail the run; performance is reported)',
    results.flatMap((r) =>
      r.rules.map((x) => ({ engine: r.engine, rule: x.rule, kind: x.kind, value: x.value, result: x.pass ? 'PASS' : 'FAIL' })),
    ),
  );
}

export async function runFlashSaleBench() {
  const results = [];
  for (const engine of engines()) {
    const r = await runEngine(engine);
    if (r) results.push({ ...r, rules: judge(r) });
  }
  if (results.length === 0) throw new Error('no engine ran');
  report(results);
  writeResults('flash-sale', { shoppers: SHOPPERS, units: UNITS, in_flight: IN_FLIGHT, budget: BUDGET, results });
  const broken = results.flatMap((r) => r.rules.filter((x) => x.kind === 'correctness' && !x.pass).map((x) => `${r.engine}: ${x.rule}`));
  if (broken.length > 0) throw new Error(`correctness rules failed: ${broken.join('; ')}`);
}
