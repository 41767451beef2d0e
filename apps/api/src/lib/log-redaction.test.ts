import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { seed } from '../db/seed/index';
import { apiClient, signUpAndIn } from '../../test/api-client';
import { createTestDatabase, testConfig } from '../../test/test-app';
import { redactUrl } from './log-redaction';

// Every request's URL is logged at info level; reset and newsletter links carry their token in
// the path. The pino output of real requests must not hold them.
const lines: string[] = [];
let built: App;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, { demo: false });
  built = await buildApp(testConfig({ logLevel: 'info', seedDemo: false }), {
    database,
    logStream: { write: (line) => void lines.push(line) },
  });
  await built.app.ready();
});
afterAll(async () => {
  await built.app.close();
  await database.close();
});

describe('request logs', () => {
  it('redact token path segments and secret query values, and never print a mail body outside the demo', async () => {
    const api = apiClient(built.app);
    const secrets = ['ResetTok3nAbcdefghijklmnop', 'UnsubTok3nAbcdefghijklmnop', 'QueryS3cretAbcdefghijklmnop'];
    await built.app.inject({ method: 'GET', url: `/api/auth/reset-password/${secrets[0]}` });
    await built.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/${secrets[1]}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    await built.app.inject({ method: 'GET', url: `/api/products?search=lamp&token=${secrets[2]}` });
    const me = await signUpAndIn(api);
    await api.post('auth/forgot-password', { email: me.account.email });
    await built.ctx.mailer.idle();
    const mail = await built.ctx.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', me.account.email.toLowerCase())
      .executeTakeFirstOrThrow();
    const resetToken = /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;

    const log = lines.join('');
    expect(log).toContain('"url":"/api/auth/reset-password/[redacted]"');
    expect(log).toContain('"url":"/api/newsletter/unsubscribe/[redacted]"');
    expect(log).toContain('"url":"/api/products?search=lamp&token=[redacted]"');
    for (const secret of [...secrets, resetToken]) expect(log).not.toContain(secret);
    expect(log).toContain('mail stored in the outbox');
  });

  it('covers the storefront links too', () => {
    expect(redactUrl('/auth/reset-password/abc?x=1')).toBe('/auth/reset-password/[redacted]?x=1');
    expect(redactUrl('/newsletter/confirm/abc')).toBe('/newsletter/confirm/[redacted]');
    expect(redactUrl('/products?refresh_token=a&q=b&api%5Fkey=c')).toBe('/products?refresh_token=[redacted]&q=b&api%5Fkey=[redacted]');
    expect(redactUrl('/products/42?page=2')).toBe('/products/42?page=2');
  });
});
