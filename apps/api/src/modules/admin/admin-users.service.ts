import { ADMIN_MESSAGES as M, AUDIT_ACTIONS, type AdminUser, type CreateAdminInput, type Page } from '@shopwright/shared/admin';
import { AUTH_MESSAGES } from '@shopwright/shared/auth';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import * as auth from '../auth/auth.repo';
import { pageOf, type PageRequest } from './admin-pagination';
import * as repo from './admin-users.repo';

const toAdmin = (u: AdminUser): AdminUser => ({
  id: u.id,
  email: u.email,
  username: u.username,
  first_name: u.first_name,
  last_name: u.last_name,
  date_joined: u.date_joined,
});

/** `GET admin/users`: the shop's admins, oldest first. */
export async function listAdmins(ctx: AppContext, page: PageRequest): Promise<Page<AdminUser>> {
  const [rows, count] = await Promise.all([repo.listAdmins(ctx.db, page), repo.countAdmins(ctx.db)]);
  return pageOf(rows.map(toAdmin), count, page);
}

async function ensureFree(ctx: AppContext, email: string, username: string) {
  const [byEmail, byUsername] = await Promise.all([auth.findUserByEmail(ctx.db, email), auth.findUserByUsername(ctx.db, username)]);
  const errors: Record<string, string[]> = {};
  if (byEmail) errors.email = [AUTH_MESSAGES.emailTaken];
  if (byUsername) errors.username = [AUTH_MESSAGES.usernameTaken];
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]![0]!, errors);
}

/** `POST admin/users`: a new admin account; a taken e-mail or username is a field error. */
export async function createAdmin(ctx: AppContext, actorId: number, input: CreateAdminInput): Promise<AdminUser> {
  const email = input.email.toLowerCase();
  await ensureFree(ctx, email, input.username);
  const now = nowIso();
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const newId = await auth.insertUser(trx, {
        email,
        username: input.username,
        first_name: input.first_name,
        last_name: input.last_name,
        password_hash: passwordHash,
        role: 'admin',
        date_joined: now,
        updated_at: now,
      });
      const after = { email, username: input.username, first_name: input.first_name, last_name: input.last_name, role: 'admin' };
      await recordAudit(trx, { actor_id: actorId, action: AUDIT_ACTIONS.adminCreate, entity: 'user', entity_id: newId, after });
      return newId;
    });
    return toAdmin((await repo.findAdmin(ctx.db, id))!);
  } catch (err) {
    // Another sign-up took the e-mail or username between the check and the insert.
    if (isUniqueViolation(err)) await ensureFree(ctx, email, input.username);
    throw err;
  }
}

/** `POST admin/users/promote`: an existing, unblocked customer becomes an admin. */
export async function promote(ctx: AppContext, actorId: number, rawEmail: string): Promise<AdminUser> {
  const user = await auth.findUserByEmail(ctx.db, rawEmail.toLowerCase());
  if (!user || user.deleted_at) throw notFound(M.noAccountWithEmail);
  if (user.role === 'admin') throw conflict(M.alreadyAdmin);
  if (user.is_blocked) throw conflict(M.promoteBlocked);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.changeRole(trx, user.id, 'customer', 'admin'))) throw conflict(M.alreadyAdmin);
    await recordAudit(trx, {
      actor_id: actorId,
      action: AUDIT_ACTIONS.adminPromote,
      entity: 'user',
      entity_id: user.id,
      before: { role: 'customer' },
      after: { role: 'admin' },
    });
  });
  return toAdmin(user);
}

/**
 * `POST admin/users/{id}/demote`: the admin becomes a customer (their sessions stay, as a
 * customer). The last admin cannot be demoted, by anyone, themselves included.
 */
export async function demote(ctx: AppContext, actorId: number, id: number): Promise<AdminUser> {
  return ctx.db.transaction().execute(async (trx) => {
    const admins = await repo.lockAdmins(trx, ctx.dialect === 'postgres');
    const admin = await repo.findAdmin(trx, id);
    if (!admin) throw notFound(M.adminNotFound);
    if (!admins.some((a) => a.id !== id)) throw conflict(M.lastAdmin);
    await repo.changeRole(trx, id, 'admin', 'customer');
    await recordAudit(trx, {
      actor_id: actorId,
      action: AUDIT_ACTIONS.adminDemote,
      entity: 'user',
      entity_id: id,
      before: { role: 'admin' },
      after: { role: 'customer' },
    });
    return toAdmin(admin);
  });
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}
