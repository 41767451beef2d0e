import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { webhookReceiver } from '../../../test/webhook-receiver';
import { signInAdmin, type SignedIn } from '../admin/admin.fixtures';
import { checkoutApi, orderBody, shopperWithCart } from '../orders/orders.fixtures';
import { createProduct } from '../../../test/factories';
import { WEBHOOK_JOB } from './webhook-deliverer';

const ALL = ['order.placed', 'order.paid', 'order.status_changed', 'order.refunded', 'product.updated', 'stock.low'];

describe('webhooks', () => {
  let t: TestApp;
  let admin: SignedIn;
  let api: ReturnType<typeof apiClient>;
  let status = 200;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    admin = await signInAdmin(t);
    receiver = await webhookReceiver(() => status);
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(async () => {
    status = 200;
    receiver.received.length = 0;
    await t.ctx.db.deleteFrom('webhook_endpoints').execute();
  });

  const create = (body: unknown) => api.post('admin/webhooks', body, { token: admin.access });
  const deliver = () => t.ctx.jobs.runNow(WEBHOOK_JOB);
  const deliveries = async (id: number) => (await api.get(`admin/webhooks/${id}/deliveries`, { token: admin.access })).body.results;
  /** Makes every waiting delivery due now (instead of waiting out the back-off). */
  const makeDue = () =>
    t.ctx.db
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where('status', '=', 'pending')
      .execute();

  it('is created with its events and a secret shown once; bad URLs and events are refused', async () => {
    const res = await create({ url: receiver.url, events: ['order.placed'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ url: receiver.url, events: ['order.placed'], failing: false });
    expect(res.body.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const list = await api.get('admin/webhooks', { token: admin.access });
    expect(list.body.results[0].secret).toBeUndefined();
    for (const url of ['ftp://example.com/x', 'javascript:alert(1)', 'not a url', 'http://user:pw@example.com/']) {
      const bad = await create({ url, events: ['order.placed'] });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.url).toEqual(['URL must be an absolute http:// or https:// address']);
    }
    const badEvent = await create({ url: receiver.url, events: ['order.deleted'] });
    expect(badEvent.status).toBe(400);
    expect(badEvent.body.errors['events.0']).toBeDefined();
  });

  it('refuses private addresses in production unless allowed', async () => {
    const prod = await createTestApp({ env: 'production' });
    try {
      const boss = await signInAdmin(prod);
      const res = await apiClient(prod.app).post(
        'admin/webhooks',
        { url: 'http://127.0.0.1:9/x', events: ['order.placed'] },
        { token: boss.access },
      );
      expect(res.status).toBe(400);
      expect(res.body.errors.url).toEqual(['URL must not point to this machine or a private network']);
      const outside = await apiClient(prod.app).post(
        'admin/webhooks',
        { url: 'https://hooks.example.com/x', events: ['order.placed'] },
        { token: boss.access },
      );
      expect(outside.status).toBe(201);
    } finally {
      await prod.close();
    }
  });

  it('delivers a placed and paid order, signed with the secret, after the commit', async () => {
    const hook = (await create({ url: receiver.url, events: ALL })).body;
    const { shopper } = await shopperWithCart(t);
    const placed = await checkoutApi(t).place(shopper, orderBody());
    expect(placed.status).toBe(201);
    // Written with the order, sent only by the deliverer.
    const pending = await t.ctx.db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', hook.id).execute();
    expect(pending.map((d) => d.event_type).sort()).toEqual(['order.paid', 'order.placed']);
    expect(receiver.received).toHaveLength(0);
    await deliver();
    expect(receiver.received).toHaveLength(2);
    for (const r of receiver.received) {
      const header = String(r.headers['shopwright-signature']);
      const [, ts, sig] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)!;
      expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(60);
      expect(sig).toBe(createHmac('sha256', hook.secret).update(`${ts}.${r.body}`).digest('hex'));
      expect(r.headers['content-type']).toBe('application/json');
    }
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    const placedEvent = bodies.find((b) => b.type === 'order.placed');
    expect(Object.keys(placedEvent).sort()).toEqual(['created_at', 'data', 'id', 'type']);
    expect(placedEvent.data.order).toMatchObject({
      id: placed.body.id,
      number: placed.body.number,
      status: 'confirmed',
      payment_status: 'paid',
    });
    const list = await deliveries(hook.id);
    expect(
      list.every(
        (d: { status: string; attempts: number; last_response_code: number }) =>
          d.status === 'delivered' && d.attempts === 1 && d.last_response_code === 200,
      ),
    ).toBe(true);
    expect(list[0].attempt_log[0]).toMatchObject({ ok: true, response_code: 200 });
  });

  it('reports status changes and refunds from the admin, only to subscribed endpoints', async () => {
    const statusHook = (await create({ url: receiver.url, events: ['order.status_changed', 'order.refunded'] })).body;
    const { shopper } = await shopperWithCart(t);
    const order = (await checkoutApi(t).place(shopper, orderBody())).body;
    expect((await api.post(`admin/orders/${order.id}/actions`, { action: 'start_processing' }, { token: admin.access })).status).toBe(200);
    expect((await api.post(`admin/orders/${order.id}/refunds`, { amount: 100, reason: 'Scratched' }, { token: admin.access })).status).toBe(
      201,
    );
    await deliver();
    const types = receiver.received.map((r) => JSON.parse(r.body).type);
    expect(types.sort()).toEqual(['order.refunded', 'order.status_changed']);
    const changed = receiver.received.map((r) => JSON.parse(r.body)).find((b) => b.type === 'order.status_changed');
    expect(changed.data.order.status).toBe('processing');
    expect(await deliveries(statusHook.id)).toHaveLength(2);
  });

  it('writes nothing when the change is rolled back', async () => {
    await create({ url: receiver.url, events: ALL });
    const { shopper } = await shopperWithCart(t, { stock: 1 });
    await t.ctx.db.updateTable('product_variants').set({ stock: 0 }).execute();
    expect((await checkoutApi(t).place(shopper, orderBody())).status).toBe(409);
    expect(await t.ctx.db.selectFrom('webhook_deliveries').selectAll().execute()).toEqual([]);
  });

  it('reports product updates and stock falling low', async () => {
    await create({ url: receiver.url, events: ['product.updated', 'stock.low'] });
    const product = await createProduct(t.ctx.db, { stock: 20 });
    expect((await api.patch(`admin/products/${product.id}`, { stock: 3 }, { token: admin.access })).status).toBe(200);
    await deliver();
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type).sort()).toEqual(['product.updated', 'stock.low']);
    expect(bodies.find((b) => b.type === 'stock.low').data).toMatchObject({ stock: 3, threshold: 5, product: { id: product.id } });
  });

  it('retries with back-off, records every try, marks the endpoint failing after the last, and resends', async () => {
    const hook = (await create({ url: receiver.url, events: ['product.updated'] })).body;
    const product = await createProduct(t.ctx.db);
    status = 503;
    await api.patch(`admin/products/${product.id}`, { name: 'Renamed lamp' }, { token: admin.access });
    await deliver();
    let [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_response_code: 503 });
    expect(Date.parse(delivery.next_attempt_at) - Date.now()).toBeGreaterThan(20_000);
    await deliver();
    expect(receiver.received).toHaveLength(1);
    for (let i = 2; i <= 6; i++) {
      await makeDue();
      await deliver();
    }
    [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 6, next_attempt_at: null });
    expect(delivery.attempt_log).toHaveLength(6);
    expect(delivery.attempt_log.every((a: { ok: boolean; response_code: number }) => !a.ok && a.response_code === 503)).toBe(true);
    expect(receiver.received).toHaveLength(6);
    expect(new Set(receiver.received.map((r) => JSON.parse(r.body).id)).size).toBe(1);
    expect((await api.get('admin/webhooks', { token: admin.access })).body.results[0].failing).toBe(true);

    status = 200;
    const resent = await api.post(`admin/webhooks/${hook.id}/deliveries/${delivery.id}/resend`, undefined, { token: admin.access });
    expect(resent.status).toBe(202);
    await deliver();
    [delivery] = await deliveries(hook.id);
    expect(delivery.status).toBe('delivered');
    expect((await api.get('admin/webhooks', { token: admin.access })).body.results[0].failing).toBe(false);
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').where('entity', '=', 'webhook').execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['webhook.create', 'webhook.resend']));
  });

  it('records a receiver that cannot be reached', async () => {
    const hook = (await create({ url: 'http://127.0.0.1:9/unreachable', events: ['product.updated'] })).body;
    const product = await createProduct(t.ctx.db);
    await api.patch(`admin/products/${product.id}`, { name: 'Lamp two' }, { token: admin.access });
    await deliver();
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_response_code: null });
    expect(delivery.last_error).toBeTruthy();
  });

  it('rolls the secret: the old one stops signing', async () => {
    const hook = (await create({ url: receiver.url, events: ['product.updated'] })).body;
    const rolled = await api.post(`admin/webhooks/${hook.id}/roll-secret`, undefined, { token: admin.access });
    expect(rolled.status).toBe(200);
    expect(rolled.body.secret).not.toBe(hook.secret);
    const product = await createProduct(t.ctx.db);
    await api.patch(`admin/products/${product.id}`, { name: 'Lamp three' }, { token: admin.access });
    await deliver();
    const r = receiver.received[0]!;
    const [, ts, sig] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(r.headers['shopwright-signature']))!;
    expect(sig).toBe(createHmac('sha256', rolled.body.secret).update(`${ts}.${r.body}`).digest('hex'));
    expect((await api.delete(`admin/webhooks/${hook.id}`, { token: admin.access })).status).toBe(204);
    expect((await api.get(`admin/webhooks/${hook.id}/deliveries`, { token: admin.access })).status).toBe(404);
  });
});
