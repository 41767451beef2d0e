import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES as M } from '@shopwright/shared/admin';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordAudit } from '../../lib/audit';
import { signInAdmin, type SignedIn } from './admin.fixtures';

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
let token: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t);
  token = { token: admin.access };
  for (let i = 1; i <= 3; i++) {
    await recordAudit(t.ctx.db, {
      actor_id: admin.id,
      action: 'product.update',
      entity: 'product',
      entity_id: i,
      before: { price: i },
      after: { price: i + 1 },
    });
  }
  await recordAudit(t.ctx.db, { actor_id: null, action: 'order.refund', entity: 'order', entity_id: 'A-1', after: { status: 'refunded' } });
});
afterAll(() => t.close());

describe('audit log', () => {
  it('lists entries newest first with who, what, when and before/after', async () => {
    const res = await api.get('admin/audit-log', token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 4, next: null, previous: null });
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number),
      action: 'order.refund',
      entity: 'order',
      entity_id: 'A-1',
      actor: null,
      before: null,
      after: { status: 'refunded' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.body.results[1]).toMatchObject({
      action: 'product.update',
      entity_id: '3',
      actor: { id: admin.id, email: admin.email, name: 'Test Shopper' },
      before: { price: 3 },
      after: { price: 4 },
    });
  });

  it('filters by action and paginates', async () => {
    const page1 = await api.get('admin/audit-log?action=product.update&page_size=2', token);
    expect(page1.body).toMatchObject({ count: 3, next: 2, previous: null });
    expect(page1.body.results.map((e: { entity_id: string }) => e.entity_id)).toEqual(['3', '2']);
    const page2 = await api.get('admin/audit-log?action=product.update&page_size=2&page=2', token);
    expect(page2.body.results.map((e: { entity_id: string }) => e.entity_id)).toEqual(['1']);
    expect((await api.get('admin/audit-log?action=nothing.here', token)).body).toMatchObject({ count: 0, results: [] });
  });

  it('lists the actions that occur, for the filter', async () => {
    const res = await api.get('admin/audit-log/actions', token);
    expect(res.body).toEqual(['order.refund', 'product.update']);
  });

  it('rejects a malformed action or page', async () => {
    const res = await api.get(`admin/audit-log?action=${encodeURIComponent("x' or 1=1")}`, token);
    expect(res.status).toBe(400);
    expect(res.body.errors.action).toEqual([M.actionInvalid]);
    expect((await api.get('admin/audit-log?page=-1', token)).status).toBe(400);
  });

  it('keeps entries when the actor account is removed', async () => {
    const other = await signInAdmin(t);
    await recordAudit(t.ctx.db, { actor_id: other.id, action: 'admin.note', entity: 'user', entity_id: other.id });
    await t.ctx.db.deleteFrom('users').where('id', '=', other.id).execute();
    const res = await api.get('admin/audit-log?action=admin.note', token);
    expect(res.body.results).toEqual([expect.objectContaining({ actor: null, entity_id: String(other.id) })]);
  });
});
