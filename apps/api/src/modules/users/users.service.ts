import type { Profile } from '@shopwright/shared/users';
import { NOT_AUTHENTICATED_DETAIL } from '@shopwright/shared/errors';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findUserById } from '../auth/auth.repo';
import { readCart } from '../cart/cart.service';
import { saleMarket } from '../checkout/market';

/** The user behind a valid access token; a deleted or blocked account no longer counts as signed in. */
export async function activeUser(db: Database, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.is_blocked || user.deleted_at) throw new AppError(401, 'NOT_AUTHENTICATED', NOT_AUTHENTICATED_DETAIL);
  return user;
}

/** The signed-in user's profile; a read: the cart is reconciled in the answer only (see `readCart`). */
export async function getProfile(ctx: AppContext, userId: number, market?: string, asked?: string): Promise<Profile> {
  return profileOf(ctx, await activeUser(ctx.db, userId), market, asked);
}

/** The profile of an active user already read (`GET users/me` reads it with the token's check, lib/auth-guard `requireAccount`). */
export async function profileOf(ctx: AppContext, user: UserRow, market?: string, asked?: string): Promise<Profile> {
  const sale = await saleMarket(ctx, market, 'field', asked);
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    date_joined: user.date_joined,
    cart: await readCart(ctx.db, user.id, sale),
  };
}
