import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUpAndIn, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAdmin } from './admin.fixtures';

let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

describe('GET /api/admin/mails', () => {
  it('lists recent mails newest first with their delivery state, filtered by status, to admins only', async () => {
    const me = await signUpAndIn(api);
    await api.post('auth/forgot-password', { email: me.account.email });
    await t.ctx.mailer.idle();
    const failedId = (await t.ctx.db.selectFrom('mail_outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    await t.ctx.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', attempts: 6, last_error: '550 Mailbox unavailable' })
      .where('id', '=', failedId)
      .execute();
    await api.post('support/tickets', { inquiry_type: 'order', subject: 'Late', message: 'Where is my parcel?' }, { token: me.access });
    await t.ctx.mailer.idle();

    const admin = await signInAdmin(t);
    const res = await api.get('admin/mails?page_size=5', { token: admin.access });
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({ to: me.account.email.toLowerCase(), status: 'stored', attempts: 0, last_error: null });
    expect(res.body.results[0].subject).toMatch(/^We received your message/);
    expect(res.body.results[0]).not.toHaveProperty('text_body');
    const failed = await api.get('admin/mails?status=failed', { token: admin.access });
    expect(failed.body).toMatchObject({
      count: 1,
      results: [{ id: failedId, status: 'failed', attempts: 6, last_error: '550 Mailbox unavailable' }],
    });
    expect((await api.get('admin/mails?status=lost', { token: admin.access })).status).toBe(400);
    expect((await api.get('admin/mails', { token: me.access })).status).toBe(403);
  });
});
