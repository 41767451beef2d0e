import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUpAndIn, type ApiClient } from '../../test/api-client';
import { createTestApp, mailsTo, type TestApp } from '../../test/test-app';
import { signInAdmin } from '../modules/admin/admin.fixtures';

// Mails said "Shopwright" (SHOP_NAME) after the admin renamed the shop in the settings.
let t: TestApp;
let api: ApiClient;
beforeAll(async () => {
  t = await createTestApp({ shopName: 'Shopwright' });
  api = apiClient(t.app);
});
afterAll(() => t.close());

describe('one shop name', () => {
  it("uses the settings' name in mails once the admin renamed the shop; SHOP_NAME is only the default", async () => {
    const me = await signUpAndIn(api);
    await api.post('auth/forgot-password', { email: me.account.email });
    expect((await mailsTo(t, me.account.email)).at(-1)!.subject).toBe('Reset your Shopwright password');

    const admin = await signInAdmin(t);
    expect((await api.patch('admin/settings', { shop_name: 'Corner Lamp Co' }, { token: admin.access })).status).toBe(200);
    await api.post('auth/forgot-password', { email: me.account.email });
    const renamed = (await mailsTo(t, me.account.email)).at(-1)!;
    expect(renamed.subject).toBe('Reset your Corner Lamp Co password');
    expect(renamed.text_body).toContain('The Corner Lamp Co team');
    expect(renamed.html_body).toContain('>Corner Lamp Co</div>');
    expect(renamed.html_body).not.toContain('Shopwright');

    const ticket = await api.post(
      'support/tickets',
      { inquiry_type: 'order', subject: 'Late parcel', message: 'Where is my order?' },
      { token: me.access },
    );
    expect(ticket.status).toBe(201);
    const ack = (await mailsTo(t, me.account.email)).at(-1)!;
    expect(`${ack.subject} ${ack.text_body}`).toContain('Corner Lamp Co');
    expect(`${ack.subject} ${ack.text_body}`).not.toContain('Shopwright');
  });
});
