// A catalog of 100,000 generated products (`seed:large`) on SQLite and on PostgreSQL: latencies of
// listing, filtering and search through the production server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { cannon, printTable, root, startServer, withEnv, writeResults } from './lib.mjs';

const COUNT = Number(process.env.BENCH_CATALOG_COUNT ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/**
 * One connection: this part measures the time of one request, not the throughput. (The server
 * is one Node.js process and better-sqlite3 is synchronous, so with n connections each request
 * would also wait for the n - 1 ahead of it.)
 */
const CONNECTIONS = Number(process.env.BENCH_CATALOG_CONNECTIONS ?? 1);
const BUDGET_MS = 50;
/**
 * The listing cache off: these few queries repeat, and would otherwise all be answered from
 * memory; this part measures what the database does for a request the cache has not seen.
 */
const UNCACHED = { CATALOG_CACHE_ENTRIES: '0' };

// Up to page 400 (products 9,577 to 9,600 of the popular order), fewer in a smaller catalog.
const lastPage = Math.max(1, Math.min(400, Math.floor(COUNT / 24 / 2)));
const pages = [...new Set([1, 2, 7, 40, 400].map((p) => Math.min(p, lastPage)))];
const QUERIES = {
  listing: pages.flatMap((page) => [`sort=popular&page=${page}`, `sort=newest&page=${page}`]),
  filtering: [
    'category=electronics&sort=price-low&min_price=100&max_price=500&in_stock=true',
    'category=clothing&brand=nova-works&sort=rating&size=m',
    'category=home,sports&sort=price-high&min_price=20&page=3',
    'brand=aero-works,echo-works&in_stock=true&sort=newest&color=navy',
    'category=books&max_price=40&sort=price-low&page=2',
  ],
  search: ['q=laptop', 'q=nova%20hoodie', 'q=summit%20ultra&sort=price-low', 'q=yoga%20mat&category=sports', 'q=cobalt'],
};

function seedLarge(env) {
  console.log(`… seeding ${COUNT.toLocaleString('en-US')} products`);
  const result = spawnSync(process.execPath, [join(root, 'apps/api/dist/seed-large.js'), '--count', String(COUNT)], {
    cwd: root,
    env: withEnv(env),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`seed-large failed (exit ${result.status})`);
}

async function measure(engine, url) {
  const rows = [];
  for (const [kind, queries] of Object.entries(QUERIES)) {
    // Every query answers with products (an empty page would measure nothing).
    for (const query of queries) {
      const page = await (await fetch(`${url}/api/products?${query}`)).json();
      if (!Array.isArray(page.results) || page.results.length === 0) console.warn(`  note: ${kind} query "${query}" found no products`);
    }
    const result = await cannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION,
      title: `${engine} ${kind}`,
      requests: queries.map((q) => ({ method: 'GET', path: `/api/products?${q}&page_size=24` })),
    });
    rows.push({ engine, kind, ...result, within_budget: result.p99_ms < BUDGET_MS });
  }
  return rows;
}

async function onSqlite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-bench-large-'));
  try {
    seedLarge({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const server = await startServer({ SEED_DEMO: 'false', DATABASE_URL: '', ...UNCACHED }, { dataDir });
    try {
      return await measure('sqlite', server.url);
    } finally {
      await server.stop();
    }
  } finally {
    // Also when seeding or the start failed: a 100,000-product database is ~150 MB.
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `sw_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.warn(`PostgreSQL not reachable at ${new URL(adminUrl).host} (${err.message}): skipping the PostgreSQL run`);
    return [];
  }
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-bench-large-pg-'));
  try {
    seedLarge({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    const server = await startServer({ SEED_DEMO: 'false', DATABASE_URL: url.toString(), ...UNCACHED }, { dataDir });
    try {
      return await measure('postgres', server.url);
    } finally {
      await server.stop();
    }
  } finally {
    // The database made for this run (and the data directory, also when seeding failed) goes.
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function runCatalogBench() {
  const rows = [...(await onSqlite()), ...(await onPostgres())];
  printTable(
    `Catalog of ${COUNT.toLocaleString('en-US')} products, ${CONNECTIONS} connections, ${DURATION} s each (budget: under ${BUDGET_MS} ms a request)`,
    rows.map((r) => ({
      engine: r.engine,
      kind: r.kind,
      'req/s': r.requests_per_second,
      'p50 ms': r.p50_ms,
      'p99 ms': r.p99_ms,
      'mean ms': r.mean_ms,
      'p99 < 50 ms': r.within_budget ? 'yes' : 'NO',
    })),
  );
  writeResults('catalog', {
    products: COUNT,
    connections: CONNECTIONS,
    duration_s: DURATION,
    budget_ms: BUDGET_MS,
    queries: QUERIES,
    results: rows,
  });
}
