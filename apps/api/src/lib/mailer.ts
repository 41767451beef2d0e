import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { nowIso } from './time';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail over SMTP when `SMTP_URL` is set. Every mail is also kept in the outbox table,
 * which the admin and the tests read, so a shop without SMTP still shows what it would send.
 * Sending happens off the request path: `send` queues and returns; `idle()` waits for the queue.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl?: string; from: string; logBodies: boolean },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  send(mail: Mail): void {
    const job = this.deliver(mail)
      .catch((err: unknown) => this.log.error({ err, to: mail.to, subject: mail.subject }, 'mail delivery failed'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves when every queued mail has been stored and handed to SMTP. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async deliver(mail: Mail): Promise<void> {
    await this.db
      .insertInto('mail_outbox')
      .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null, created_at: nowIso() })
      .execute();
    if (this.transport) {
      await this.transport.sendMail({ from: this.options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      this.log.info({ to: mail.to, subject: mail.subject }, 'mail sent over SMTP');
    } else if (this.options.logBodies) {
      this.log.info({ to: mail.to, subject: mail.subject, body: mail.text }, 'mail stored in the outbox (no SMTP_URL)');
    } else {
      this.log.info({ to: mail.to, subject: mail.subject }, 'mail stored in the outbox (no SMTP_URL)');
    }
  }

  close(): void {
    this.transport?.close();
  }
}
