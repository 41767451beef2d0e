// Helpers of the benchmarks: the built server in a fresh data directory, autocannon runs, tables, JSON.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';
import { SERVER_NODE_ARGS, serverEnv } from '../scripts/server-runtime.mjs';

export { root };
export const RESULTS_DIR = join(root, 'bench/results');
export const SERVER_JS = join(root, 'apps/api/dist/server.js');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A free-looking port in a range the tests do not use. */
const port = () => 41_000 + Math.floor(Math.random() * 9_000);

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** CPU time a process has used so far, in ms (user + system, Linux /proc; 10 ms ticks). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), counted from field 3: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** This process's environment with the given variables; an empty value removes one (e.g. DATABASE_URL: ''). */
export function withEnv(vars) {
  const env = { ...process.env, ...vars };
  for (const [key, value] of Object.entries(vars)) if (value === '') delete env[key];
  return env;
}

/**
 * Starts the production build (`apps/api/dist/server.js`, NODE_ENV=production) on 127.0.0.1 with a
 * data directory of its own (embedded SQLite, one process, unless `env` says otherwise), waits until it answers, and returns how to reach and stop it.
 */
export async function startServer(
  env = {},
  { dataDir = mkdtempSync(join(tmpdir(), 'sw-bench-')), keepData = false, checkout = root, nodeArgs = [] } = {},
) {
  const p = port();
  const url = `http://127.0.0.1:${p}`;
  // Started as `npm start` starts it (the same node options and memory settings); `checkout` runs another built copy of the shop.
  // `nodeArgs` adds Node options, e.g. --cpu-prof (not allowed in NODE_OPTIONS).
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, join(checkout, 'apps/api/dist/server.js')], {
    cwd: checkout,
    env: withEnv({
      ...serverEnv(process.env),
      DATABASE_URL: '',
      REDIS_URL: '',
      WORKERS: '',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      PORT: String(p),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      PUBLIC_URL: url,
      ...env,
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await sleep(200);
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare node:http server answering every request with one precomputed body. */
export async function startBareServer(body, contentType = 'application/json; charset=utf-8', headers = {}) {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': contentType, 'content-length': body.length, ...headers });
      res.end(body);
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

/** One autocannon run; fails when any answer is not a 2xx (a benchmark of errors measures nothing). */
export async function cannon(options) {
  // A run of a fixed number of requests (`amount`) has no duration.
  const result = await autocannon({ connections: 50, ...(options.amount ? {} : { duration: 10 }), ...options });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0)
    throw new Error(
      `${options.title ?? options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return {
    requests_per_second: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    mean_ms: Math.round(result.latency.average * 100) / 100,
    requests: result.requests.total,
    bytes_per_response: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/** Prints rows as an aligned table. */
export function printTable(title, rows) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const text = (v) => (v === undefined || v === null ? '' : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => text(r[c]).length)));
  const line = (cells) =>
    cells.map((cell, i) => (typeof cell === 'number' ? text(cell).padStart(widths[i]) : text(cell).padEnd(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(columns.map((c) => row[c])));
}

/** Writes a part's results to bench/results/<part>-<timestamp>.json and <part>-latest.json. */
export function writeResults(part, data) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamped = { part, date: new Date().toISOString(), node: process.version, ...data };
  const json = JSON.stringify(stamped, null, 2) + '\n';
  const file = join(RESULTS_DIR, `${part}-${stamped.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(join(RESULTS_DIR, `${part}-latest.json`), json);
  console.log(`\n→ ${file}`);
}

/** JSON calls against a running server. */
export async function api(url, path, { method = 'GET', body, token, ip, headers = {} } = {}) {
  const res = await fetch(`${url}/api/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * A new shopper (signed up and in). Each gets its own client address (the bench server trusts
 * X-Forwarded-For), so the per-address sign-up and login limits are not what is measured.
 */
let shoppers = 0;
export async function newShopper(url) {
  shoppers += 1;
  const tag = `${Date.now().toString(36)}${shoppers}`;
  const ip = `10.77.${Math.floor(shoppers / 250)}.${(shoppers % 250) + 1}`;
  const account = {
    first_name: 'Bench',
    last_name: 'Shopper',
    username: `bench_${tag}`,
    email: `bench_${tag}@example.com`,
    password: 'Bench12345',
  };
  await api(url, 'auth/register', { method: 'POST', body: account, ip });
  const { access, refresh } = await api(url, 'auth/login', {
    method: 'POST',
    body: { email: account.email, password: account.password },
    ip,
  });
  return { token: access, refresh, ip, email: account.email, password: account.password };
}

/** Puts the three most popular in-stock products in a shopper's cart (a size when they need one). */
export async function addCartLines(url, shopper) {
  const lines = (await api(url, 'products?in_stock=true&sort=popular&page_size=3')).results;
  for (const p of lines) {
    const detail = await api(url, `products/${p.id}`);
    const size = detail.available_sizes?.[0];
    await api(url, 'products/add-to-cart', {
      method: 'POST',
      body: { product_id: String(p.id), ...(size ? { size } : {}) },
      token: shopper.token,
      ip: shopper.ip,
    });
  }
}

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Issue 27: a market's calls and pages are as fast as the primary market's, within 10 %. */
export const MARKET_TOLERANCE = 0.1;
/** Rounds and seconds of each side of the interleaved market comparison (`interleaved`). */
export const MARKET_ROUNDS = Number(process.env.BENCH_MARKET_ROUNDS ?? 5);
export const MARKET_DURATION = Number(process.env.BENCH_MARKET_DURATION ?? 3);

/**
 * Two URLs measured alternately, `rounds` times each (A B, then B A, …, so neither always goes
 * first after a pause), with the median req/s and p99 of each and the second's median as a share
 * of the first's. On a shared machine two back-to-back runs swing by 30 % or more; alternating short
 * runs and taking medians is what makes "within 10 %" (issue 27) measurable. With `pid` (the
 * server's), each run also records the server's CPU time per answer, which other work on the
 * machine disturbs far less than req/s: `cpu_percent` is the first's CPU per answer as a share of
 * the second's (100 = as cheap; 80 = the second costs 25 % more).
 */
export async function interleaved({ first, second, rounds, duration, connections, headers, secondHeaders, pid }) {
  const runs = { first: [], second: [] };
  for (let i = 0; i < rounds; i += 1) {
    const order = i % 2 === 0 ? ['first', 'second'] : ['second', 'first'];
    for (const which of order) {
      const cpuBefore = pid ? cpuMs(pid) : 0;
      const run = await cannon({
        url: which === 'first' ? first : second,
        headers: which === 'first' ? headers : (secondHeaders ?? headers),
        connections,
        duration,
        title: which === 'first' ? first : second,
      });
      const cpu = pid ? cpuMs(pid) - cpuBefore : 0;
      runs[which].push({ ...run, cpu_us_per_answer: pid && run.requests > 0 ? Math.round((cpu * 1000) / run.requests) : null });
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = (list) => ({
    requests_per_second: median(list.map((r) => r.requests_per_second)),
    p99_ms: median(list.map((r) => r.p99_ms)),
    cpu_us_per_answer: pid ? median(list.map((r) => r.cpu_us_per_answer)) : null,
    each: list.map((r) => r.requests_per_second),
    each_cpu_us: pid ? list.map((r) => r.cpu_us_per_answer) : null,
  });
  const a = summary(runs.first);
  const b = summary(runs.second);
  const share = (x, y) => Math.round((x / y) * 1000) / 10;
  return {
    first: a,
    second: b,
    percent: share(b.requests_per_second, a.requests_per_second),
    cpu_percent: pid ? share(a.cpu_us_per_answer, b.cpu_us_per_answer) : null,
  };
}
