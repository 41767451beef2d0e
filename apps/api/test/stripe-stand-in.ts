import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's API the shop uses, for tests and local development:
 * Checkout Sessions (create, retrieve, expire), coupons, refunds and PaymentIntents, in Stripe's
 * JSON shapes, taking the form-encoded bodies the official SDK sends and honouring idempotency
 * keys. Its hosted "pay" page marks a session paid, sends a correctly signed
 * checkout.session.completed event to the shop and redirects to the session's success_url;
 * tests can also expire sessions and make dashboard refunds, each with its signed event.
 */

type Json = Record<string, unknown>;
export interface Delivery {
  type: string;
  id: string;
  status: number;
}
export interface StandInOptions {
  /** whsec_… the shop verifies events with. */
  webhookSecret: string;
  /** Where events go: the shop's webhook URL, or a function (API tests deliver through app.inject). */
  webhookUrl?: string;
  deliver?: (payload: string, signature: string) => Promise<number>;
  port?: number;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Parses `a[b][0][c]=1` the way Stripe reads the SDK's form bodies. */
export function parseForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const error = (status: number, type: string, message: string, param?: string) => ({
  status,
  body: { error: { type, message, ...(param ? { param } : {}) } },
});

export class StripeStandIn {
  readonly sessions = new Map<string, Json>();
  readonly coupons = new Map<string, Json>();
  readonly paymentIntents = new Map<string, Json>();
  readonly charges = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  readonly deliveries: Delivery[] = [];
  /** Every signed event sent, to replay one in tests. */
  readonly sent: { payload: string; type: string }[] = [];
  /** The API calls received (method, path, idempotency key), to check what the SDK sent. */
  readonly calls: { method: string; path: string; key: string | undefined; body: Json }[] = [];
  private readonly idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  private server?: Server;
  url = '';

  constructor(private readonly options: StandInOptions) {}

  async start(): Promise<this> {
    this.server = createServer(
      (req, res) => void this.handle(req, res).catch((err) => this.send(res, 500, { error: { type: 'api_error', message: String(err) } })),
    );
    await new Promise<void>((resolve) => this.server!.listen(this.options.port ?? 0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  setWebhookUrl(url: string) {
    this.options.webhookUrl = url;
  }

  /** A `Stripe-Signature` header as Stripe computes it: t=…,v1=HMAC-SHA256(secret, `${t}.${payload}`). */
  sign(payload: string, timestamp = now(), secret = this.options.webhookSecret): string {
    return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
  }

  /** Sends an event to the shop, signed, and notes the shop's answer. */
  async emit(type: string, object: Json): Promise<number> {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    this.sent.push({ payload, type });
    const status = await this.post(payload, this.sign(payload));
    this.deliveries.push({ type, id: event.id, status });
    return status;
  }

  /** Sends a payload again exactly as before (a replay), with a fresh signature. */
  resend(payload: string) {
    return this.post(payload, this.sign(payload));
  }

  private async post(payload: string, signature: string): Promise<number> {
    if (this.options.deliver) return this.options.deliver(payload, signature);
    if (!this.options.webhookUrl) return 0;
    const res = await fetch(this.options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });
    return res.status;
  }

  /** What the pay page's button does: the session is paid, the shop told, the browser sent to success_url. */
  async pay(sessionId: string): Promise<string> {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    const charge = {
      id: id('ch'),
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      refunded: false,
      paid: true,
      status: 'succeeded',
      payment_intent: '',
    };
    const intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      latest_charge: charge.id,
      metadata: (session.payment_intent_data as Json | undefined)?.metadata ?? {},
    };
    charge.payment_intent = intent.id;
    this.charges.set(charge.id, charge);
    this.paymentIntents.set(intent.id, intent);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    await this.emit('checkout.session.completed', this.public(session));
    return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId);
  }

  /** The session's time runs out (or the API expired it): expired, and the shop told. */
  async expire(sessionId: string): Promise<Json> {
    const session = this.sessions.get(sessionId)!;
    Object.assign(session, { status: 'expired' });
    await this.emit('checkout.session.expired', this.public(session));
    return session;
  }

  /** A refund made in Stripe's dashboard (or through the API): the charge updated, charge.refunded sent. */
  async refund(paymentIntent: string, amount: number, notify = true): Promise<Json> {
    const intent = this.paymentIntents.get(paymentIntent)!;
    const charge = this.charges.get(String(intent.latest_charge))!;
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: paymentIntent,
      charge: charge.id,
      status: 'succeeded',
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    if (notify) await this.emit('charge.refunded', { ...charge });
    return refund;
  }

  /** A session as the API answers it (without the stand-in's own notes). */
  private public(session: Json): Json {
    const { payment_intent_data: _ignored, line_items: _lines, discounts: _d, ...rest } = session;
    return { ...rest };
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const pay = /^\/pay\/([\w-]+)$/.exec(path);
    if (pay) return this.payPage(req, res, pay[1]!);
    if (!/^Bearer sk_(test|live)_\w+$/.test(req.headers.authorization ?? ''))
      return this.send(res, 401, error(401, 'invalid_request_error', 'Invalid API Key provided').body);
    const body = parseForm(raw);
    const key = req.headers['idempotency-key'] as string | undefined;
    this.calls.push({ method: req.method ?? 'GET', path, key, body });
    const cacheKey = key && `${req.method} ${path} ${key}`;
    const earlier = cacheKey ? this.idempotent.get(cacheKey) : undefined;
    if (earlier && earlier.request !== raw)
      return this.send(
        res,
        400,
        error(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.')
          .body,
      );
    if (earlier) return this.send(res, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
    const answer = await this.route(req.method ?? 'GET', path, body);
    if (cacheKey && req.method === 'POST') this.idempotent.set(cacheKey, { request: raw, ...answer });
    this.send(res, answer.status, answer.body);
  }

  private async route(method: string, path: string, body: Json): Promise<{ status: number; body: unknown }> {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/coupons') return this.createCoupon(body);
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(body);
    if (method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path))) {
      const session = this.sessions.get(m[1]!);
      return session
        ? { status: 200, body: this.public(session) }
        : error(404, 'invalid_request_error', `No such checkout.session: '${m[1]}'`, 'session');
    }
    if (method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path))) {
      const session = this.sessions.get(m[1]!);
      if (!session) return error(404, 'invalid_request_error', `No such checkout.session: '${m[1]}'`, 'session');
      if (session.status !== 'open')
        return error(
          400,
          'invalid_request_error',
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
        );
      return { status: 200, body: this.public(await this.expire(m[1]!)) };
    }
    if (method === 'GET' && (m = /^\/v1\/payment_intents\/([\w-]+)$/.exec(path))) {
      const intent = this.paymentIntents.get(m[1]!);
      return intent ? { status: 200, body: intent } : error(404, 'invalid_request_error', `No such payment_intent: '${m[1]}'`, 'intent');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.paymentIntents.get(String(body.payment_intent));
      if (!intent) return error(400, 'invalid_request_error', `No such payment_intent: '${String(body.payment_intent)}'`, 'payment_intent');
      const charge = this.charges.get(String(intent.latest_charge))!;
      const amount = body.amount === undefined ? Number(charge.amount) - Number(charge.amount_refunded) : Number(body.amount);
      if (!(amount > 0) || amount > Number(charge.amount) - Number(charge.amount_refunded))
        return error(400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge`, 'amount');
      return { status: 200, body: await this.refund(intent.id as string, amount) };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private createCoupon(body: Json) {
    const coupon = {
      id: id('co'),
      object: 'coupon',
      amount_off: Number(body.amount_off),
      currency: body.currency,
      duration: body.duration,
      max_redemptions: Number(body.max_redemptions ?? 0) || null,
      name: body.name ?? null,
      percent_off: null,
      valid: true,
      created: now(),
    };
    if (!(coupon.amount_off > 0) || !coupon.currency)
      return error(400, 'invalid_request_error', 'Coupons need amount_off and currency.', 'amount_off');
    this.coupons.set(coupon.id, coupon);
    return { status: 200, body: coupon };
  }

  private createSession(body: Json) {
    const lines = (body.line_items ?? []) as {
      quantity: string;
      price_data: { currency: string; unit_amount: string; product_data: { name: string } };
    }[];
    if (body.mode !== 'payment') return error(400, 'invalid_request_error', 'mode must be payment here.', 'mode');
    if (!body.success_url) return error(400, 'invalid_request_error', 'Missing required param: success_url.', 'success_url');
    if (lines.length === 0) return error(400, 'invalid_request_error', 'line_items is required in payment mode.', 'line_items');
    const currency = String(body.currency ?? lines[0]!.price_data.currency);
    if (lines.some((l) => l.price_data.currency !== currency))
      return error(400, 'invalid_request_error', 'All line items must have the same currency.', 'line_items');
    const expiresAt = Number(body.expires_at ?? now() + 24 * 3600);
    if (expiresAt < now() + 30 * 60 - 60 || expiresAt > now() + 24 * 3600)
      return error(
        400,
        'invalid_request_error',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    const subtotal = lines.reduce((sum, l) => sum + Number(l.price_data.unit_amount) * Number(l.quantity), 0);
    const couponId = (body.discounts as { coupon?: string }[] | undefined)?.[0]?.coupon;
    const coupon = couponId ? this.coupons.get(couponId) : undefined;
    if (couponId && !coupon) return error(400, 'invalid_request_error', `No such coupon: '${couponId}'`, 'discounts');
    const discount = Math.min(subtotal, Number(coupon?.amount_off ?? 0));
    const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
    const session: Json = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      currency,
      livemode: false,
      created: now(),
      expires_at: expiresAt,
      amount_subtotal: subtotal,
      amount_total: subtotal - discount,
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      customer_email: body.customer_email ?? null,
      success_url: body.success_url,
      cancel_url: body.cancel_url ?? null,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      url: `${this.url}/pay/${sessionId}`,
      payment_intent_data: body.payment_intent_data,
      line_items: lines,
      discounts: body.discounts ?? [],
    };
    this.sessions.set(sessionId, session);
    return { status: 200, body: this.public(session) };
  }

  /** The hosted page: what is being paid, and a Pay button (POST) that pays and returns to the shop. */
  private async payPage(req: IncomingMessage, res: ServerResponse, sessionId: string) {
    const session = this.sessions.get(sessionId);
    if (!session) return this.send(res, 404, '<h1>Unknown session</h1>');
    if (req.method === 'POST') {
      if (session.status !== 'open') return this.send(res, 409, `<h1>This session is ${String(session.status)}</h1>`);
      return this.send(res, 303, '', { location: await this.pay(sessionId) });
    }
    const total = (Number(session.amount_total) / 100).toFixed(2);
    const lines = (session.line_items as { quantity: string; price_data: { unit_amount: string; product_data: { name: string } } }[])
      .map(
        (l) => `<li>${l.quantity} × ${escape(l.price_data.product_data.name)}: ${(Number(l.price_data.unit_amount) / 100).toFixed(2)}</li>`,
      )
      .join('');
    this.send(
      res,
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Stripe stand-in checkout</title>
<style>body{font:16px system-ui;max-width:28rem;margin:2rem auto;padding:0 1rem}button{min-height:48px;width:100%;font-size:1rem;background:#635bff;color:#fff;border:0;border-radius:6px}</style></head>
<body><h1>Pay ${escape(String(session.currency).toUpperCase())} ${total}</h1><p>${escape(String(session.customer_email ?? ''))}</p><ul>${lines}</ul>
<p>Status: ${escape(String(session.status))}</p><form method="post"><button type="submit">Pay</button></form><p><a href="${escape(String(session.cancel_url ?? '#'))}">Back to the shop</a></p></body></html>`,
    );
  }
}

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
