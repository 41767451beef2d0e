// One flash sale as the shoppers see it: each shopper's four steps, every answer's time and status,
// and how each shopper ended (ordered, told it sold out, something else, no answer).
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { build } from 'esbuild';
import { percentile, root } from './lib.mjs';

/** A shopper who waits this long for one answer has not been answered. */
const TIMEOUT_MS = 60_000;
const STEPS = ['page', 'add-to-cart', 'quote', 'orders'];
const round2 = (n) => Math.round(n * 100) / 100;

/**
 * The texts a sold-out shopper may be answered with at each step (409 OUT_OF_STOCK), taken from
 * packages/shared's message catalogs (bundled here with esbuild, so the bench reads the very texts
 * the API sends): the cart refuses a sold-out variant, the quote an emptied cart, the order a line
 * that sold out while the shopper was checking out (or a cart that changed since the quote).
 */
export async function soldOutTexts(sale) {
  const contents = [
    "export { CART_MESSAGES } from './packages/shared/src/cart/messages.ts';",
    "export { CHECKOUT_MESSAGES } from './packages/shared/src/checkout/messages.ts';",
    "export { VARIANT_MESSAGES } from './packages/shared/src/catalog/messages.ts';",
    "export { variantLabel } from './packages/shared/src/catalog/names.ts';",
  ].join('\n');
  const out = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  });
  const m = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  const label = m.variantLabel(sale.variant);
  return {
    'add-to-cart': [m.CART_MESSAGES.outOfStock, m.VARIANT_MESSAGES.variantSoldOut(label)],
    quote: [m.CHECKOUT_MESSAGES.cartEmpty],
    orders: [m.CHECKOUT_MESSAGES.soldOut(`${sale.name} (${label})`), m.CHECKOUT_MESSAGES.cartEmpty, m.CHECKOUT_MESSAGES.cartChanged],
  };
}

/**
 * One HTTP request over keep-alive connections. node:http rather than fetch: under this load
 * Node 20's fetch held some requests back in its own queue for seconds (a shopper timed at 2.8 s
 * whose request reached the server after 2.8 s), which measured the client, not the shop.
 */
function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent, timeout: TIMEOUT_MS }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          json: (res.headers['content-type'] ?? '').includes('json'),
          // Pages come compressed (Brotli): their bytes are read, not decoded.
          text: res.headers['content-encoding'] ? '' : Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

export class Sale {
  constructor(url, sale, texts, orderBody) {
    this.url = url;
    this.sale = sale;
    this.texts = texts;
    this.orderBody = orderBody;
    this.line = JSON.stringify({ product_id: String(sale.productId), color: sale.variant.color, size: sale.variant.size });
    this.quoteBody = JSON.stringify({ shipping_method: orderBody.shipping_method, address: orderBody.shipping_address });
    this.steps = Object.fromEntries(STEPS.map((s) => [s, { latencies: [], statuses: {} }]));
    this.outcomes = { ordered: 0, sold_out: 0, other: 0, unanswered: 0 };
    this.orderTimes = [];
    this.samples = [];
    this.agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  }

  async call(step, path, init) {
    const t = performance.now();
    let answer;
    try {
      const res = await send(this.agent, `${this.url}${path}`, init);
      answer = { status: res.status, body: res.json && res.text ? JSON.parse(res.text) : res.text };
    } catch (err) {
      answer = { status: err.message === 'timeout' ? 'timeout' : 'network', body: err.message };
    }
    const record = this.steps[step];
    record.latencies.push(performance.now() - t);
    record.statuses[answer.status] = (record.statuses[answer.status] ?? 0) + 1;
    return answer;
  }

  headers(shopper, extra = {}) {
    return { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}`, 'x-forwarded-for': shopper.ip, ...extra };
  }

  /** One shopper: product page, add to cart, quote, order; stops at the first answer that is not a success. */
  async shop(shopper, started) {
    const page = await this.call('page', `/products/${this.sale.productId}`, {
      headers: { 'x-forwarded-for': shopper.ip, 'accept-encoding': 'br, gzip' },
    });
    if (page.status !== 200) return this.end('page', page);
    const add = await this.call('add-to-cart', '/api/products/add-to-cart', {
      method: 'POST',
      headers: this.headers(shopper),
      body: this.line,
    });
    if (add.status !== 200) return this.end('add-to-cart', add);
    const quote = await this.call('quote', '/api/checkout/quote', { method: 'POST', headers: this.headers(shopper), body: this.quoteBody });
    if (quote.status !== 200) return this.end('quote', quote);
    const order = await this.call('orders', '/api/orders', {
      method: 'POST',
      headers: this.headers(shopper, { 'idempotency-key': randomUUID() }),
      // As the storefront sends it: the total the shopper was shown.
      body: JSON.stringify({ ...this.orderBody, expected_total: quote.body.total }),
    });
    if (order.status !== 201) return this.end('orders', order);
    this.outcomes.ordered += 1;
    this.orderTimes.push(performance.now() - started);
  }

  /** A shopper's last answer: the sold-out 409 with one of its step's texts, or something else (kept as a sample). */
  end(step, answer) {
    const { status, body } = answer;
    if (status === 409 && body?.code === 'OUT_OF_STOCK' && this.texts[step]?.includes(body.detail)) {
      this.outcomes.sold_out += 1;
      return;
    }
    this.outcomes[typeof status === 'number' ? 'other' : 'unanswered'] += 1;
    if (this.samples.length < 5)
      this.samples.push(`${step} ${status} ${(typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 200)}`);
  }

  /** Closes the kept-alive connections. */
  close() {
    this.agent.destroy();
  }

  summary() {
    const steps = Object.fromEntries(
      Object.entries(this.steps).map(([step, { latencies, statuses }]) => [
        step,
        {
          count: latencies.length,
          p50_ms: round2(percentile(latencies, 50)),
          p99_ms: round2(percentile(latencies, 99)),
          max_ms: round2(latencies.length > 0 ? Math.max(...latencies) : 0),
          statuses,
        },
      ]),
    );
    const lastOrder = this.orderTimes.length > 0 ? Math.max(...this.orderTimes) / 1000 : null;
    return {
      steps,
      outcomes: this.outcomes,
      samples: this.samples,
      // The clock stops at the answer that sold the last unit (each shopper buys one).
      sold_out_s: lastOrder !== null && this.outcomes.ordered >= this.sale.units ? round2(lastOrder) : null,
      orders_per_s: lastOrder ? round2(this.outcomes.ordered / lastOrder) : 0,
    };
  }
}
