import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES as M,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type TokenPair,
} from '@shopwright/shared/auth';
import { PASSWORD_RESET_TTL_MINUTES, REFRESH_TOKEN_TTL_DAYS } from '@shopwright/shared/constants';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { isoIn, nowIso } from '../../lib/time';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens';
import * as repo from './auth.repo';
import { languageBaseUrl } from '../markets/markets-config';
import { passwordResetMail } from './auth.mails';
import { shopName } from '../settings/settings.service';
import { langOf, type Lang } from '@shopwright/shared/i18n';

const REFRESH_TTL_MS = REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000;

/** Creates a customer account; a taken e-mail or username is a field error, as the form shows it. */
/** `lang`: the language the shopper signed up in; their mails are in it. */
export async function register(ctx: AppContext, input: RegisterInput, lang: Lang = 'en'): Promise<{ id: number; message: string }> {
  const email = input.email.toLowerCase();
  const [byEmail, byUsername] = await Promise.all([repo.findUserByEmail(ctx.db, email), repo.findUserByUsername(ctx.db, input.username)]);
  const errors: Record<string, string[]> = {};
  if (byEmail) errors.email = [M.emailTaken];
  if (byUsername) errors.username = [M.usernameTaken];
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]![0]!, errors);

  const now = nowIso();
  try {
    const id = await repo.insertUser(ctx.db, {
      email,
      username: input.username,
      first_name: input.first_name,
      last_name: input.last_name,
      password_hash: await hashPassword(input.password),
      role: 'customer',
      language: lang,
      date_joined: now,
      updated_at: now,
    });
    return { id, message: M.registered };
  } catch (err) {
    // Two sign-ups racing for the same e-mail or username: the unique index decides.
    if (isUniqueViolation(err)) {
      const again = await repo.findUserByEmail(ctx.db, email);
      throw again ? badRequest(M.emailTaken, { email: [M.emailTaken] }) : badRequest(M.usernameTaken, { username: [M.usernameTaken] });
    }
    throw err;
  }
}

/** Checks the credentials; an unknown e-mail and a wrong password get the same answer and timing. */
/** `lang`: the language the shopper signs in with, when the request says one; their account keeps it for its mails. */
export async function login(ctx: AppContext, input: LoginInput, lang?: Lang): Promise<TokenPair> {
  const user = await repo.findUserByEmail(ctx.db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new AppError(401, 'INVALID_CREDENTIALS', M.invalidCredentials);
  }
  if (!(await verifyPassword(input.password, user.password_hash))) {
    throw new AppError(401, 'INVALID_CREDENTIALS', M.invalidCredentials);
  }
  if (user.is_blocked) throw new AppError(403, 'ACCOUNT_BLOCKED', M.accountBlocked);
  if (lang && lang !== user.language) await repo.setLanguage(ctx.db, user.id, lang);
  return issueTokens(ctx, user, randomUUID());
}

async function issueTokens(ctx: AppContext, user: Pick<UserRow, 'id' | 'role'>, familyId: string, db: Database = ctx.db) {
  const refresh = newOpaqueToken();
  const row = await repo.insertRefreshToken(db, {
    user_id: user.id,
    family_id: familyId,
    token_hash: refresh.hash,
    expires_at: isoIn(REFRESH_TTL_MS),
  });
  const access = await ctx.tokens.sign({ userId: user.id, role: user.role });
  return { access, refresh: refresh.token, refreshId: row.id };
}

const invalidRefresh = () => new AppError(401, 'INVALID_REFRESH_TOKEN', M.refreshTokenInvalid);

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family issued.
 * Presenting a spent token again means it leaked, so the whole family is revoked.
 */
export async function refresh(ctx: AppContext, presented: string): Promise<TokenPair> {
  const stored = await repo.findRefreshToken(ctx.db, hashOpaqueToken(presented));
  if (!stored) throw invalidRefresh();
  if (stored.revoked_at !== null) {
    if (stored.replaced_by_id !== null) {
      await repo.revokeFamily(ctx.db, stored.family_id);
      ctx.log.warn({ userId: stored.user_id, family: stored.family_id }, 'refresh token reuse: family revoked');
    }
    throw invalidRefresh();
  }
  if (stored.expires_at <= nowIso()) throw invalidRefresh();
  const user = await repo.findUserById(ctx.db, stored.user_id);
  if (!user || user.is_blocked) throw invalidRefresh();

  return ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.consumeRefreshToken(trx, stored.id))) {
      // Another request rotated it first: treat as reuse.
      await repo.revokeFamily(trx, stored.family_id);
      throw invalidRefresh();
    }
    const next = await issueTokens(ctx, user, stored.family_id, trx);
    await repo.linkReplacement(trx, stored.id, next.refreshId);
    return { access: next.access, refresh: next.refresh };
  });
}

/** Revokes the presented refresh token's family (this device's session); unknown tokens are ignored. */
export async function logout(ctx: AppContext, presented: string): Promise<void> {
  const stored = await repo.findRefreshToken(ctx.db, hashOpaqueToken(presented));
  if (stored) await repo.revokeFamily(ctx.db, stored.family_id);
}

/** Always answers the same; mails a single-use link only when the account exists. */
export async function forgotPassword(ctx: AppContext, input: ForgotPasswordInput): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, input.email);
  if (!user || user.is_blocked) return;
  const reset = newOpaqueToken();
  const expiresAt = isoIn(PASSWORD_RESET_TTL_MINUTES * 60_000);
  await repo.expireResetTokens(ctx.db, user.id);
  // The earlier links no longer work: their mails keep no copy of them.
  await ctx.mailer.purgeSecrets({ to: user.email });
  await repo.insertResetToken(ctx.db, { user_id: user.id, token_hash: reset.hash, expires_at: expiresAt });
  // The reset page in the account holder's language (issue 27): `…/de/auth/reset-password/…` for German.
  const lang = langOf(user.language);
  const link = `${await languageBaseUrl(ctx, lang)}/auth/reset-password/${reset.token}`;
  ctx.mailer.send({ ...passwordResetMail(await shopName(ctx), user, link, lang), secretExpiresAt: expiresAt });
}

const invalidReset = () => new AppError(400, 'INVALID_RESET_TOKEN', M.resetTokenInvalid);

async function usableResetToken(ctx: AppContext, token: string) {
  const stored = await repo.findResetToken(ctx.db, hashOpaqueToken(token));
  if (!stored || stored.used_at !== null || stored.expires_at <= nowIso()) throw invalidReset();
  return stored;
}

/** Lets the reset page say at once that a link is dead, before the user types a password. */
export async function checkResetToken(ctx: AppContext, token: string): Promise<void> {
  await usableResetToken(ctx, token);
}

/** Sets a new password with a valid reset token and signs the user out everywhere. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<void> {
  const invalid = invalidReset;
  const stored = await usableResetToken(ctx, input.token);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.consumeResetToken(trx, stored.id))) throw invalid();
    await repo.updatePassword(trx, stored.user_id, passwordHash);
    await repo.expireResetTokens(trx, stored.user_id);
    await repo.revokeAllForUser(trx, stored.user_id);
  });
  const user = await repo.findUserById(ctx.db, stored.user_id);
  if (user) await ctx.mailer.purgeSecrets({ to: user.email });
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}
