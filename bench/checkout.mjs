// `npm run bench -- checkout`: POST checkout/quote and POST orders (test card) for a 5-line cart, on
// SQLite with one process. With BENCH_BEFORE_DIR (another built checkout of the shop, e.g. a git
// worktree of an older commit with `npm install` and `npm run build` done) the same runs go to it
// too, in one run and interleaved (before, after, before, after), and the table gives after ÷ before.
import { resolve } from 'node:path';
import { cartLines, perShopper, addToCart, placeOrder } from './api.mjs';
import { api, newShopper, printTable, startServer, writeResults } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SHOPPERS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Orders per shopper and round: under the API's limit of 30 attempts per shopper in 10 minutes. */
const ORDERS = 12;
const LINES = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const json = { 'content-type': 'application/json' };
const QUOTE = { method: 'POST', path: '/api/checkout/quote', headers: json, body: JSON.stringify({ shipping_method: 'standard' }) };

async function admin(url) {
  return (await api(url, 'auth/login', { method: 'POST', body: { email: 'admin@example.com', password: 'Admin12345' }, ip: '10.78.0.1' }))
    .access;
}

/** Stock enough for every order of every round on each line's variant. */
async function stockUp(url, lines) {
  const token = await admin(url);
  for (const line of lines) {
    const variants = await api(url, `admin/products/${line.product_id}/variants`, { token });
    const same = (a, b) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
    const variant = variants.find((v) => same(v.color, line.color) && same(v.size, line.size));
    await api(url, `admin/products/${line.product_id}/variants/${variant.id}`, {
      method: 'PATCH',
      body: { stock: 50_000, stock_note: 'benchmark' },
      token,
    });
  }
}

async function measure(url, lines) {
  const quoters = [];
  for (let i = 0; i < SHOPPERS; i++) {
    const shopper = await newShopper(url);
    for (const line of lines) await api(url, 'products/add-to-cart', { method: 'POST', body: line, token: shopper.token, ip: shopper.ip });
    quoters.push(shopper);
  }
  const quote = await perShopper(url, quoters, [{ ...QUOTE, measured: true }], { duration: DURATION });
  const buyers = [];
  for (let i = 0; i < SHOPPERS; i++) buyers.push(await newShopper(url));
  const orders = await perShopper(url, buyers, [...lines.map((line) => addToCart(line)), { ...placeOrder(), measured: true }], {
    amount: ORDERS * (LINES + 1),
  });
  return { quote, orders };
}

async function shop(checkout) {
  const server = await startServer({}, { checkout });
  const lines = (await cartLines(server.url)).slice(0, LINES);
  await stockUp(server.url, lines);
  return { server, lines };
}

export async function runCheckoutBench() {
  const before = process.env.BENCH_BEFORE_DIR ? resolve(process.env.BENCH_BEFORE_DIR) : null;
  const targets = before
    ? [
        ['before', before],
        ['after', undefined],
      ]
    : [['this build', undefined]];
  const runs = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, checkout] of targets) {
      const { server, lines } = await shop(checkout);
      try {
        process.stdout.write(`… ${name}, round ${round + 1}\n`);
        (runs[name] ??= []).push(await measure(server.url, lines));
      } finally {
        await server.stop();
      }
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = (name, call) => {
    const rows = runs[name].map((r) => r[call]);
    return {
      rps: median(rows.map((r) => r.requests_per_second)),
      p50: median(rows.map((r) => r.p50_ms)),
      p99: median(rows.map((r) => r.p99_ms)),
    };
  };
  const rows = [];
  for (const call of ['quote', 'orders']) {
    const label = call === 'quote' ? `POST checkout/quote (${LINES} lines)` : `POST orders (card, ${LINES} lines)`;
    const base = before ? summary('before', call) : null;
    for (const [name] of targets) {
      const s = summary(name, call);
      rows.push({
        call: label,
        build: name,
        'req/s': s.rps,
        'p50 ms': s.p50,
        'p99 ms': s.p99,
        ...(base ? { 'vs before': `${Math.round((s.rps / base.rps) * 1000) / 10}%` } : {}),
      });
    }
  }
  printTable(`Checkout on SQLite, one process, ${SHOPPERS} shoppers at once, median of ${ROUNDS} rounds`, rows);
  writeResults('checkout', { shoppers: SHOPPERS, lines: LINES, rounds: ROUNDS, before, runs, rows });
}
