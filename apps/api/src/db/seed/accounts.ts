import type { Database } from '../database';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';

/** The demo accounts the README lists; created only on an empty database outside production. */
export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@example.com', password: 'Admin12345', username: 'admin', first_name: 'Ada', last_name: 'Admin' },
  {
    role: 'customer',
    email: 'shopper@example.com',
    password: 'Shopper12345',
    username: 'shopper',
    first_name: 'Sam',
    last_name: 'Shopper',
  },
] as const;

export async function seedDemoAccounts(db: Database): Promise<string[]> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return [];
  const now = nowIso();
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insertInto('users')
      .values({
        email: account.email,
        username: account.username,
        first_name: account.first_name,
        last_name: account.last_name,
        role: account.role,
        password_hash: await hashPassword(account.password),
        date_joined: now,
        updated_at: now,
      })
      .execute();
  }
  return DEMO_ACCOUNTS.map((a) => `${a.role}: ${a.email} / ${a.password}`);
}
