import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { MailStatus } from '../db/schema';
import { mailHtml } from './mail-layout';
import * as outbox from './mail-outbox.repo';
import { isoIn, nowIso } from './time';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Made from `text` in the shop's look when absent. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The mail carries a secret link usable until then: its bodies are purged afterwards (or once used). */
  secretExpiresAt?: string;
}

export const MAIL_DELIVERY_JOB = 'mail-delivery';
/** Retries after a failed attempt: 1 min, 5 min, 30 min, 2 h, 8 h; then the mail is failed. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 8 * 3_600_000];
/** A first attempt owns its mail this long, so the retry job never sends it a second time meanwhile. */
const FIRST_ATTEMPT_CLAIM_MS = 2 * 60_000;
const DUE_PER_ROUND = 50;
const PURGED_BODY = '[Removed: this mail held a one-time link that was used or has expired.]';

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  logBodies: boolean;
  /** The shop name of the settings, for the HTML layout (one shop name everywhere: the settings' `shop_name`). */
  shopName: () => Promise<string>;
}

/**
 * Sends mail over SMTP when `SMTP_URL` is set. Every mail is kept in the outbox table with its
 * delivery state (queued, sent, failed with the error; stored when there is no SMTP), which the
 * admin lists, so a shop without SMTP still shows what it would send. Sending happens off the
 * request path: `send` stores and tries once, `idle()` waits for that; failures are retried
 * with back-off by the mail-delivery job (`deliverDue`), which runs in one process only.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailerOptions,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 })
      : undefined;
  }

  send(mail: Mail): void {
    const job = this.storeAndTry(mail)
      .catch((err: unknown) => this.log.error({ err, to: mail.to, subject: mail.subject }, 'mail could not be stored'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** As `send`, but resolves once the mail is stored (and tried once), and throws when it could not be stored: for a caller that must know (a job that claimed the mail). */
  async store(mail: Mail): Promise<void> {
    await this.storeAndTry(mail);
  }

  /** Resolves when every queued mail has been stored and tried once. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async storeAndTry(mail: Mail): Promise<void> {
    const status: MailStatus = this.transport ? 'queued' : 'stored';
    const html = mail.html ?? mailHtml(await this.options.shopName(), mail.subject, mail.text);
    const id = await outbox.insertMail(this.db, {
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: html,
      created_at: nowIso(),
      status,
      next_attempt_at: this.transport ? isoIn(FIRST_ATTEMPT_CLAIM_MS) : null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      secret_expires_at: mail.secretExpiresAt ?? null,
    });
    if (this.transport) {
      await this.attempt({
        id,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: html,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        attempts: 0,
      });
    } else if (this.options.logBodies) {
      this.log.info({ to: mail.to, subject: mail.subject, body: mail.text }, 'mail stored in the outbox (no SMTP_URL)');
    } else {
      this.log.info({ to: mail.to, subject: mail.subject }, 'mail stored in the outbox (no SMTP_URL)');
    }
  }

  /** One SMTP attempt (never inside a transaction), then its outcome recorded. */
  private async attempt(row: {
    id: number;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    headers: string | null;
    attempts: number;
  }) {
    const attempts = row.attempts + 1;
    try {
      await this.transport!.sendMail({
        from: this.options.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
      });
      await outbox.markSent(this.db, row.id, attempts, nowIso());
      this.log.info({ to: row.to_address, subject: row.subject }, 'mail sent over SMTP');
    } catch (err) {
      const retryIn = RETRY_DELAYS_MS[attempts - 1];
      const error = (err as Error).message.slice(0, 500);
      await outbox.markFailedAttempt(this.db, row.id, attempts, error, retryIn === undefined ? null : isoIn(retryIn));
      this.log.warn({ err, to: row.to_address, subject: row.subject, attempts, retry: retryIn !== undefined }, 'mail delivery failed');
    }
  }

  /** The mail-delivery job's round: retries due mails and purges secret links past their use. */
  async deliverDue(): Promise<void> {
    await this.purgeSecrets({ expiredBefore: nowIso() });
    if (!this.transport) return;
    const due = await outbox.dueMails(this.db, nowIso(), DUE_PER_ROUND);
    for (const row of due) await this.attempt(row);
  }

  /**
   * Removes the bodies of mails holding one-time links: those expired before `expiredBefore`, or
   * every one sent to `to` (its link was used or replaced). A queued one is not sent any more.
   */
  async purgeSecrets(which: { expiredBefore?: string; to?: string }): Promise<void> {
    await outbox.purgeSecretBodies(this.db, which, PURGED_BODY, 'Not sent: its one-time link was used or expired first.');
  }

  close(): void {
    this.transport?.close();
  }
}
