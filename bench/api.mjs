// API throughput on the embedded SQLite default: each call beside a bare node:http server
// answering a body of the same size; plus the API's resident memory idle and after the load.
import { randomUUID } from 'node:crypto';
import { api, cannon, newShopper, percentile, printTable, rssMb, startBareServer, startServer, writeResults } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Shoppers placing orders (one connection each); their orders stay under the API's limit of 30 per 10 minutes. */
const ORDER_SHOPPERS = 20;
const ORDERS_PER_SHOPPER = 25;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const ADDRESS = { full_name: 'Bench Buyer', line1: '1 Main Street', city: 'Springfield', postal_code: '12345', country: 'US' };
const ORDER_BODY = JSON.stringify({
  shipping_address: ADDRESS,
  shipping_method: 'standard',
  payment: {
    method: 'card',
    card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'Bench Buyer' },
  },
});

/** Cart lines the shoppers add: demo products with plenty of stock, each as its best-stocked variant (colour and size). */
export async function cartLines(url) {
  const page = await api(url, 'products?in_stock=true&sort=popular&page_size=60');
  const lines = [];
  for (const item of page.results) {
    const detail = await api(url, `products/${item.id}`);
    const variant = [...detail.variants].sort((a, b) => b.available - a.available)[0];
    if (!variant || variant.available < 10) continue;
    lines.push({
      product_id: String(item.id),
      ...(variant.color ? { color: variant.color } : {}),
      ...(variant.size ? { size: variant.size } : {}),
    });
    if (lines.length === 20) break;
  }
  return lines;
}

const adminToken = async (url) =>
  (await api(url, 'auth/login', { method: 'POST', body: { email: 'admin@example.com', password: 'Admin12345' }, ip: '10.78.0.1' })).access;

/** Raises the stock of a cart line's variant through the admin API (the demo admin account), so orders never run out. */
export async function giveStock(url, line, stock) {
  const access = await adminToken(url);
  const variants = await api(url, `admin/products/${line.product_id}/variants`, { token: access });
  const same = (a, b) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
  const variant = variants.find((v) => same(v.color, line.color) && same(v.size, line.size));
  await api(url, `admin/products/${line.product_id}/variants/${variant.id}`, {
    method: 'PATCH',
    body: { stock, stock_note: 'benchmark' },
    token: access,
  });
}

/** A published product with 8 colours x 4 sizes (32 variants), for the detail case. */
async function productWith32Variants(url) {
  const access = await adminToken(url);
  const colors = ['Black', 'White', 'Red', 'Blue', 'Green', 'Grey', 'Navy', 'Sand'].map((name) => ({ name, hex: null }));
  const body = {
    name: `Bench Tee ${randomUUID().slice(0, 8)}`,
    category: 'clothing',
    price: 25,
    stock: 320,
    colors,
    sizes: ['S', 'M', 'L', 'XL'],
    published: true,
  };
  return api(url, 'admin/products', { method: 'POST', body, token: access });
}

/** The cases: how to call each, and a sample answer for the bare server. */
async function cases(url) {
  const categories = await api(url, 'products/categories');
  const category = categories.find((c) => c.slug !== 'all') ?? categories[0];
  const listPath = `products?category=${category.slug}&sort=price-low&in_stock=true&page=1&page_size=24`;
  const product = (await api(url, 'products?sort=popular&page_size=1')).results[0];
  // One shopper per connection, so no two requests change one cart at once.
  const shoppers = [];
  for (let i = 0; i <= Math.max(CONNECTIONS, ORDER_SHOPPERS); i++) shoppers.push(await newShopper(url));
  const lines = await cartLines(url);
  await giveStock(url, lines[0], ORDER_SHOPPERS * ORDERS_PER_SHOPPER * 2);
  const tee = await productWith32Variants(url);
  return [
    { name: 'GET products (category, in stock, price-low, page 1 of 24)', path: `/api/${listPath}` },
    { name: 'GET products/{id}', path: `/api/products/${product.id}` },
    { name: 'GET products/{id} (32 variants)', path: `/api/products/${tee.id}` },
    { name: 'GET products/categories', path: '/api/products/categories' },
    { name: 'GET users/me', path: '/api/users/me', headers: { authorization: `Bearer ${shoppers[0].token}` } },
    {
      name: 'POST products/add-to-cart',
      // Each connection adds 20 different products, then empties its cart and starts again.
      run: () =>
        perShopper(
          url,
          shoppers.slice(0, CONNECTIONS),
          [...lines.map((line) => ({ ...addToCart(line), measured: true })), { method: 'DELETE', path: '/api/products/clear-cart' }],
          { duration: DURATION },
        ),
      // The bare server answers a cart of 10 lines: the middle of the 1 to 20 the shoppers hold.
      sample: async () => {
        let cart;
        for (const line of lines.slice(0, 10))
          cart = await api(url, 'products/add-to-cart', { method: 'POST', body: line, token: shoppers[0].token });
        await api(url, 'products/clear-cart', { method: 'DELETE', token: shoppers[0].token });
        return cart;
      },
      after: () => Promise.all(shoppers.map((s) => api(url, 'products/clear-cart', { method: 'DELETE', token: s.token }))),
    },
    {
      name: 'POST orders (card, new Idempotency-Key each)',
      // Each connection adds a line to its cart, then orders it; only the orders are timed.
      run: () =>
        perShopper(url, shoppers.slice(0, ORDER_SHOPPERS), [addToCart(lines[0]), { ...placeOrder(), measured: true }], {
          amount: ORDERS_PER_SHOPPER * 2,
        }),
      sample: async () => {
        const buyer = shoppers.at(-1);
        await api(url, 'products/add-to-cart', { method: 'POST', body: lines[0], token: buyer.token });
        return api(url, 'orders', {
          method: 'POST',
          body: JSON.parse(ORDER_BODY),
          token: buyer.token,
          headers: { 'idempotency-key': randomUUID() },
        });
      },
    },
  ];
}

/**
 * Requests that change a shopper's cart: one autocannon run of one connection per shopper, all at
 * once, so no two requests change one cart together. Only the answers to requests marked
 * `measured` count (their rate and latencies); each must be a 2xx.
 */
export async function perShopper(url, shoppers, requests, limits) {
  const latencies = [];
  const started = Date.now();
  const runs = shoppers.map((shopper) =>
    cannon({
      url,
      connections: 1,
      ...limits,
      title: 'per-shopper run',
      requests: requests.map(({ measured, ...request }) => ({
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${shopper.token}` },
        ...(measured ? { onResponse: (_status, _body, context) => void (context.measured = true) } : {}),
      })),
      setupClient: (client) => {
        client.on('response', (_status, _bytes, responseTime) => {
          const context = client.requestIterator.context;
          if (context.measured) latencies.push(responseTime);
          context.measured = false;
        });
      },
    }),
  );
  await Promise.all(runs);
  const seconds = (Date.now() - started) / 1000;
  return {
    requests_per_second: Math.round(latencies.length / seconds),
    p50_ms: round2(percentile(latencies, 50)),
    p99_ms: round2(percentile(latencies, 99)),
    requests: latencies.length,
    connections: shoppers.length,
  };
}

const round2 = (n) => Math.round(n * 100) / 100;
const json = { 'content-type': 'application/json' };
export const addToCart = (line) => ({ method: 'POST', path: '/api/products/add-to-cart', headers: json, body: JSON.stringify(line) });
/** A new Idempotency-Key for every order. */
export const placeOrder = () => ({
  method: 'POST',
  path: '/api/orders',
  headers: json,
  body: ORDER_BODY,
  setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
});

async function sampleBody(url, testCase) {
  if (testCase.sample) return Buffer.from(JSON.stringify(await testCase.sample()));
  const res = await fetch(`${url}${testCase.path}`, { headers: testCase.headers });
  if (!res.ok) throw new Error(`${testCase.path}: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

export async function runApiBench() {
  const server = await startServer();
  try {
    await sleep(3_000);
    const rssIdle = rssMb(server.pid);
    const list = await cases(server.url);
    const rows = [];
    const results = [];
    for (const testCase of list) {
      process.stdout.write(`… ${testCase.name}\n`);
      const body = await sampleBody(server.url, testCase);
      const shop = testCase.run
        ? await testCase.run()
        : await cannon({
            connections: CONNECTIONS,
            duration: DURATION,
            url: `${server.url}${testCase.path}`,
            headers: testCase.headers,
            title: testCase.name,
          });
      await testCase.after?.();
      // The bare server gets as many connections as the shop's run had.
      const bare = await startBareServer(body);
      const baseline = await cannon({
        connections: shop.connections ?? CONNECTIONS,
        duration: DURATION,
        url: bare.url,
        title: `bare ${testCase.name}`,
      }).finally(() => bare.close());
      const ratio = Math.round((shop.requests_per_second / baseline.requests_per_second) * 1000) / 10;
      results.push({ name: testCase.name, body_bytes: body.length, shop, bare: baseline, ratio_percent: ratio });
      rows.push({
        call: testCase.name,
        'req/s': shop.requests_per_second,
        'p50 ms': shop.p50_ms,
        'p99 ms': shop.p99_ms,
        'bare req/s': baseline.requests_per_second,
        ratio: `${ratio}%`,
      });
    }
    await sleep(2_000);
    const rssAfter = rssMb(server.pid);
    printTable(`API on SQLite, ${CONNECTIONS} connections, ${DURATION} s each (ratio = shop req/s ÷ bare node:http req/s)`, rows);
    printTable('API process memory (resident)', [
      { when: 'idle, demo catalog', 'RSS MB': rssIdle },
      { when: 'after the load runs', 'RSS MB': rssAfter },
    ]);
    writeResults('api', {
      connections: CONNECTIONS,
      duration_s: DURATION,
      results,
      memory: { rss_idle_mb: rssIdle, rss_after_load_mb: rssAfter },
    });
  } finally {
    await server.stop();
  }
}
