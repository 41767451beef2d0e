import { parseArgs } from 'node:util';
import { EmailSchema, NewPasswordSchema } from '@shopwright/shared/auth';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations/index';
import { hashPassword } from '../lib/passwords';
import { nowIso } from '../lib/time';
import { updateUser } from '../modules/account/account.repo';
import { findUserByEmail, insertUser } from '../modules/auth/auth.repo';

/** `npm run create-admin -- --email … --password …`: creates an admin, or promotes an existing user. */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
  });
  const email = EmailSchema.safeParse(values.email ?? '');
  if (!email.success) fail(`--email: ${email.error.issues[0]?.message}`);
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect);
    const address = email.data.toLowerCase();
    const existing = await findUserByEmail(database.db, address);
    if (existing) {
      const set: { role: 'admin'; password_hash?: string; password_changed_at?: string } = { role: 'admin' };
      // A new password also ends the access tokens issued with the old one.
      if (values.password)
        Object.assign(set, { password_hash: await hashPassword(checkedPassword(values.password)), password_changed_at: nowIso() });
      await updateUser(database.db, existing.id, set);
      console.log(`${address} is now an admin${values.password ? ' (password changed)' : ''}.`);
      return;
    }
    if (!values.password) fail('--password is required to create a new admin');
    const now = nowIso();
    const base =
      address
        .split('@')[0]!
        .replace(/[^A-Za-z0-9._-]/g, '')
        .slice(0, 24) || 'admin';
    const username = `${base}-${Math.random().toString(36).slice(2, 6)}`;
    await insertUser(database.db, {
      email: address,
      username,
      first_name: values['first-name'] ?? 'Store',
      last_name: values['last-name'] ?? 'Admin',
      role: 'admin',
      password_hash: await hashPassword(checkedPassword(values.password)),
      date_joined: now,
      updated_at: now,
    });
    console.log(`Admin ${address} created (username ${username}).`);
  } finally {
    await database.close();
  }
}

function checkedPassword(password: string): string {
  const result = NewPasswordSchema.safeParse(password);
  if (!result.success) fail(`--password: ${result.error.issues.map((i) => i.message).join('; ')}`);
  return password;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
