import { randomUUID } from 'node:crypto';
import { Agent, request, type IncomingMessage } from 'node:http';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { simpleBook } from './checkout-steps';
import { call, signIn, type Answer } from './http';
import { freshPostgresDatabase, POSTGRES_URL } from './postgres';
import { startShop } from './server';
import { registerCustomer } from './session';

/**
 * SIGTERM (a deploy, a container stop) lets the requests already in flight finish with their
 * normal answer, refuses new connections, and ends the process with code 0 within seconds, also
 * when clients keep their connections alive as browsers do.
 */

const ORDER = {
  shipping_address: { full_name: 'Casey Buyer', line1: '12 Harbour Street', city: 'Portland', postal_code: '97201', country: 'US' },
  shipping_method: 'standard',
  payment: {
    method: 'card',
    card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'Casey Buyer' },
  },
};
/** How long the slow uploads hold back the second half of their body after the SIGTERM. */
const HOLD_MS = 700;
const EXIT_WITHIN_MS = 4_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const agents: Agent[] = [];
afterAll(() => {
  for (const agent of agents) agent.destroy();
});

/**
 * A POST whose body is sent in two parts on a keep-alive connection: the first half now (the
 * server has the request and waits for the rest), the second when `finish` is called.
 */
async function slowPost(url: string, token: string, body: unknown) {
  const agent = new Agent({ keepAlive: true });
  agents.push(agent);
  const payload = JSON.stringify(body);
  const half = Math.floor(payload.length / 2);
  let finish!: () => void;
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text), text }));
        res.on('aborted', () => reject(new Error('answer cut off')));
      },
    );
    req.on('error', reject);
    req.write(payload.slice(0, half));
    finish = () => req.end(payload.slice(half));
  });
  // Rejections are asserted on below; keep Node from reporting them early.
  answer.catch(() => {});
  return { answer, finish: () => finish() };
}

/**
 * A GET on a keep-alive connection whose answer has begun (status and headers in) and is then
 * left unread, as a slow client would, until `read()`.
 */
async function startGet(url: string) {
  const agent = new Agent({ keepAlive: true });
  agents.push(agent);
  const res = await new Promise<IncomingMessage>((resolve, reject) => request(url, { agent }, resolve).on('error', reject).end());
  res.pause();
  const body = new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    res.on('aborted', () => reject(new Error(`${url}: answer cut off`)));
    res.on('error', reject);
  });
  body.catch(() => {});
  return {
    async read() {
      res.resume();
      return { status: res.statusCode, type: res.headers['content-type'] ?? '', text: await body };
    },
  };
}

async function buyerWithCart(url: string, productId: number) {
  const customer = await registerCustomer(url);
  const token = await signIn(url, customer.email, customer.password);
  const added = await call(`${url}/api/products/add-to-cart`, {
    method: 'POST',
    token,
    body: { product_id: String(productId), quantity: 1 },
  });
  expect(added.status, added.text).toBe(200);
  return token;
}

const setups = [
  { name: 'SQLite, WORKERS=1', workers: '1', postgres: false },
  { name: 'SQLite, WORKERS=2', workers: '2', postgres: false },
  ...(POSTGRES_URL ? [{ name: 'PostgreSQL, WORKERS=2', workers: '2', postgres: true }] : []),
];

describe.each(setups)('SIGTERM ($name)', ({ workers, postgres }) => {
  it('finishes the requests in flight, refuses new connections and exits 0', async () => {
    const database = postgres && POSTGRES_URL ? await freshPostgresDatabase(POSTGRES_URL, 'sigterm') : undefined;
    if (database) onTestFinished(database.drop);
    const shop = await startShop({ WORKERS: workers, ...database?.env });
    onTestFinished(shop.stop);
    const book = await simpleBook(shop.url);
    const tokens = [await buyerWithCart(shop.url, book.id), await buyerWithCart(shop.url, book.id)];

    // In flight when the signal comes: two orders still uploading their body, and a large listing
    // and server-rendered pages whose answers have begun (headers in) but are not read yet.
    const orders = await Promise.all(tokens.map((token) => slowPost(`${shop.url}/api/orders`, token, ORDER)));
    const paths = ['/api/products?page_size=100', '/api/products?page_size=100&sort=price-high', '/', `/products/${book.slug}`];
    const started = await Promise.all(paths.map((path) => startGet(`${shop.url}${path}`)));
    await sleep(100);
    const signalled = Date.now();
    process.kill(shop.pid, 'SIGTERM');
    await sleep(300);
    await expect(call(`${shop.url}/api/health`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    await sleep(HOLD_MS - 300);
    for (const order of orders) order.finish();
    for (const res of await Promise.all(orders.map((o) => o.answer))) {
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({
        number: expect.stringMatching(/^SW-\d+$/),
        status: 'confirmed',
        payment_status: 'paid',
        lines: [expect.objectContaining({ product_id: book.id, quantity: 1 })],
      });
      // The client is told not to reuse the connection of a server that is stopping.
      expect(res.headers.connection).toBe('close');
    }
    const [list, byPrice, home, product] = await Promise.all(started.map((get) => get.read()));
    for (const page of [list!, byPrice!]) {
      expect(page.status).toBe(200);
      expect(JSON.parse(page.text).results.length).toBeGreaterThan(50);
    }
    for (const page of [home!, product!]) {
      expect([page.status, page.type]).toEqual([200, expect.stringContaining('text/html')]);
      expect(page.text.trimEnd()).toMatch(/<\/html>$/);
    }

    const exit = await Promise.race([shop.exited, sleep(EXIT_WITHIN_MS + 1_000).then(() => 'still running')]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(EXIT_WITHIN_MS);
  });
});
