import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUpAndIn } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

interface Received {
  from: string;
  to: string[];
  data: string;
}

describe('mail over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as { port: number }).port;
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Shop <shop@example.com>' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the password reset mail to a real SMTP server and keeps a copy in the outbox', async () => {
    const api = apiClient(t.app);
    const { account } = await signUpAndIn(api);
    await api.post('auth/forgot-password', { email: account.email });
    await t.ctx.mailer.idle();
    const mail = received.find((m) => m.to.includes(account.email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('shop@example.com');
    expect(mail!.data).toContain('Subject: Reset your Shopwright password');
    // The body is quoted-printable: undo soft line breaks before looking for the link.
    expect(mail!.data.replace(/=\r?\n/g, '')).toContain('http://localhost:9000/auth/reset-password/');
    const copy = await t.ctx.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', account.email).execute();
    expect(copy).toHaveLength(1);
  });
});
