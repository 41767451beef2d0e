import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES as M, type AccountExport, type ChangePasswordInput, type UpdateProfileInput } from '@shopwright/shared/account';
import { AUTH_MESSAGES } from '@shopwright/shared/auth';
import type { Profile } from '@shopwright/shared/users';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import type { UserUpdate } from '../../db/schema';
import { badRequest, fieldError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { hashOpaqueToken } from '../../lib/tokens';
import { expireResetTokens, updatePassword } from '../auth/auth.repo';
import { moveEmail } from '../newsletter/newsletter.repo';
import { activeUser, getProfile } from '../users/users.service';
import * as repo from './account.repo';
import { emailChangedMail, passwordChangedMail } from './account.mails';
import { deletionSteps } from './deletion-steps';
import { exportSections } from './export-sections';
import { shopName } from '../settings/settings.service';
import { langOf } from '@shopwright/shared/i18n';

async function checkPassword(field: 'current_password' | 'password', given: string | undefined, hash: string): Promise<void> {
  const [required, wrong] =
    field === 'password' ? [M.passwordRequired, M.passwordWrong] : [M.currentPasswordRequired, M.currentPasswordWrong];
  if (!given) throw fieldError(field, required);
  if (!(await verifyPassword(given, hash))) throw fieldError(field, wrong);
}

const takenError = (taken: { email: boolean; username: boolean }) => {
  const errors: Record<string, string[]> = {};
  if (taken.email) errors.email = [AUTH_MESSAGES.emailTaken];
  if (taken.username) errors.username = [AUTH_MESSAGES.usernameTaken];
  return badRequest(Object.values(errors)[0]![0]!, errors);
};

/**
 * Changes any of the names, the username and the e-mail, with the sign-up rules. A new e-mail
 * needs the current password (checked before uniqueness, so only the owner learns whether an
 * address is registered) and takes the newsletter subscription along.
 */
export async function updateProfile(ctx: AppContext, userId: number, input: UpdateProfileInput): Promise<Profile> {
  const user = await activeUser(ctx.db, userId);
  const email = input.email?.toLowerCase();
  const newEmail = email !== undefined && email !== user.email ? email : undefined;
  const newUsername = input.username !== undefined && input.username !== user.username ? input.username : undefined;
  if (newEmail) await checkPassword('current_password', input.current_password, user.password_hash);
  const taken = await repo.takenBy(ctx.db, user.id, { email: newEmail, username: newUsername });
  if (taken.email || taken.username) throw takenError(taken);

  const patch: UserUpdate = { first_name: input.first_name, last_name: input.last_name, username: newUsername, email: newEmail };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await repo.updateUser(trx, user.id, patch);
      if (newEmail) await moveEmail(trx, user.email, newEmail);
    });
  } catch (err) {
    // Another account took the address or name between the check and the write.
    const now = repo.isUniqueViolation(err) ? await repo.takenBy(ctx.db, user.id, { email: newEmail, username: newUsername }) : undefined;
    if (now && (now.email || now.username)) throw takenError(now);
    throw err;
  }
  if (newEmail) ctx.mailer.send(emailChangedMail(await shopName(ctx), user, newEmail, langOf(user.language)));
  return getProfile(ctx, user.id);
}

/**
 * Sets a new password and signs out every other session: the refresh token this device sends
 * keeps its family alive; without one (or with one that is not a live token of this user) all
 * sessions end. Access tokens already issued run out on their own within 15 minutes.
 */
export async function changePassword(ctx: AppContext, userId: number, input: ChangePasswordInput): Promise<void> {
  const user = await activeUser(ctx.db, userId);
  await checkPassword('current_password', input.current_password, user.password_hash);
  const hash = await hashPassword(input.new_password);
  const keep = input.refresh_token ? await repo.liveFamilyOf(ctx.db, user.id, hashOpaqueToken(input.refresh_token)) : undefined;
  await ctx.db.transaction().execute(async (trx) => {
    await updatePassword(trx, user.id, hash);
    await expireResetTokens(trx, user.id);
    await repo.revokeSessions(trx, user.id, keep);
  });
  await ctx.mailer.purgeSecrets({ to: user.email });
  ctx.mailer.send(passwordChangedMail(await shopName(ctx), user, langOf(user.language)));
}

/** Signs the user out on every device (all refresh tokens revoked). */
export async function logoutEverywhere(ctx: AppContext, userId: number): Promise<void> {
  const user = await activeUser(ctx.db, userId);
  await repo.revokeSessions(ctx.db, user.id);
}

/** Everything the shop holds about the user, one key per section. */
export async function exportAccount(ctx: AppContext, userId: number): Promise<AccountExport> {
  const user = await activeUser(ctx.db, userId);
  const sections = await Promise.all(exportSections.map((section) => section(ctx, user)));
  return { exported_at: nowIso(), ...Object.fromEntries(sections) };
}

/** Placeholder identity of a deleted account; a random suffix if someone already uses the plain one. */
async function anonymousIdentity(db: Database, userId: number) {
  const plain = `deleted-${userId}`;
  const name = (await repo.identityInUse(db, plain, `${plain}@invalid.local`)) ? `${plain}-${randomBytes(4).toString('hex')}` : plain;
  return { username: name, email: `${name}@invalid.local` };
}

/**
 * Deletes the account after the password is confirmed: every module's personal data goes
 * (see deletion-steps.ts), and the users row stays only as an anonymous, unusable marker.
 */
export async function deleteAccount(ctx: AppContext, userId: number, password: string): Promise<void> {
  const user = await activeUser(ctx.db, userId);
  await checkPassword('password', password, user.password_hash);
  const identity = await anonymousIdentity(ctx.db, user.id);
  await ctx.db.transaction().execute(async (trx) => {
    for (const step of deletionSteps) await step(trx, user);
    await repo.updateUser(trx, user.id, {
      ...identity,
      first_name: 'Deleted',
      last_name: 'Deleted',
      // Not a scrypt hash, so no password ever matches it.
      password_hash: `deleted$${randomBytes(32).toString('base64url')}`,
      is_blocked: 1,
      deleted_at: nowIso(),
    });
  });
}
