import { join } from 'node:path';
import Database from 'better-sqlite3';

export interface OutboxMail {
  to_address: string;
  subject: string;
  text_body: string;
  created_at: string;
}

/** Opens the running shop's SQLite file read-only (the server keeps writing to it). */
function withDb<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, 'shopwright.db'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The mails the shop queued for an address, oldest first (mail_outbox keeps every mail). */
export function mailsTo(dataDir: string, address: string): OutboxMail[] {
  return withDb(
    dataDir,
    (db) =>
      db
        .prepare('SELECT to_address, subject, text_body, created_at FROM mail_outbox WHERE to_address = ? ORDER BY id')
        .all(address.toLowerCase()) as OutboxMail[],
  );
}

/** A newsletter subscriber's state: 'pending', 'confirmed', 'unsubscribed', or undefined when unknown. */
export function newsletterStatus(dataDir: string, address: string): string | undefined {
  return withDb(dataDir, (db) => {
    const row = db.prepare('SELECT status FROM newsletter_subscribers WHERE email = ?').get(address.toLowerCase()) as
      { status: string } | undefined;
    return row?.status;
  });
}

/** The path of the first link in a mail that contains `marker`, e.g. '/newsletter/confirm/'. */
export function linkPath(mail: OutboxMail, marker: string): string {
  const url = mail.text_body.split(/\s+/).find((word) => word.includes(marker));
  if (!url) throw new Error(`no ${marker} link in mail "${mail.subject}"`);
  return new URL(url).pathname;
}

/** The newest mail to an address, waiting for it: mail is sent off the request path. */
export async function latestMailTo(dataDir: string, address: string, timeoutMs = 5000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(dataDir, address).at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
