import { apiClient, newAccount, signUpAndIn, type ApiClient } from '../../../test/api-client';
import type { TestApp } from '../../../test/test-app';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { insertUser } from '../auth/auth.repo';

/** Test fixtures of the admin tests: accounts made through the repos and the API. */
export interface SignedIn {
  id: number;
  email: string;
  password: string;
  access: string;
  refresh: string;
}

/** Creates an admin account (as the create-admin command would) and signs it in. */
export async function signInAdmin(t: TestApp, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const account = newAccount(overrides);
  const now = nowIso();
  const id = await insertUser(t.ctx.db, {
    email: account.email.toLowerCase(),
    username: account.username,
    first_name: account.first_name,
    last_name: account.last_name,
    password_hash: await hashPassword(account.password),
    role: 'admin',
    date_joined: now,
    updated_at: now,
  });
  const login = await apiClient(t.app).post('auth/login', { email: account.email, password: account.password });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${login.text}`);
  return { id, email: account.email, password: account.password, access: login.body.access, refresh: login.body.refresh };
}

/** Registers and signs in a customer through the API. */
export async function signInCustomer(api: ApiClient, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const { account, access, refresh } = await signUpAndIn(api, overrides);
  const me = await api.get('users/me', { token: access });
  return { id: me.body.id, email: account.email, password: account.password, access, refresh };
}
